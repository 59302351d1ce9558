'use strict';
/** Users & Permissions needs its JWT secret (generated per run). */
module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
});
