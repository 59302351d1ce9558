// @ts-check
/**
 * Response compression for the site's Node server (`scripts/serve.mjs`), issue 9: the Node
 * adapter sends files uncompressed, and on island mobile data a 70 KB page is 15 KB in Brotli.
 * Static hosts and CDNs compress by themselves; this does the same when Node serves the build.
 *
 * It wraps a response before the adapter's handler writes to it: once the status and headers are
 * known it decides (compressible type, at least 1 KB or of unknown length, no `Range`, not already
 * encoded) and pipes the body through Brotli or gzip, whichever the client prefers (Brotli on a
 * tie). `Vary: Accept-Encoding` is set on every compressible response.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Content types worth compressing (text formats; images other than SVG are compressed already). */
const compressibleType = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;

/** Bodies smaller than this (bytes, when the length is known) are sent as they are. */
const minimumBytes = 1024;

/**
 * The encoding to use for an `Accept-Encoding` request header, or `null` for none.
 *
 * @param {string | undefined} header e.g. `gzip, deflate, br` or `br;q=0.5, gzip`
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header) {
  if (!header) return null;
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q[name] = weight === undefined ? 1 : Number(weight);
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * Adds a value to the response's `Vary` header unless it is there already.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {string} name e.g. `Accept-Encoding`
 */
function addVary(res, name) {
  const current = String(res.getHeader('vary') ?? '');
  if (current.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === '*')) return;
  res.setHeader('Vary', current ? `${current}, ${name}` : name);
}

/**
 * Makes `res` compress its body when worthwhile. Call before any handler writes to `res`.
 * Only `GET` responses are compressed (`HEAD` answers stay identical to uncompressed `GET`s,
 * posts to the API are small).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  if (req.method !== 'GET' || req.headers.range) return;
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return;

  /** @type {(...args: any[]) => any} */
  const write = res.write;
  /** @type {(...args: any[]) => any} */
  const end = res.end;
  /** @type {(...args: any[]) => any} */
  const writeHead = res.writeHead;
  /** @type {import('node:zlib').BrotliCompress | import('node:zlib').Gzip | null} */
  let zip = null;
  let decided = false;

  /** Chooses, once, whether this response is compressed; sets the headers if so. */
  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    if (!compressibleType.test(type)) return;
    addVary(res, 'Accept-Encoding');
    const length = Number(res.getHeader('content-length') ?? Number.NaN);
    if (res.getHeader('content-encoding') || [204, 206, 304].includes(res.statusCode) || length < minimumBytes) return;
    res.removeHeader('content-length');
    res.setHeader('Content-Encoding', encoding);
    zip =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : createGzip({ level: 6 });
    zip.on('data', (chunk) => write.call(res, chunk));
    zip.on('end', () => end.call(res));
    zip.on('error', () => res.destroy());
  };

  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...args) {
    const headers = typeof args[0] === 'string' ? args[1] : args[0];
    const reason = typeof args[0] === 'string' ? args[0] : undefined;
    if (Array.isArray(headers)) {
      /** @type {Map<string, string[]>} */
      const raw = new Map();
      const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]));
      for (const [k, v] of pairs) raw.set(String(k), [...(raw.get(String(k)) ?? []), String(v)]);
      for (const [k, v] of raw) res.setHeader(k, v.length > 1 ? v : String(v[0]));
    } else if (headers) {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    }
    res.statusCode = status;
    decide();
    return reason === undefined ? writeHead.call(res, status) : writeHead.call(res, status, reason);
  };

  /** @type {any} */ (res).write = function (/** @type {any} */ chunk, /** @type {any[]} */ ...args) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!zip) return write.call(res, chunk, ...args);
    const callback = args.find((a) => typeof a === 'function');
    const enc = typeof args[0] === 'string' ? /** @type {BufferEncoding} */ (args[0]) : undefined;
    if (chunk !== undefined && chunk !== null && chunk.length !== 0) zip.write(typeof chunk === 'string' ? Buffer.from(chunk, enc) : chunk);
    if (callback) process.nextTick(callback);
    return true;
  };

  /** @type {any} */ (res).end = function (/** @type {any} */ chunk, /** @type {any[]} */ ...args) {
    if (typeof chunk === 'function') return res.end(undefined, chunk);
    if (!res.headersSent) {
      // A whole body in one call: its length is known here.
      if (typeof chunk !== 'function' && !res.hasHeader('content-length')) res.setHeader('Content-Length', chunk ? Buffer.byteLength(chunk) : 0);
      res.writeHead(res.statusCode);
    }
    if (!zip) return end.call(res, chunk, ...args);
    const callback = args.find((a) => typeof a === 'function');
    const enc = typeof args[0] === 'string' ? /** @type {BufferEncoding} */ (args[0]) : undefined;
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null && chunk.length !== 0) zip.end(typeof chunk === 'string' ? Buffer.from(chunk, enc) : chunk);
    else zip.end();
    return res;
  };
}
