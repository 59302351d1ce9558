/**
 * Per-client rate limit of `POST /api/send-email`, with rate-limiter-flexible's in-memory store
 * keyed on the client address (Astro's `clientAddress`). One server process keeps its own
 * counts; several servers behind a load balancer would switch to one of the library's shared
 * stores (Redis, Postgres) without changing callers.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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
  /** Counts one request of `key`; refused once the window's points are used up. */
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
        await limiter.consume(key || 'unknown');
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
