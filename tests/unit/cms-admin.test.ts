/**
 * `/admin`, the content editor (docs/editing.md, "The content editor"): its own
 * Content-Security-Policy (only there), `noindex`, no script of its own in the page, outside the
 * service worker's page cache and the pages' budgets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../tools/bench/routes.mjs';
import { serviceWorkerOptions } from '../../src/build/service-worker.mjs';
import { adminPageHtml } from '../../src/lib/cms/page';
import { responseHeaders, ruleFor } from '../../server/policy.mjs';
import { adminPolicy, isAdminPage } from '../../server/security.mjs';

/** The CSP the HTTP policy (both servers, `server/policy.mjs`) gives a response for `path`. */
function cspFor(path: string): string {
  return String(
    responseHeaders(ruleFor(path), "default-src 'self'; script-src 'self'")[
      'Content-Security-Policy'
    ],
  );
}

describe('/admin', () => {
  it('gets the editor’s policy; every other page keeps the site’s', () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html']) {
      expect(isAdminPage(path)).toBe(true);
      expect(cspFor(path)).toBe(adminPolicy);
    }
    for (const path of ['/', '/fleet', '/administration', '/fr/admin']) {
      expect(isAdminPage(path)).toBe(false);
      expect(cspFor(path)).not.toContain('unsafe');
    }
    expect(adminPolicy).toContain("frame-ancestors 'none'");
    expect(adminPolicy).toContain("object-src 'none'");
  });

  it('is noindex, carries its configuration as data and escapes it', () => {
    const html = adminPageHtml(
      { config: { collections: [], note: '</script><script>alert(1)</script>' }, formats: {} },
      'A & B',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<title>Content editor — A &amp; B</title>');
    expect(html).not.toContain('</script><script>alert');
    const data = /<script type="application\/json" id="cms-config">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data ?? '').config.note).toBe('</script><script>alert(1)</script>');
    // The only script is the editor's bundle, a file of the site ('self').
    expect(
      [...html.matchAll(/<script\b(?![^>]*application\/json)[^>]*>/g)].map((m) => m[0]),
    ).toEqual(['<script type="module" src="/admin/cms.js">']);
  });

  it('is not cached by the service worker as a page', () => {
    const options = serviceWorkerOptions('/tmp/none');
    const pageRoutes = (options.runtimeCaching ?? []).filter(
      (r) => (r.options as { cacheName?: string } | undefined)?.cacheName === 'pages',
    );
    const matches = (path: string) =>
      pageRoutes.some((r) =>
        (r.urlPattern as (o: unknown) => boolean)({
          url: new URL(path, 'https://example.com'),
          request: { method: 'GET' },
          sameOrigin: true,
        }),
      );
    expect(matches('/fleet')).toBe(true);
    expect(matches('/admin')).toBe(false);
    expect(matches('/admin/')).toBe(false);
  });

  it('is outside the pages’ budgets and benchmarks', () => {
    const client = mkdtempSync(join(tmpdir(), 'admin-bench-'));
    try {
      mkdirSync(join(client, 'admin'));
      writeFileSync(join(client, 'index.html'), '');
      writeFileSync(join(client, 'admin/index.html'), '');
      expect(htmlFiles(client)).toEqual(['index.html']);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
