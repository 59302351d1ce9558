'use strict';
/** The REST routes of blog posts (`GET /api/blog-posts`…): Strapi's core router. */
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::blog-post.blog-post');
