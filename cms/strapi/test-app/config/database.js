'use strict';
/** PostgreSQL of the test (Debian's, a cluster of its own on 127.0.0.1). */
module.exports = ({ env }) => ({
  connection: {
    client: 'postgres',
    connection: {
      host: env('DATABASE_HOST', '127.0.0.1'),
      port: env.int('DATABASE_PORT', 5432),
      database: env('DATABASE_NAME', 'strapi'),
      user: env('DATABASE_USERNAME', 'strapi'),
      password: env('DATABASE_PASSWORD', ''),
      ssl: false,
    },
    pool: { min: 0, max: 5 },
  },
});
