'use strict';
/** Blog post controller: Strapi's core controller. */
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::blog-post.blog-post');
