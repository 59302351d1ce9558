/**
 * Slow clients straight to the Node server (`server/serve.mjs`, a deployment without nginx;
 * docs/deploy.md, "The Node service"): a request whose headers or body trickle in is cut with a
 * 408 well before Node's own defaults (60 s for headers, 300 s for a request: audit 33b #12),
 * while a phone on a slow network still gets its contact form post through.
 *
 * Waits for the real limits (20 s for the headers, 30 s for the whole request), so this file takes
 * about 35 s; its cases run side by side.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support';

let site: Site;
beforeAll(async () => {
  site = await startSite({ CONTACT_RATE_LIMIT_POINTS: '1000' });
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

/**
 * Sends `head` at once, then `body` in pieces of `piece` bytes every `everyMs`, and resolves when
 * the server closes the connection: after how many seconds, with which status line, and how many
 * body bytes had been sent.
 */
function trickle(
  head: string,
  body: string,
  piece: number,
  everyMs: number,
): Promise<{ seconds: number; status: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site.origin);
    const started = Date.now();
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length) return clearInterval(timer);
        socket.write(body.slice(sent, sent + piece));
        sent += piece;
      }, everyMs);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        seconds: (Date.now() - started) / 1000,
        status: received.split('\r\n')[0] ?? '',
        sent: Math.min(sent, body.length),
      });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 120 s (answer so far: ${JSON.stringify(received)})`));
    }, 120_000).unref();
  });
}

const form = new URLSearchParams({
  firstName: 'Slow',
  lastName: 'Phone',
  email: 'slow@example.com',
  subject: 'other',
  // About 4 KB: a long message.
  message: 'Is a car free from the 3rd to the 10th of July? '.repeat(85),
}).toString();

describe.concurrent('a client that sends its request slowly', () => {
  it('trickling a body (a byte every 2 s): 408 and closed within 30 s and the check interval', async () => {
    const body = '{"name":"'.padEnd(30_000, 'x');
    const result = await trickle(
      `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      1,
      2000,
    );
    expect(result.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(result.seconds).toBeGreaterThanOrEqual(29);
    expect(result.seconds).toBeLessThan(45);
  }, 60_000);

  it('never finishing its headers: 408 and closed within 20 s and the check interval', async () => {
    const result = await trickle(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1\r\n'.repeat(100),
      11,
      2000,
    );
    expect(result.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(result.seconds).toBeGreaterThanOrEqual(19);
    expect(result.seconds).toBeLessThan(35);
  }, 60_000);

  it('a phone on a slow network (a 4 KB form post over about 10 s) is answered as usual', async () => {
    expect(form.length).toBeGreaterThan(4000);
    const result = await trickle(
      `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n`,
      form,
      420,
      1000,
    );
    expect(result.status).toBe('HTTP/1.1 303 See Other');
    expect(result.sent).toBe(form.length);
  }, 60_000);
});
