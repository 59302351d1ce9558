import { describe, expect, it } from 'vitest';
import {
  createRateLimiter,
  handleSendEmail,
  originAllowed,
  parseContentType,
  sendContactMessage,
  type NewOutboxMessage,
  type SendEmailDeps,
} from '../../src/lib/contact/server';

const URL_ = 'http://127.0.0.1:4321/api/send-email';
const body = {
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '',
  message: 'Subject: other\n\nHello',
  vehicleType: 'other',
};

function deps(extra: Partial<SendEmailDeps> = {}) {
  const stored: NewOutboxMessage[] = [];
  const kicked: string[] = [];
  const d: SendEmailDeps = {
    siteOrigins: ['https://www.paros-rentals.example'],
    store: async (m) => {
      stored.push(m);
      return { id: `id-${stored.length}` };
    },
    stored: (id) => kicked.push(id),
    log: () => {},
    ...extra,
  };
  return { d, stored, kicked };
}

function post(payload: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') {
  return new Request(URL_, {
    method,
    body: payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('handleSendEmail', () => {
  it('stores a valid message, starts its delivery and answers 200 {ok:true}', async () => {
    const { d, stored, kicked } = deps();
    const res = await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(stored).toEqual([{ ...body }]);
    expect(kicked).toEqual(['id-1']);
  });

  it('answers a form post with a 303 to the result panel', async () => {
    const { d, stored } = deps();
    const form = new URLSearchParams({
      firstName: 'Anna',
      lastName: 'Smith',
      email: 'anna@example.com',
      phone: '',
      subject: 'booking',
      message: 'Hi',
      website: '',
    });
    const res = await handleSendEmail(
      post(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
      '10.0.0.1',
      d,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#contact-sent');
    expect(stored[0]).toEqual({
      name: 'Anna Smith',
      email: 'anna@example.com',
      phone: '',
      message: 'Subject: booking\n\nHi',
      vehicleType: 'booking',
    });

    const bad = await handleSendEmail(
      post('firstName=&email=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      '10.0.0.1',
      d,
    );
    expect(bad.headers.get('location')).toBe('/contact#contact-invalid');
  });

  describe('a form post (no JavaScript) is never answered with JSON (audit 33b #12)', () => {
    const formBody = new URLSearchParams({
      firstName: 'Anna',
      lastName: 'Smith',
      email: 'anna@example.com',
      subject: 'other',
      message: 'Hi',
    }).toString();
    const form = (payload: string, headers: Record<string, string> = {}) =>
      post(payload, { 'content-type': 'application/x-www-form-urlencoded', ...headers });

    it('from a page of another site: 303 to the "forbidden" panel, in the page language, nothing stored', async () => {
      const { d, stored } = deps({ resultPath: '/fr/contact' });
      const res = await handleSendEmail(
        form(formBody, { origin: 'https://evil.example' }),
        '10.0.0.1',
        d,
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/contact#contact-forbidden');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(stored).toEqual([]);
      // A script posting JSON still gets its 403 JSON.
      const json = await handleSendEmail(
        post(JSON.stringify(body), { origin: 'https://evil.example' }),
        '10.0.0.1',
        d,
      );
      expect(json.status).toBe(403);
    });

    it('over the size limit: 303 to the "too large" panel, nothing stored', async () => {
      const { d, stored } = deps();
      const res = await handleSendEmail(form(`${formBody}${'x'.repeat(40_000)}`), '10.0.0.1', d);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contact#contact-too-large');
      expect(stored).toEqual([]);
    });

    // A browser's form in another encoding (`enctype="multipart/form-data"` or `text/plain`)
    // asks for a page: the visitor without JavaScript was shown the 415's JSON.
    it.each([
      ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--', {}, '/contact#contact-failed'],
      ['text/plain', 'firstName=Anna', {}, '/contact#contact-failed'],
      [
        'multipart/form-data; boundary=x',
        '--x--',
        { origin: 'https://evil.example' },
        '/contact#contact-forbidden',
      ],
    ] as const)(
      'a browser post in %s that asks for a page: 303 to its panel, never JSON',
      async (type, payload, headers, location) => {
        const { d, stored } = deps();
        const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
        const res = await handleSendEmail(
          post(payload, { 'content-type': type, accept, ...headers }),
          '10.0.0.1',
          d,
        );
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(location);
        expect(stored).toEqual([]);
        // A script's post in the same encoding still gets JSON: fetch's `*/*`, or JSON first.
        for (const scriptAccept of [
          '*/*',
          'application/json',
          'application/json, text/html;q=0.5',
        ]) {
          const script = await handleSendEmail(
            post(payload, { 'content-type': type, accept: scriptAccept, ...headers }),
            '10.0.0.1',
            d,
          );
          expect(script.status, scriptAccept).toBe('origin' in headers ? 403 : 415);
          expect(typeof ((await script.json()) as { error: unknown }).error).toBe('string');
        }
      },
    );

    it('ignores an Idempotency-Key (a browser form cannot send one): reused or malformed, the message is stored', async () => {
      const { d, stored } = deps({
        replay: async () => ({ id: 'id-0', requestHash: 'another body' }),
        // As the outboxes do: a key stored before is a replay (of another body, here).
        store: async (m) => {
          stored.push(m);
          return m.idempotencyKey
            ? { id: 'id-0', replayed: true, requestHash: 'another body' }
            : { id: `id-${stored.length}` };
        },
      });
      for (const key of ['formkey-0001', 'formkey-0001', '../../x']) {
        const res = await handleSendEmail(
          form(formBody, { 'idempotency-key': key }),
          '10.0.0.1',
          d,
        );
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/contact#contact-sent');
      }
      expect(stored).toHaveLength(3);
      expect(stored.every((m) => m.idempotencyKey === undefined)).toBe(true);
    });
  });

  it.each([
    ['GET', null, {}, 405],
    ['POST', JSON.stringify(body), { 'content-type': 'text/plain' }, 415],
    ['POST', JSON.stringify(body), { 'content-type': 'application/json; charset=iso-8859-1' }, 415],
    ['POST', JSON.stringify(body), { origin: 'https://evil.example' }, 403],
    ['POST', '{"name":', {}, 400],
    ['POST', 'x'.repeat(40_000), {}, 413],
  ] as const)('%s %s… %j → %i', async (method, payload, headers, status) => {
    const res = await handleSendEmail(post(payload, headers, method), '10.0.0.1', deps().d);
    expect(res.status).toBe(status);
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
  });

  it('answers 400 with one text per invalid field', async () => {
    const res = await handleSendEmail(
      post(JSON.stringify({ ...body, email: 'nope', vehicleType: 'yacht' })),
      '10.0.0.1',
      deps().d,
    );
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(json.fields).sort()).toEqual(['email', 'vehicleType']);
  });

  it('answers 503 when the outbox cannot store, and never claims success', async () => {
    const { d } = deps({ store: async () => Promise.reject(new Error('disk full')) });
    const res = await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('rate-limits per client with 429 and Retry-After', async () => {
    const { d } = deps({ limiter: createRateLimiter({ points: 2, windowSeconds: 60 }) });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /Too many messages.*wait \d+ seconds/,
    );
    // Another client is not affected.
    expect((await handleSendEmail(post(JSON.stringify(body)), '10.0.0.2', d)).status).toBe(200);
  });
});

describe('request checks', () => {
  it('origin: another host name pointed at the server is not its own (DNS rebinding, audit 33b #9)', () => {
    const at = (url: string, origin: string) =>
      new Request(url, { method: 'POST', headers: { origin } });
    expect(originAllowed(at('http://evil.example/api/send-email', 'http://evil.example'), [])).toBe(
      false,
    );
    expect(
      originAllowed(at('http://evil.example/api/send-email', 'http://evil.example'), [
        'https://www.paros-rentals.example',
      ]),
    ).toBe(false);
    expect(
      originAllowed(at('http://localhost:4321/api/send-email', 'http://localhost:4321'), []),
    ).toBe(true);
    expect(
      originAllowed(at('http://192.168.1.20:4321/api/send-email', 'http://192.168.1.20:4321'), []),
    ).toBe(true);
    expect(originAllowed(at('http://[::1]:4321/api/send-email', 'http://[::1]:4321'), [])).toBe(
      true,
    );
  });

  it('origin: own origin, the site, or no Origin from a non-browser', () => {
    const req = (h: Record<string, string>) => new Request(URL_, { method: 'POST', headers: h });
    expect(originAllowed(req({ origin: 'http://127.0.0.1:4321' }), [])).toBe(true);
    expect(
      originAllowed(req({ origin: 'https://www.paros-rentals.example' }), [
        'https://www.paros-rentals.example',
      ]),
    ).toBe(true);
    expect(originAllowed(req({}), [])).toBe(true);
    expect(originAllowed(req({ 'sec-fetch-site': 'cross-site' }), [])).toBe(false);
    expect(originAllowed(req({ origin: 'null' }), [])).toBe(false);
    expect(
      originAllowed(req({ origin: 'https://paros-rentals.example.evil.test' }), [
        'https://www.paros-rentals.example',
      ]),
    ).toBe(false);
  });

  it('content type parsing', () => {
    expect(parseContentType('Application/JSON; charset="UTF-8"')).toEqual({
      type: 'application/json',
      charset: 'utf-8',
    });
    expect(parseContentType(null)).toEqual({ type: '', charset: undefined });
  });
});

describe('sendContactMessage (the form and the chat)', () => {
  const answer = (status: number, payload: unknown) => async () =>
    new Response(typeof payload === 'string' ? payload : JSON.stringify(payload), { status });

  it('ok answer', async () => {
    expect(
      await sendContactMessage(
        { ...body, vehicleType: 'other' },
        { fetch: answer(200, { ok: true }) },
      ),
    ).toEqual({ ok: true });
  });
  it('any ok answer is success, whatever its body', async () => {
    for (const [status, payload] of [
      [200, {}],
      [200, ''],
      [201, { success: true }],
      [204, ''],
    ] as const) {
      const fetch = async () =>
        new Response(
          status === 204 ? null : typeof payload === 'string' ? payload : JSON.stringify(payload),
          { status },
        );
      expect(await sendContactMessage({ ...body, vehicleType: 'other' }, { fetch })).toEqual({
        ok: true,
      });
    }
  });
  it("shows the server's error text", async () => {
    expect(
      await sendContactMessage(
        { ...body, vehicleType: 'other' },
        { fetch: answer(500, { error: 'SMTP down' }) },
      ),
    ).toMatchObject({
      ok: false,
      error: 'SMTP down',
      status: 500,
    });
  });
  it("else 'Failed to send message'", async () => {
    expect(
      await sendContactMessage(
        { ...body, vehicleType: 'other' },
        { fetch: answer(502, '<html>Bad gateway</html>') },
      ),
    ).toMatchObject({
      ok: false,
      error: 'Failed to send message',
    });
  });
  it("else 'Something went wrong. Please try again.'", async () => {
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(
      await sendContactMessage({ ...body, vehicleType: 'other' }, { fetch: offline }),
    ).toMatchObject({
      ok: false,
      error: 'Something went wrong. Please try again.',
      status: null,
    });
  });
  it('posts the body as JSON to /api/send-email', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const spy = async (url: string | URL | Request, init?: RequestInit) => {
      seen = { url: String(url), init: init ?? {} };
      return new Response('{"ok":true}');
    };
    await sendContactMessage({ ...body, vehicleType: 'other' }, { fetch: spy as typeof fetch });
    expect(seen?.url).toBe('/api/send-email');
    expect(seen?.init.method).toBe('POST');
    expect(JSON.parse(String(seen?.init.body))).toEqual(body);
  });

  it('invalid posts spend no point of the rate limit (audit 33b #6)', async () => {
    const { d, stored } = deps({ limiter: createRateLimiter({ points: 1, windowSeconds: 60 }) });
    for (let i = 0; i < 3; i++) {
      const bad = await handleSendEmail(
        post(JSON.stringify({ ...body, email: 'nope' })),
        '10.0.0.1',
        d,
      );
      expect(bad.status).toBe(400);
    }
    expect((await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d)).status).toBe(200);
    expect((await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d)).status).toBe(429);
    expect(stored).toHaveLength(1);
  });

  it('a rate limiter that fails (not refuses) lets the message through and logs it (audit 33b #6)', async () => {
    const logs: string[] = [];
    const { d, stored } = deps({
      limiter: { consume: () => Promise.reject(new Error('Redis connection lost')) },
      log: (m) => logs.push(m),
    });
    const res = await handleSendEmail(post(JSON.stringify(body)), '10.0.0.1', d);
    expect(res.status).toBe(200);
    expect(stored).toHaveLength(1);
    expect(logs).toEqual(['Contact rate limit failed, message let through: Redis connection lost']);
  });

  it('refuses a name with a right-to-left override: 400 naming the field (audit 33b #7)', async () => {
    const { d, stored } = deps();
    const res = await handleSendEmail(
      post(JSON.stringify({ ...body, name: 'Bank\u202egnp.exe \u200bSupport' })),
      '10.0.0.1',
      d,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/^name: This field contains invisible formatting characters/),
    });
    expect(stored).toEqual([]);
  });
});
