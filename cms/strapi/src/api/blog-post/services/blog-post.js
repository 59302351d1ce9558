'use strict';
/** Blog post service: Strapi's core service. */
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::blog-post.blog-post');
