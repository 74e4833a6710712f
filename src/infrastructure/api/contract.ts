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

/** A string of at most `max` characters (UTF-16 units, as PostgreSQL's index rows need bounds). */
export function bounded(max: number, name: string) {
  return new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
}

/** The longest login: an e-mail address (RFC 5321) or a user name, which is shorter. */
export const LOGIN_MAX_LENGTH = 254;
/** Far above any password the rule allows (40), for passwords that predate it. */
export const GIVEN_PASSWORD_MAX_LENGTH = 200;

/**
 * POST /login body. Only bounded here: a wrong login is "wrong credentials", not a 400 that
 * would tell which part was wrong; the bounds keep a huge value out of the rate-limit keys.
 */
export const LoginRequest = t.type(
  {
    login: bounded(
      LOGIN_MAX_LENGTH,
      `an e-mail address or user name of up to ${LOGIN_MAX_LENGTH} characters`,
    ),
    password: bounded(
      GIVEN_PASSWORD_MAX_LENGTH,
      `a password of up to ${GIVEN_PASSWORD_MAX_LENGTH} characters`,
    ),
  },
  'LoginRequest',
);
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
