/**
 * Retrying a failed read (docs/requirements.md, "Vehicle list": "vehicle list … with one retry;
 * single vehicle has one retry"). Zod-free and framework-free.
 */

/** Retries after a failed fleet read (docs/requirements.md, "Vehicle list": one). */
export const FLEET_RETRIES = 1;
/** Wait before a retry, in milliseconds (the first retry delay of the original client). */
export const FLEET_RETRY_DELAY_MS = 1_000;

/**
 * Runs `task`, and again up to `retries` times after a failure, waiting `delayMs` between tries.
 *
 * @param task the read; a rejection counts as a failure
 * @param retries how many times to try again (0 = no retry)
 * @param delayMs wait before each retry, in milliseconds
 * @param wait how to wait (tests pass an instant one)
 * @throws the last failure
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  retries: number = FLEET_RETRIES,
  delayMs: number = FLEET_RETRY_DELAY_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
