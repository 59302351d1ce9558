/**
 * No public on-demand image work (issue "Nothing hostile gets through", docs/images.md): every
 * image is made at build time, and the built server answers Astro's image route `/_image` with the
 * site's 404 page whatever its query — a photo asked at 4000 px in AVIF, an SVG, nothing — never an
 * image and never a 500, also with ten requests at once, while other pages keep answering.
 * How fast is measured by `npm run bench:contact` (the 404 page and `/_image` side by side).
 *
 * Run after a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/image-endpoint.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support';

let site: Site;
beforeAll(async () => {
  site = await startSite({});
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

const asks = [
  '/_image?href=/images/og-card.png&w=4000&h=4000&f=avif&q=100',
  '/_image?href=/images/og-card.png&w=400&f=webp',
  '/_image?href=/favicon.svg&f=png',
  '/_image?href=https://evil.example/x.jpg&w=100',
  '/_image?href=%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/_image',
];

/** Whether a response is the site's 404 page. */
async function isNotFoundPage(response: Response): Promise<boolean> {
  const html = await response.text();
  return (
    response.status === 404 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    html.includes('<title>Page not found')
  );
}

describe('/_image', () => {
  it.each(asks)('GET %s → the 404 page, no image', async (path) => {
    expect(await isNotFoundPage(await fetch(`${site.origin}${path}`))).toBe(true);
  });

  it('answers ten requests at once with the 404 page while pages keep answering', async () => {
    const images = Array.from({ length: 10 }, (_, i) =>
      fetch(`${site.origin}${asks[0]}&n=${i}`).then(isNotFoundPage),
    );
    const others = [
      fetch(`${site.origin}/no-such-page`).then(isNotFoundPage),
      fetch(`${site.origin}/fleet`).then((r) => r.status),
    ];
    expect(await Promise.all(images)).toEqual(Array(10).fill(true));
    expect(await Promise.all(others)).toEqual([true, 200]);
  });

  it('HEAD answers 404 and other methods 405', async () => {
    expect((await fetch(`${site.origin}${asks[0]}`, { method: 'HEAD' })).status).toBe(404);
    const post = await fetch(`${site.origin}/_image`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });
});
