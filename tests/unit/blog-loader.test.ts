/**
 * The blog loader against a local HTTP server answering in Strapi v4's response shape
 * (docs/requirements.md, "Blog feeds and service posts"): request parameters of every page, the
 * mapping, sanitising, the fallback to the Markdown posts with its logged message (500, timeout,
 * empty answer) and the retries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blogLoader,
  checkBlogService,
  parseBlogSettings,
  type BlogCollectionLoader,
  type BlogLoaderContext,
  type BlogLoaderOptions,
} from '../../src/lib/blog';

/** One request the fake Strapi received. */
interface Received {
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
}

/** A Strapi v4 list item. */
function strapiItem(n: number, overrides: Record<string, unknown> = {}) {
  const day = String(28 - (n % 28)).padStart(2, '0');
  return {
    id: n,
    attributes: {
      title: `Service post number ${n}`,
      slug: `service-post-${n}`,
      excerpt: `The excerpt of service post ${n}, long enough to pass the excerpt rules of the blog.`,
      content: `## Heading ${n}\n\nBody of post ${n} with a [link](https://example.org/x).`,
      author: 'Eleni',
      category: 'Beaches',
      readTime: 4,
      featured: n === 1,
      publishedAt: `2025-02-${day}T10:00:00.000Z`,
      createdAt: '2024-12-01T10:00:00.000Z',
      featuredImage: {
        data: {
          id: n,
          attributes: { url: `/uploads/post_${n}.jpg`, alternativeText: `Photo of post ${n}` },
        },
      },
      ...overrides,
    },
  };
}

