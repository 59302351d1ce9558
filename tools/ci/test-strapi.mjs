#!/usr/bin/env node
/**
 * `npm run test:strapi`: the blog against a REAL Strapi 5 on PostgreSQL (docs/blog.md), end to end.
 *
 * 1. Strapi 5.54.0 from npm, installed once into `.cache/strapi-test/` (git-ignored; reinstalled
 *    when `cms/strapi/test-app/package.json` changes), with the project files of
 *    `cms/strapi/test-app/` (config, a bootstrap that adds French and makes two API tokens) and
 *    the ready-made content type of `cms/strapi/src/api/blog-post/`, in a temporary folder.
 * 2. Debian's PostgreSQL (installed with apt when `initdb` is missing), a cluster of its own in a
 *    temporary folder on 127.0.0.1 (run as the `postgres` user when this script runs as root).
 * 3. Strapi on 127.0.0.1 (a free port), then posts created through its REST API with the
 *    full-access token: a Blocks post with an uploaded image and its French version, a draft, an
 *    old Markdown post (`date` 2024-05-01) published and then re-published, and a post with the slug of a
 *    Markdown article.
 * 4. The site built against it (`STRAPI_URL`, the read-only token, `STRAPI_LOCALES=fr`) into
 *    `.dist-strapi/`, and the pages checked: the service posts and the six Markdown articles
 *    exist, the service's version wins on a shared slug, the draft has no page, the re-published
 *    post keeps its date and place (list and RSS), the French post is a French page, the image
 *    has its size and `srcset`; `npm run blog:check` reports every post used (exit 0).
 * 5. Strapi and PostgreSQL stopped and their data removed, also on failure or Ctrl-C.
 *
 * Exit code 0 when every check passes; otherwise the failing step is named. Takes a few minutes
 * (docs/blog.md, "Against a real Strapi"): the Strapi install the first time, then the site
 * build dominates.
 *
 * `--install-only` does the installs of steps 1 and 2 (Strapi into the cache, Debian's PostgreSQL
 * when missing) and exits: `.ci/run` runs it in the background while `npm test` runs (both
 * installs mostly wait on the network and the disk), and the test afterwards finds them done.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { prefixedLangs } from '../../src/locales/list.mjs';

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, '.cache', 'strapi-test');
const outDir = join(root, '.dist-strapi');
const node = process.execPath;
/** @type {(() => void)[]} */
const cleanups = [];
let step = 'start';

/** Logs a step; failures name the last one. */
function begin(/** @type {string} */ name) {
  step = name;
  console.log(`\n▶ ${name}`);
}

/** Throws with the step's name when a check fails. */
function check(/** @type {unknown} */ ok, /** @type {string} */ what) {
  if (!ok) throw new Error(`check failed: ${what}`);
  console.log(`  ✓ ${what}`);
}

function cleanup() {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()?.();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

/** Strapi installed in the cache folder (npm install only when its package.json changed). */
function installStrapi() {
  begin('Strapi 5 from npm (cached in .cache/strapi-test)');
  const pkg = readFileSync(join(root, 'cms/strapi/test-app/package.json'), 'utf8');
  const hash = createHash('sha256').update(pkg).digest('hex');
  const stamp = join(cache, '.installed');
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash &&
    existsSync(join(cache, 'node_modules/@strapi/strapi'))
  ) {
    console.log('  cached');
    return;
  }
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'package.json'), pkg);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: cache,
    stdio: 'inherit',
  });
  writeFileSync(stamp, hash);
}

/** The PostgreSQL binaries folder, installing Debian's `postgresql` when missing. */
function postgresBin() {
  const find = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
          .find((d) => existsSync(`${d}/initdb`))
      : undefined;
  let bin = find();
  if (!bin) {
    begin('PostgreSQL from Debian (apt)');
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const run = (/** @type {string[]} */ args) =>
      execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'postgresql']);
    bin = find();
  }
  if (!bin) throw new Error('PostgreSQL: initdb not found after installing postgresql');
  return bin;
}

/** Runs a PostgreSQL command as the `postgres` user when this script is root (postgres refuses root). */
function asPostgres(/** @type {string} */ command, /** @type {string[]} */ args) {
  if (process.getuid?.() === 0)
    return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  return execFileSync(command, args, { stdio: 'pipe' });
}

