/**
 * The fleet's error texts (docs/requirements.md, "Error messages"): 'Failed to fetch cars:
 * {message}' for the vehicle list and 'Failed to fetch car: {message}' for a single vehicle, logged
 * before they are thrown.
 */

/** Where fleet errors and skipped rows are reported; `console` fits. */
export interface FleetLogger {
  error(message: string): void;
  warn(message: string): void;
}

/** The prefix of a vehicle-list failure (docs/requirements.md, "Error messages"). */
export const LIST_ERROR = 'Failed to fetch cars';
/** The prefix of a single-vehicle failure (docs/requirements.md, "Error messages"). */
export const GET_ERROR = 'Failed to fetch car';

/** The message of anything thrown or returned as an error. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}

/**
 * Logs `{prefix}: {message}` and returns it as an Error to throw.
 *
 * @param prefix {@link LIST_ERROR} or {@link GET_ERROR}
 * @param error the cause (an Error, a PostgREST error object, a string)
 */
export function fleetError(
  prefix: typeof LIST_ERROR | typeof GET_ERROR,
  error: unknown,
  logger: FleetLogger = console,
): Error {
  const message = `${prefix}: ${errorMessage(error)}`;
  logger.error(message);
  return new Error(message, { cause: error });
}