/** The fake content service: `handler` answers each request; `received` logs them. */
const received: Received[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => void =
  () => undefined;
let server: Server;
let baseUrl = '';

/** Answers Strapi's paginated list of `items` (page size from the request). */
function list(items: unknown[]) {
  return (_req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => {
    const page = Number(params['pagination[page]'] ?? 1);
    const pageSize = Number(params['pagination[pageSize]'] ?? 25);
    const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: items.slice((page - 1) * pageSize, page * pageSize),
        meta: { pagination: { page, pageSize, pageCount, total: items.length } },
      }),
    );
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    received.push({ path: url.pathname, params, authorization: req.headers.authorization });
    handler(req, res, params);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

/** Entries as the Markdown (glob) loader would store them: English and French. */
const markdownIds = [
  'en/complete-guide-exploring-paros-car',
  'en/best-beaches-paros-accessible-car',
  'fr/complete-guide-exploring-paros-car',
];
const markdown: BlogCollectionLoader = {
  name: 'glob-loader',
  async load({ store }) {
    for (const id of markdownIds)
      store.set({ id, data: { title: `Markdown ${id}`, source: 'markdown' }, digest: id });
  },
};

/** An in-memory loader context; `parseData` rejects titles containing "REJECT" like a schema would. */
function context() {
  const entries = new Map<
    string,
    { id: string; data: Record<string, unknown>; rendered?: { html: string } | undefined }
  >();
  const logs = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  const ctx: BlogLoaderContext = {
    store: {
      keys: () => [...entries.keys()],
      delete: (key) => void entries.delete(key),
      set: (entry) => {
        entries.set(entry.id, { id: entry.id, data: entry.data, rendered: entry.rendered });
        return true;
      },
    },
    async parseData({ id, data }) {
      if (String(data['title']).includes('REJECT'))
        throw new Error(`blog → ${id} data does not match collection schema: title: Too big`);
      return data;
    },
    generateDigest: (data) => JSON.stringify(data).length.toString(36),
    logger: {
      info: (m) => void logs.info.push(m),
      warn: (m) => void logs.warn.push(m),
      error: (m) => void logs.error.push(m),
    },
  };
  return { ctx, entries, logs };
}

/** Runs the loader against the fake service. */
async function load(env: Record<string, string> = {}, options: BlogLoaderOptions = {}) {
  const settings = parseBlogSettings({ STRAPI_URL: baseUrl, ...env });
  const loader = blogLoader(settings, markdown, {
    wait: async () => undefined,
    siteUrl: 'https://www.paros-rentals.example',
    ...options,
  });
  const run = context();
  await loader.load(run.ctx);
  return run;
}

const ids = (entries: Map<string, unknown>) => [...entries.keys()].sort();

describe('blog loader: not configured', () => {
  it('is the Markdown loader itself', () => {
    expect(blogLoader(parseBlogSettings({ STRAPI_URL: '' }), markdown)).toBe(markdown);
    expect(blogLoader(parseBlogSettings({}), markdown)).toBe(markdown);
  });
});

describe('blog loader: two pages from Strapi', () => {
  const items = Array.from({ length: 25 }, (_, i) => strapiItem(i + 1));

  it('asks every page with the list parameters and stores the posts as en/{slug}', async () => {
    handler = list(items);
    const { entries, logs } = await load({ STRAPI_TOKEN: 'secret-token' });

    expect(received.map((r) => r.path)).toEqual(['/api/blog-posts', '/api/blog-posts']);
    expect(received[0]!.params).toEqual({
      populate: '*',
      sort: 'publishedAt:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '20',
    });
    expect(received[1]!.params).toEqual({
      populate: '*',
      sort: 'publishedAt:desc',
      'pagination[page]': '2',
      'pagination[pageSize]': '20',
    });
    expect(received.every((r) => r.authorization === 'Bearer secret-token')).toBe(true);

    const english = ids(entries).filter((id) => id.startsWith('en/'));
    // The service's 25 posts are added to the two English Markdown articles, which stay.
    expect(english).toHaveLength(27);
    expect(english).toContain('en/service-post-25');
    expect(entries.get('en/complete-guide-exploring-paros-car')?.data['source']).toBe('markdown');
    expect(entries.get('fr/complete-guide-exploring-paros-car')?.data['source']).toBe('markdown');
    expect(logs.info).toContain('Loaded 25 blog posts (en) from Strapi.');
    expect(logs.error).toEqual([]);
  });

  it('passes the featured and category filters when given', async () => {
    handler = list(items.slice(0, 3));
    await load({}, { filters: { featured: true, category: 'Travel Guide' } });
    expect(received).toHaveLength(1);
    expect(received[0]!.params).toEqual({
      populate: '*',
      sort: 'publishedAt:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '20',
      'filters[featured][$eq]': 'true',
      'filters[category][$eq]': 'Travel Guide',
    });
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('fetches STRAPI_LOCALES with locale=xx and stores them as {lang}/{slug}, beside the Markdown articles', async () => {
    handler = (req, res, params) =>
      list(
        items
          .slice(0, 2)
          .map((_item, i) => strapiItem(i + 1, { locale: params['locale'] ?? 'en' })),
      )(req, res, params);
    const { entries } = await load({ STRAPI_LOCALES: 'fr' });
    expect(received.map((r) => r.params['locale'])).toEqual([undefined, 'fr']);
    expect(ids(entries)).toEqual(
      [
        ...markdownIds.filter((id) => id.startsWith('en/')),
        'en/service-post-1',
        'en/service-post-2',
        'fr/complete-guide-exploring-paros-car',
        'fr/service-post-1',
        'fr/service-post-2',
      ].sort(),
    );
    expect(entries.get('fr/service-post-1')?.data['source']).toBe('strapi');
  });

  it('a locale the service does not translate (its posts come back in English) keeps that language on Markdown, and says why', async () => {
    handler = list(items.slice(0, 2).map((_, i) => strapiItem(i + 1, { locale: 'en' })));
    const { entries, logs } = await load({ STRAPI_LOCALES: 'fr' });
    expect(ids(entries).filter((id) => id.startsWith('fr/'))).toEqual([
      'fr/complete-guide-exploring-paros-car',
    ]);
    expect(entries.get('fr/complete-guide-exploring-paros-car')?.data['source']).toBe('markdown');
    expect(logs.warn).toContain(
      'Strapi (locale fr) answered with posts in locale "en", not "fr" (is Internationalization on for the blog-post content type?): building the blog from the Markdown posts in content/blog instead (fr).',
    );
  });

  it("a service post with a Markdown article's slug replaces that article; the others stay", async () => {
    handler = list([
      strapiItem(1, {
        slug: 'complete-guide-exploring-paros-car',
        title: 'The guide, rewritten in Strapi',
      }),
    ]);
    const { entries } = await load();
    expect(entries.get('en/complete-guide-exploring-paros-car')?.data['title']).toBe(
      'The guide, rewritten in Strapi',
    );
    expect(entries.get('en/complete-guide-exploring-paros-car')?.data['source']).toBe('strapi');
    expect(entries.get('en/best-beaches-paros-accessible-car')?.data['source']).toBe('markdown');
  });
});

describe('blog loader: mapping', () => {
  it('maps Strapi attributes to the collection data', async () => {
    handler = list([
      strapiItem(1),
      strapiItem(2, {
        publishedAt: null,
        createdAt: '2024-11-05T08:00:00.000Z',
        featuredImage: { data: null },
        author: null,
        readTime: null,
        featured: null,
      }),
      strapiItem(3, {
        featuredImage: {
          data: { attributes: { url: 'https://cdn.example.com/p3.webp', alternativeText: null } },
        },
        category: 'Nightlife',
        author: { data: { attributes: { name: 'Nikos' } } },
      }),
    ]);
    const { entries } = await load();
    const one = entries.get('en/service-post-1')!;
    expect(one.data).toMatchObject({
      title: 'Service post number 1',
      excerpt: 'The excerpt of service post 1, long enough to pass the excerpt rules of the blog.',
      description:
        'The excerpt of service post 1, long enough to pass the excerpt rules of the blog.',
      author: 'Eleni',
      category: 'Beaches',
      readTime: 4,
      featured: true,
      image: `${baseUrl}/uploads/post_1.jpg`,
      imageAlt: 'Photo of post 1',
      source: 'strapi',
    });
    expect((one.data['date'] as Date).toISOString()).toBe('2025-02-27T10:00:00.000Z');
    expect(one.rendered?.html).toContain('<h2>Heading 1</h2>');
    expect(one.rendered?.html).toContain('<a href="https://example.org/x" rel="noopener">link</a>');

    const two = entries.get('en/service-post-2')!.data;
    expect((two['date'] as Date).toISOString()).toBe('2024-11-05T08:00:00.000Z'); // createdAt when not published
    expect(two['image']).toBe('/images/art/placeholder.svg');
    expect(two['imageAlt']).toBe('Service post number 2');
    expect(two['author']).toBeUndefined(); // pages show the business's team
    expect(two['featured']).toBe(false);
    expect(two['readTime']).toBe(1); // estimated from the short body

    const three = entries.get('en/service-post-3')!.data;
    expect(three['image']).toBe('https://cdn.example.com/p3.webp');
    expect(three['category']).toBe('Nightlife'); // kept as text
    expect(three['author']).toBe('Nikos');
  });

  it('sanitises the content: scripts and event handlers are removed', async () => {
    handler = list([
      strapiItem(1, {
        content:
          'Hello <script>alert("x")</script>\n\n<img src="/uploads/a.png" onerror="alert(1)">\n\n[bad](javascript:alert(1))',
      }),
      strapiItem(2, {
        content:
          '<p onclick="steal()">HTML <b>body</b></p><iframe src="https://evil.example"></iframe><h1>Top</h1><img src="x.png" alt="Bay"><style>p{}</style>',
      }),
    ]);
    const { entries } = await load();
    const md = entries.get('en/service-post-1')!.rendered!.html;
    expect(md).not.toMatch(/script|alert|onerror|javascript:/i);
    expect(md).toContain(
      `<img src="${baseUrl}/uploads/a.png" alt="" loading="lazy" decoding="async" />`,
    );
    const html = entries.get('en/service-post-2')!.rendered!.html;
    expect(html).toBe(
      `<p>HTML <strong>body</strong></p><h2>Top</h2><img src="${baseUrl}/x.png" alt="Bay" loading="lazy" decoding="async" />`,
    );
  });

  it('skips an invalid post with a warning naming it and keeps the others', async () => {
    handler = list([
      strapiItem(1),
      strapiItem(2, { slug: 'Not A Slug' }),
      strapiItem(3, { publishedAt: null, createdAt: null }),
      strapiItem(4, { title: 'REJECT me please' }),
      strapiItem(5, { slug: 'service-post-1' }),
    ]);
    const { entries, logs } = await load();
    expect(ids(entries).filter((id) => id.startsWith('en/') && !markdownIds.includes(id))).toEqual([
      'en/service-post-1',
    ]);
    expect(logs.warn).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Skipping blog post "Not A Slug" \(id 2\) from Strapi: slug: use letters, digits, -, _, \. or ~ .*\(fix: set its slug/,
        ),
        expect.stringMatching(
          /^Skipping blog post "service-post-3" \(id 3\) from Strapi: date: set a date \(date, firstPublishedAt or publishedAt\) \(fix: publish the post/,
        ),
        expect.stringMatching(/^Skipping blog post "service-post-4" from Strapi: .*Too big/),
        expect.stringMatching(
          /^Skipping blog post "service-post-1" \(id 5\) from Strapi: the slug is used by a newer post \(fix: give it its own slug\)/,
        ),
      ]),
    );
  });
});

describe('blog loader: fallback to the Markdown posts', () => {
  const markdownOnly = [
    'en/best-beaches-paros-accessible-car',
    'en/complete-guide-exploring-paros-car',
    'fr/complete-guide-exploring-paros-car',
  ];

  it('a 500 is retried twice, logged as "Strapi API error: Internal Server Error" and the Markdown posts are used', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"data":null,"error":{"status":500}}');
    };
    const { entries, logs } = await load();
    expect(received).toHaveLength(3);
    expect(logs.error).toEqual(['Strapi API error: Internal Server Error']);
    expect(logs.warn.at(-1)).toBe(
      'Strapi failed: building the blog from the Markdown posts in content/blog instead (en).',
    );
    expect(ids(entries)).toEqual(markdownOnly);
  });

  it('a 404 is not retried', async () => {
    handler = (_req, res) => {
      res.writeHead(404);
      res.end();
    };
    const { entries, logs } = await load();
    expect(received).toHaveLength(1);
    expect(logs.error).toEqual(['Strapi API error: Not Found']);
    expect(ids(entries)).toEqual(markdownOnly);
  });

  it('a timeout is retried twice and falls back', async () => {
    handler = () => undefined; // never answers
    const { entries, logs } = await load({ STRAPI_TIMEOUT_MS: '150' });
    expect(received).toHaveLength(3);
    expect(logs.error).toEqual(['Strapi request failed: no answer within 150 ms']);
    expect(ids(entries)).toEqual(markdownOnly);
  });

  it('a failure on page 2 falls back for the whole language', async () => {
    const items = Array.from({ length: 25 }, (_, i) => strapiItem(i + 1));
    handler = (req, res, params) => {
      if (params['pagination[page]'] === '2') {
        res.writeHead(503);
        res.end();
      } else list(items)(req, res, params);
    };
    const { entries, logs } = await load();
    expect(received.map((r) => r.params['pagination[page]'])).toEqual(['1', '2', '2', '2']);
    expect(logs.error).toEqual(['Strapi API error: Service Unavailable']);
    expect(ids(entries)).toEqual(markdownOnly);
  });

  it('a network error (nothing listening) falls back', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const loader = blogLoader(
      parseBlogSettings({ STRAPI_URL: `http://127.0.0.1:${port}` }),
      markdown,
      { wait: async () => undefined },
    );
    const run = context();
    await loader.load(run.ctx);
    expect(run.logs.error).toHaveLength(1);
    expect(run.logs.error[0]).toMatch(/^Strapi request failed: fetch failed/);
    expect(run.logs.warn.filter((w) => w.includes('retry'))).toHaveLength(2);
    expect(ids(run.entries)).toEqual(markdownOnly);
  });

  it('an empty answer falls back too, as a failing one does', async () => {
    handler = list([]);
    const { entries, logs } = await load();
    expect(logs.warn).toContain(
      'Strapi returned no valid blog post: building the blog from the Markdown posts in content/blog instead (en).',
    );
    expect(ids(entries)).toEqual(markdownOnly);
  });

  it('a 503 then an answer: one retry, the service posts are used', async () => {
    let calls = 0;
    handler = (req, res, params) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(503);
        res.end();
      } else list([strapiItem(7)])(req, res, params);
    };
    const { entries, logs } = await load();
    expect(received).toHaveLength(2);
    expect(logs.warn).toContain(
      'Strapi API error: Service Unavailable — retry 1 of the blog list from Strapi.',
    );
    expect(logs.error).toEqual([]);
    expect(ids(entries)).toEqual([...markdownOnly, 'en/service-post-7'].sort());
  });

  it('a failing locale falls back for that language only', async () => {
    handler = (req, res, params) => {
      if (params['locale'] === 'de') {
        res.writeHead(500);
        res.end();
      } else list([strapiItem(1)])(req, res, params);
    };
    const { entries, logs } = await load({ STRAPI_LOCALES: 'de' });
    expect(logs.error).toEqual(['Strapi API error: Internal Server Error']);
    expect(logs.warn.at(-1)).toBe(
      'Strapi (locale de) failed: building the blog from the Markdown posts in content/blog instead (de).',
    );
    expect(ids(entries)).toEqual([...markdownOnly, 'en/service-post-1'].sort());
  });
});

