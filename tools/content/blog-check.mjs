#!/usr/bin/env node
/**
 * `npm run blog:check`: asks the blog's content service (`STRAPI_URL`, `STRAPI_TOKEN`,
 * `STRAPI_LOCALES`, `STRAPI_TIMEOUT_MS`, from the environment or `.env`) for its posts exactly as
 * a build would, and prints, without building:
 * - per language: the posts the build would use, or why it keeps the Markdown articles (service
 *   down, no valid post, answered in another language);
 * - every post it would skip, naming the post, the field and the fix;
 * - notes on kept posts (a default filled in, e.g. no category).
 * Exit code 0 when every language is served and nothing is skipped, 1 otherwise, 2 when
 * `STRAPI_URL` is not set (nothing to check: the blog is built from Markdown).
 *
 * The TypeScript of `src/lib/blog/` is loaded with jiti, so no build is needed. See docs/blog.md.
 */
import { existsSync } from 'node:fs';
import { createJiti } from 'jiti';

if (existsSync('.env')) process.loadEnvFile('.env');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../src/lib/blog/settings.ts')} */
const { parseBlogSettings } = await jiti.import('../../src/lib/blog/settings.ts');
/** @type {typeof import('../../src/lib/blog/loader.ts')} */
const { checkBlogService } = await jiti.import('../../src/lib/blog/loader.ts');

const settings = parseBlogSettings(process.env);
if (!settings.strapi) {
  console.log(
    'STRAPI_URL is not set: the blog is built from the Markdown articles in content/blog. Nothing to check.',
  );
  process.exit(2);
}
const quiet = { info() {}, warn() {}, error() {} };
const { ok, results } = await checkBlogService(
  settings.strapi,
  { siteUrl: process.env.PUBLIC_SITE_URL },
  quiet,
);
console.log(`Blog posts from ${settings.strapi.baseUrl}\n`);
for (const r of results) {
  console.log(
    r.posts
      ? `${r.lang}: ${r.posts.length} post(s) used: ${r.posts.map((p) => p.slug).join(', ')}`
      : `${r.lang}: not used — ${r.why}`,
  );
  for (const s of r.skipped) console.log(`  skipped ${s.name}: ${s.reason}`);
  for (const n of r.notes) console.log(`  note ${n}`);
}
console.log(ok ? '\nEvery post is used.' : '\nSome posts or languages are not used: see above.');
process.exit(ok ? 0 : 1);
