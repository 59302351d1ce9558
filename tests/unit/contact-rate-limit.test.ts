/**
 * The contact rate limit's key (audit 33b #6): IPv4 as it is, IPv6 by its /64, an IPv4-mapped
 * IPv6 address as its IPv4 address.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitKey } from '../../src/lib/contact/server';

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
    ['not-an-address', 'not-an-address'],
  ])('%j → %j', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});

describe('createRateLimiter', () => {
  it('counts an IPv6 client by its /64: another address of the same /64 shares the points', async () => {
    const limiter = createRateLimiter({ points: 2, windowSeconds: 60 });
    expect(await limiter.consume('2001:db8:1:2::1')).toEqual({ ok: true });
    expect(await limiter.consume('2001:db8:1:2::2')).toEqual({ ok: true });
    expect(await limiter.consume('2001:db8:1:2:ffff:ffff:ffff:ffff')).toMatchObject({ ok: false });
    // The next /64 is another client.
    expect(await limiter.consume('2001:db8:1:3::1')).toEqual({ ok: true });
  });

  it('IPv4 clients seen through a dual-stack socket keep their own points', async () => {
    const limiter = createRateLimiter({ points: 1, windowSeconds: 60 });
    expect(await limiter.consume('::ffff:203.0.113.7')).toEqual({ ok: true });
    expect(await limiter.consume('::ffff:203.0.113.8')).toEqual({ ok: true });
    expect(await limiter.consume('203.0.113.7')).toMatchObject({ ok: false });
  });
});
