/**
 * A small HTTP proxy in front of the site's production server for the engine smoke suite:
 *
 * - it adds, as the first element of every page's `<head>`, a same-origin script that records the
 *   page's errors in `window.__engineErrors` ({@link ERROR_COLLECTOR}): WebKitWebDriver exposes no
 *   console log, so errors are collected by the page itself, in every engine alike (the site's
 *   Content-Security-Policy admits a same-origin script; an inline one would be refused);
 * - while {@link EngineProxy.holdIslands} names chunks, it holds those island chunks for
 *   {@link EngineProxy.holdMs} and marks them `no-store`, as a slow connection would, so a first tap
 *   surely comes before the island's code.
 *
 * Everything else passes through unchanged (the server's own headers, CSP included).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Path of the error collector script. */
export const ERROR_COLLECTOR_PATH = '/__engine-errors.js';

/**
 * The error collector (classic script, runs before anything else on the page): uncaught errors
 * (React's hydration errors among them, which React reports with `reportError`), unhandled
 * rejections, `console.error` calls, Content-Security-Policy violations and resources that failed
 * to load.
 */
export const ERROR_COLLECTOR = `(() => {
  const errors = [];
  Object.defineProperty(window, '__engineErrors', { value: errors });
  const text = (value) => {
    if (value instanceof Error) return value.stack || String(value);
    if (typeof value === 'object') { try { return JSON.stringify(value); } catch { return String(value); } }
    return String(value);
  };
  const push = (message) => errors.push(message.slice(0, 800));
  const original = console.error;
  console.error = function (...args) {
    push('console.error: ' + args.map(text).join(' '));
    return original.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName)
      push('failed to load: <' + target.tagName.toLowerCase() + '> ' + (target.currentSrc || target.src || target.href || ''));
    else push('uncaught: ' + (event.error ? text(event.error) : event.message) + ' (' + event.filename + ':' + event.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', (event) => push('unhandled rejection: ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
})();
`;

/** The running proxy. */
export interface EngineProxy {
  /** `http://127.0.0.1:PORT` of the proxy. */
  origin: string;
  /** Island chunk names to hold (`/_astro/{name}.{hash}.js`); empty: none. */
  holdIslands: string[];
  /** How long held chunks wait, in milliseconds. */
  holdMs: number;
  /** Stops the proxy. */
  close(): Promise<void>;
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `upstream` (`http://127.0.0.1:PORT`).
 */
export async function startProxy(upstream: string): Promise<EngineProxy> {
  const target = new URL(upstream);
  const proxy: EngineProxy = {
    origin: '',
    holdIslands: [],
    holdMs: 4000,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === ERROR_COLLECTOR_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(ERROR_COLLECTOR);
      return;
    }
    const held = proxy.holdIslands.some((name) =>
      new RegExp(`^/_astro/${name}\\.[\\w-]+\\.js$`).test(path),
    );
    const forward = () => {
      const upstreamReq = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path,
          // The visitor's Host stays (the contact endpoint checks a post's Origin against it);
          // uncompressed, so pages can be rewritten.
          headers: { ...req.headers, 'accept-encoding': 'identity' },
        },
        (upstreamRes) => {
          const headers = { ...upstreamRes.headers };
          if (held) headers['cache-control'] = 'no-store';
          const html = String(headers['content-type'] ?? '').startsWith('text/html');
          if (!html) {
            res.writeHead(upstreamRes.statusCode ?? 502, headers);
            upstreamRes.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
          upstreamRes.on('end', () => {
            const page = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head([^>]*)>/i, `<head$1><script src="${ERROR_COLLECTOR_PATH}"></script>`);
            delete headers['content-length'];
            delete headers.etag;
            res.writeHead(upstreamRes.statusCode ?? 502, headers);
            res.end(page);
          });
        },
      );
      upstreamReq.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      req.pipe(upstreamReq);
    };
    if (held) setTimeout(forward, proxy.holdMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