/** A PostgreSQL cluster of its own on 127.0.0.1; returns its port. */
async function startPostgres() {
  const bin = postgresBin();
  begin('PostgreSQL cluster on 127.0.0.1');
  const dir = mkdtempSync(join(tmpdir(), 'paros-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const data = join(dir, 'data');
  asPostgres(`${bin}/initdb`, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  asPostgres(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  cleanups.push(() => asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']));
  execFileSync(
    `${bin}/psql`,
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      'CREATE ROLE strapi LOGIN',
      '-c',
      'CREATE DATABASE strapi OWNER strapi',
    ],
    { stdio: 'pipe' },
  );
  console.log(`  port ${port}`);
  return port;
}

/** Strapi in a temporary project folder; resolves with its URL and the two API tokens. */
async function startStrapi(/** @type {number} */ dbPort) {
  begin('Strapi on 127.0.0.1');
  const app = mkdtempSync(join(tmpdir(), 'paros-strapi-'));
  cleanups.push(() => rmSync(app, { recursive: true, force: true }));
  cpSync(join(root, 'cms/strapi/test-app'), app, { recursive: true });
  cpSync(join(root, 'cms/strapi/src/api'), join(app, 'src/api'), { recursive: true });
  symlinkSync(join(cache, 'node_modules'), join(app, 'node_modules'));
  mkdirSync(join(app, 'public/uploads'), { recursive: true }); // the media library's local folder
  const port = await freePort();
  const tokensFile = join(app, 'tokens.json');
  const secret = () => randomBytes(24).toString('base64');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEYS: [secret(), secret()].join(','),
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: String(dbPort),
    DATABASE_NAME: 'strapi',
    DATABASE_USERNAME: 'strapi',
    TEST_TOKENS_FILE: tokensFile,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  const child = spawn(node, [join(cache, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  cleanups.push(() => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null)
      throw new Error(`Strapi exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (existsSync(tokensFile)) {
      const ok = await fetch(`${url}/_health`)
        .then((r) => r.status < 300)
        .catch(() => false);
      if (ok) {
        console.log(`  ${url}`);
        return {
          url,
          tokens: /** @type {{ full: string; read: string }} */ (
            JSON.parse(readFileSync(tokensFile, 'utf8'))
          ),
        };
      }
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Strapi did not answer within 120 s:\n${output.slice(-3000)}`);
}

/** Posts created through the REST API; returns what the checks need. */
async function createPosts(/** @type {string} */ url, /** @type {string} */ token) {
  begin('posts through the REST API');
  const auth = { Authorization: `Bearer ${token}` };
  const api = async (
    /** @type {string} */ method,
    /** @type {string} */ path,
    /** @type {unknown} */ body,
  ) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
    return json.data;
  };
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), 'naoussa-harbour.jpg');
  form.append('fileInfo', JSON.stringify({ alternativeText: 'Fishing boats in Naoussa harbour' }));
  const uploaded = await fetch(`${url}/api/upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  }).then(async (r) => {
    if (!r.ok) throw new Error(`POST /api/upload: ${r.status} ${await r.text()}`);
    return r.json();
  });
  const image = uploaded[0];
  check(image?.id && image.width === 1200, 'an image uploaded to the media library (1200×800)');

  const blocks = (/** @type {string} */ text) => [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'Where to park' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text },
        { type: 'text', text: ' free', bold: true },
        { type: 'text', text: ' lot by the port.' },
      ],
    },
  ];
  const excerpt =
    'A real Strapi post: parking in Naoussa and Parikia, written in the Blocks editor.';
  const blocksPost = await api('POST', '/api/blog-posts?status=published', {
    data: {
      title: 'Parking in Naoussa, from Strapi',
      slug: 'strapi-parking-naoussa',
      excerpt,
      content: blocks('Naoussa has a'),
      category: 'Travel Guide',
      featuredImage: image.id,
      readTime: 3,
    },
  });
  await api('PUT', `/api/blog-posts/${blocksPost.documentId}?locale=fr&status=published`, {
    data: {
      title: 'Se garer à Naoussa, depuis Strapi',
      slug: 'strapi-parking-naoussa',
      excerpt:
        'Un vrai article Strapi : se garer à Naoussa et Parikia, écrit dans l’éditeur Blocks.',
      content: blocks('Naoussa a un parking'),
    },
  });
  // Strapi 5's REST API publishes on create unless `?status=draft` is given.
  await api('POST', '/api/blog-posts?status=draft', {
    data: {
      title: 'A draft nobody may see yet',
      slug: 'strapi-draft-post',
      excerpt,
      content: blocks('Draft'),
      category: 'Beaches',
    },
  });
  const old = await api('POST', '/api/blog-posts?status=published', {
    data: {
      title: 'An old Strapi post from May 2024',
      slug: 'strapi-old-post',
      date: '2024-05-01',
      excerpt,
      markdown:
        '## Old beaches\n\nWritten in **Markdown**: [the fleet](/fleet).\n\n<script>alert(1)</script>',
      category: 'Beaches',
    },
  });
  // A typo fix, re-published: Strapi sets a new publishedAt; the post keeps its date.
  await api('PUT', `/api/blog-posts/${old.documentId}?status=published`, {
    data: { title: 'An old Strapi post from May 2024 (typo fixed)' },
  });
  await api('POST', '/api/blog-posts?status=published', {
    data: {
      title: 'The complete guide, rewritten in Strapi',
      slug: 'complete-guide-exploring-paros-car',
      excerpt,
      content: blocks('Rewritten'),
      category: 'Travel Guide',
    },
  });
  console.log('  5 posts (one draft), one French version');
}

/** Builds the site against Strapi into .dist-strapi. */
function buildSite(/** @type {string} */ url, /** @type {string} */ token) {
  begin('the site built against Strapi (.dist-strapi)');
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    node,
    [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        STRAPI_URL: url,
        STRAPI_TOKEN: token,
        STRAPI_LOCALES: 'fr',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    },
  );
}

/** The checks on the built pages. */
function checkPages(/** @type {string} */ url, /** @type {string} */ token) {
  begin('the built pages');
  const client = join(outDir, 'client');
  const read = (/** @type {string} */ path) => readFileSync(join(client, path), 'utf8');
  const has = (/** @type {string} */ path) => existsSync(join(client, path));
  const post = read('blog/strapi-parking-naoussa.html');
  check(post.includes('Parking in Naoussa, from Strapi'), 'a Blocks post has its page');
  check(
    /<h2[^>]*>Where to park<\/h2>/.test(post) && post.includes('<strong> free</strong>'),
    'its Blocks content is rendered and sanitised',
  );
  check(
    /<source type="image\/avif" srcset="\/_astro\/naoussa_harbour_[^"]+ 480w,[^"]+ 1200w"/.test(
      post,
    ) &&
      /<img src="\/_astro\/naoussa_harbour_[^"]+\.webp" alt="Fishing boats in Naoussa harbour" width="1024" height="683"/.test(
        post,
      ),
    'its image: the upload optimised at build time (AVIF/WebP srcset), alt text, its own ratio',
  );
  check(
    /property="og:image" content="[^"]+\/_astro\/naoussa_harbour_[^"]+\.jpe?g"/.test(post),
    'its own social card made from the photo',
  );
  for (const slug of readdirSync(join(root, 'content/blog/en')).map((f) => f.replace(/\.md$/, '')))
    check(has(`blog/${slug}.html`), `the Markdown article ${slug} still exists`);
  check(
    read('blog/complete-guide-exploring-paros-car.html').includes(
      'The complete guide, rewritten in Strapi',
    ),
    "a shared slug shows the service's version",
  );
  check(
    !has('blog/strapi-draft-post.html') && !read('blog/index.html').includes('strapi-draft-post'),
    'the draft has no page and no card',
  );
  const oldPage = read('blog/strapi-old-post.html');
  check(
    oldPage.includes('datetime="2024-05-01"'),
    'the re-published post keeps its date (2024-05-01)',
  );
  check(
    /<h2[^>]*>Old beaches<\/h2>/.test(oldPage) &&
      oldPage.includes('<strong>Markdown</strong>') &&
      !oldPage.includes('alert(1)'),
    'a Markdown post is rendered and sanitised',
  );
  const list = read('blog/index.html');
  const order = [...list.matchAll(/data-post-slug="([^"]+)"/g)].map((m) => m[1]);
  check(
    order[0] === 'strapi-parking-naoussa' || order[0] === 'complete-guide-exploring-paros-car',
    'the newest post leads the list',
  );
  check(
    order.indexOf('strapi-old-post') > order.indexOf('strapi-parking-naoussa'),
    'the re-published old post did not jump to the top',
  );
  const rss = read('rss.xml');
  check(
    /<link>[^<]*\/blog\/strapi-old-post<\/link>.*?<pubDate>Wed, 01 May 2024/s.test(rss),
    'the RSS feed dates it 1 May 2024',
  );
  const fr = read('fr/blog/strapi-parking-naoussa.html');
  check(
    /<html[^>]* lang="fr"/.test(fr) && fr.includes('Se garer à Naoussa, depuis Strapi'),
    'the French version is a French page',
  );
  check(
    has('fr/blog/complete-guide-exploring-paros-car.html'),
    'the French Markdown articles stay',
  );
  const switcher = (/** @type {string} */ html) =>
    [...html.matchAll(new RegExp(`href="(/(?:${prefixedLangs.join('|')})/blog[^"]*)"`, 'g'))].map(
      (m) => m[1],
    );
  check(
    switcher(oldPage).every(
      (href) => has(`${href.slice(1)}.html`) || has(`${href.slice(1)}/index.html`),
    ),
    'every language link of an untranslated post opens a page',
  );
  check(
    switcher(post).includes('/fr/blog/strapi-parking-naoussa'),
    'the translated post links to its French page',
  );
  begin('npm run blog:check against it');
  const out = execFileSync(node, [join(root, 'tools/content/blog-check.mjs')], {
    cwd: root,
    env: { ...process.env, STRAPI_URL: url, STRAPI_TOKEN: token, STRAPI_LOCALES: 'fr' },
  }).toString();
  check(
    /en: 3 post\(s\) used/.test(out) && /fr: 1 post\(s\) used/.test(out),
    'blog:check: 3 English posts and 1 French used, exit 0',
  );
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
try {
  installStrapi();
  if (process.argv.includes('--install-only')) {
    postgresBin();
    console.log(`\nStrapi and PostgreSQL installed in ${seconds()} s.`);
  } else {
    const dbPort = await startPostgres();
    const { url, tokens } = await startStrapi(dbPort);
    await createPosts(url, tokens.full);
    buildSite(url, tokens.read);
    checkPages(url, tokens.read);
    console.log(`\nStrapi real-service test passed in ${seconds()} s.`);
  }
} catch (error) {
  console.error(`\n✗ ${step}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
