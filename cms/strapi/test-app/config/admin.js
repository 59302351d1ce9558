'use strict';
/** Admin settings; secrets come from the environment (generated per run by the test). */
module.exports = ({ env }) => ({
  // The test needs the API only, not the admin panel's build.
  serveAdminPanel: false,
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
});
