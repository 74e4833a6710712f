import * as t from 'io-ts';

/**
 * The API contract of spec §7 for the calls the SPA makes now. The server validates with the
 * same codecs (DESIGN.md §1: one set, never two hand-kept copies), so nothing here may import
 * axios or browser code.
 */

/** A string with something other than whitespace in it (spec §7: an empty login answer fails). */
export const NonEmptyString = new t.Type<string, string, unknown>(
  'non-empty string',
  (u): u is string => typeof u === 'string' && u.trim() !== '',
  (u, c) => (typeof u === 'string' && u.trim() !== '' ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The `{ data }` envelope the server wraps answers in. */
export function envelope<C extends t.Mixed>(data: C) {
  return t.type({ data }, `{ data: ${data.name} }`);
}

/** POST /login body. */
export const LoginRequest = t.type({ login: t.string, password: t.string }, 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

/** POST /login answer: data is the session token. */
export const LoginResponse = envelope(NonEmptyString);
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** GET /logout answer: data is where to go next; absent or null means `/`. */
export const LogoutResponse = envelope(t.union([t.string, t.null, t.undefined], 'string or null'));
export type LogoutResponse = t.TypeOf<typeof LogoutResponse>;

/** GET /auth/iJIUzI1NiIsIn answer: the new access token as plain text. */
export const RefreshResponse = NonEmptyString;

/** What an error answer may carry: `error` on 401 'Access denied', `message` elsewhere. */
export const ErrorBody = t.partial({ message: t.string, error: t.string }, 'ErrorBody');
export type ErrorBody = t.TypeOf<typeof ErrorBody>;
