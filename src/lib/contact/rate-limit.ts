/**
 * Per-client rate limit of `POST /api/send-email`, with rate-limiter-flexible's in-memory store
 * keyed on the client address (Astro's `clientAddress`; {@link rateLimitKey}: an IPv6 client
 * counts by its /64). One server process keeps its own counts; several servers behind a load
 * balancer would switch to one of the library's shared stores (Redis, Postgres) without
 * changing callers.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The 8 groups of an IPv6 address as numbers (a trailing dotted IPv4 part counts as two groups),
 * or `null` when `address` is not IPv6. A zone (`%eth0`) is dropped.
 */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return null;
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = bare.split('::');
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The rate-limit key of a client address (audit 33b #6): an IPv4 address as it is; an IPv6
 * address by its /64 prefix, e.g. `2001:db8:1:2::/64` for `2001:db8:1:2:aaaa::1` (one
 * subscriber, home or phone, is normally given a whole /64, so counting each /128 would give a
 * client practically unlimited keys); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a
 * dual-stack socket reports for an IPv4 peer) as its IPv4 address, so those clients do not all
 * share the key of the prefix `::`. Anything else (not an IP address) is kept as it is, and an
 * empty one is `unknown`.
 *
 * @param address the client address (Astro's `clientAddress`)
 */
export function rateLimitKey(address: string): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The limit: `points` requests per `windowSeconds` per client. */
export interface RateLimitPolicy {
  /** Requests allowed per client per window. */
  points: number;
  /** Length of the window in seconds. */
  windowSeconds: number;
}

/** Outcome of {@link RateLimiter.consume}. */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts requests per client key. */
export interface RateLimiter {
  /**
   * Counts one request of the client `key` (its address: keyed with {@link rateLimitKey});
   * refused once the window's points are used up.
   *
   * @throws (rejects) when the limiter itself fails (its store: memory today, Redis or Postgres
   *   later); a refusal is never an error. `handleSendEmail` then lets the request through and
   *   logs it.
   */
  consume(key: string): Promise<RateLimitResult>;
}

/**
 * A rate limiter allowing `points` requests per `windowSeconds` per key.
 *
 * @throws when the policy's numbers are not positive integers
 */
export function createRateLimiter(policy: RateLimitPolicy): RateLimiter {
  if (
    !Number.isInteger(policy.points) ||
    policy.points < 1 ||
    !Number.isInteger(policy.windowSeconds) ||
    policy.windowSeconds < 1
  ) {
    throw new Error(
      'Invalid contact rate limit: points and window seconds must be positive integers',
    );
  }
  const limiter = new RateLimiterMemory({ points: policy.points, duration: policy.windowSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(rateLimitKey(key));
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          };
        }
        throw error;
      }
    },
  };
}
