'use strict';
/** Strapi server of the real-service test (tools/ci/test-strapi.mjs): 127.0.0.1 and the port it is given. */
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
});
