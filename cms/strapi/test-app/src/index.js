'use strict';
/**
 * Bootstrap of the real-service test (tools/ci/test-strapi.mjs): adds the French locale and
 * creates two API tokens — full access (the test writes posts through the REST API) and
 * read-only (the site's build reads with it, as cms/strapi/README.md tells a business to) — and
 * writes their keys to `$TEST_TOKENS_FILE`. Nothing else.
 */
const { writeFileSync } = require('node:fs');

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const file = process.env.TEST_TOKENS_FILE;
    if (!file) return;
    const locales = strapi.plugin('i18n').service('locales');
    if (!(await locales.findByCode('fr')))
      await locales.create({ code: 'fr', name: 'French (fr)' });
    const tokens = strapi.service('admin::api-token');
    const make = async (name, type) => {
      const existing = await strapi.db.query('admin::api-token').findOne({ where: { name } });
      if (existing) await tokens.revoke(existing.id);
      const created = await tokens.create({
        name,
        type,
        lifespan: null,
        description: 'real-service test',
      });
      return created.accessKey;
    };
    writeFileSync(
      file,
      JSON.stringify({
        full: await make('test-full', 'full-access'),
        read: await make('test-read', 'read-only'),
      }),
    );
  },
};
