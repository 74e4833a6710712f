/**
 * How a call failed: `http` the server answered with an error status, `network` no answer,
 * `session` the session could not be refreshed, `contract` the answer did not decode.
 */
export type ApiErrorKind = 'http' | 'network' | 'session' | 'contract';

/** Every failed call rejects with this, after one error toast (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status, or null when the server was not reached. */
    readonly status: number | null,
    message: string,
    /** The request path, for logs. */
    readonly path: string,
    /** The server's answer as it came, for a caller that reads more than its message. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec §8: what the user reads when the server gives no message. */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** Shown when a call fails because the session could not be refreshed. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Shown on 403 'forbidden' (spec §6: loss of access; local storage is cleared). */
export const ACCESS_LOST_MESSAGE = 'You no longer have access. Please sign in again.';