describe('npm run blog:check (checkBlogService)', () => {
  it('reports per language the posts used, every skip with its field and fix, and the notes; not ok on a skip', async () => {
    handler = (req, res, params) =>
      list(
        params['locale'] === 'fr'
          ? [strapiItem(1, { locale: 'en' })]
          : [
              strapiItem(1, { locale: 'en' }),
              strapiItem(2, { locale: 'en', category: null }),
              strapiItem(3, { locale: 'en', slug: 'Bad Slug' }),
            ],
      )(req, res, params);
    const config = parseBlogSettings({ STRAPI_URL: baseUrl, STRAPI_LOCALES: 'fr' }).strapi!;
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const { ok, results } = await checkBlogService(config, { wait: async () => undefined }, silent);
    expect(ok).toBe(false);
    const [en, fr] = results;
    expect(en!.posts!.map((p) => p.slug)).toEqual(['service-post-1', 'service-post-2']);
    expect(en!.skipped).toEqual([
      {
        lang: 'en',
        name: '"Bad Slug" (id 3)',
        reason: expect.stringMatching(/^slug: .*\(fix: set its slug/),
      },
    ]);
    expect(en!.notes).toEqual([
      '"service-post-2" (id 2): no category: shown under "Travel Guide" (fix: choose its category)',
    ]);
    expect(fr!.posts).toBeNull();
    expect(fr!.why).toMatch(/answered with posts in locale "en", not "fr"/);
  });

  it('is ok when every language is served and nothing is skipped', async () => {
    handler = list([strapiItem(1)]);
    const config = parseBlogSettings({ STRAPI_URL: baseUrl }).strapi!;
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect((await checkBlogService(config, { wait: async () => undefined }, silent)).ok).toBe(true);
  });
});
