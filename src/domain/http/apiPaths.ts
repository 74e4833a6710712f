/**
 * The session-related calls of spec §7 and §8, written without the leading slash so that
 * `normaliseApiPath` output can be compared directly.
 */
export const AUTH_PATHS = {
  login: 'login',
  logout: 'logout',
  /** Plain-text new access token (spec §7); the name is the server's, not ours. */
  refresh: 'auth/iJIUzI1NiIsIn',
  forgotPassword: 'forgetPassword',
  registration: 'registration',
} as const;

const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path of a request URL with the origin, query string, fragment and the leading and
 * trailing slashes removed: `https://api.example/login/?x=1` → `login`.
 */
export function normaliseApiPath(url: string): string {
  const withoutOrigin = url.trim().replace(SCHEME_AND_HOST, '');
  const end = withoutOrigin.search(/[?#]/);
  const path = end === -1 ? withoutOrigin : withoutOrigin.slice(0, end);
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

const SESSION_CALLS: ReadonlySet<string> = new Set([
  AUTH_PATHS.login,
  AUTH_PATHS.logout,
  AUTH_PATHS.refresh,
]);

/**
 * Login, logout and the refresh call itself: a 401 on them never starts a refresh
 * (spec §4 "not for the logout call"; refreshing to log in or to refresh would loop), and
 * they never wait for a refresh in flight.
 */
export function isSessionCall(url: string): boolean {
  return SESSION_CALLS.has(normaliseApiPath(url));
}
