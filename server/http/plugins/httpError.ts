/**
 * An answer a plugin or helper decides on before any handler runs (a cross-site request, say);
 * the central error handler sends `{ message }` with its status. Handlers map service
 * results to statuses themselves and do not need this.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = { message },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The only thing a 5xx ever says (issue #3: never leak internals). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** 401 bodies carry `error` too: the SPA refreshes the token on exactly this text (spec §4). */
export const ACCESS_DENIED = { error: 'Access denied', message: 'Access denied' } as const;
/** 403 when access is lost (account disabled or deleted): the SPA signs out on this text. */
export const ACCESS_LOST = { message: 'forbidden' } as const;
/** 403 for a role that may not use the route; deliberately not 'forbidden' (that signs out). */
export const WRONG_ROLE = { message: 'You do not have permission to do this.' } as const;
/** 404 for unknown routes and for someone else's records (ids do not leak). */
export const NOT_FOUND = { message: 'Not found.' } as const;
