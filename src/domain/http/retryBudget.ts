import { AUTH_PATHS, normaliseApiPath } from './apiPaths';

/** Retries shared by every request of a session (spec §8: 2 for the whole session, not per request). */
export interface RetryBudget {
  /** Spends one retry; false once the budget is exhausted. */
  take(): boolean;
  remaining(): number;
}

/** The budget spec §8 gives a session. */
export const SESSION_RETRY_BUDGET = 2;

export function createRetryBudget(size: number): RetryBudget {
  let left = Number.isFinite(size) ? Math.max(0, Math.floor(size)) : 0;
  return {
    take() {
      if (left === 0) return false;
      left -= 1;
      return true;
    },
    remaining: () => left,
  };
}

/**
 * Calls that are never retried (spec §8): replaying a login, logout, password reset or
 * registration could act twice for the user; the refresh call is exempt too, because its
 * failure must end (or keep) the session at once rather than spend the shared budget.
 */
const EXEMPT: ReadonlySet<string> = new Set([
  AUTH_PATHS.login,
  AUTH_PATHS.logout,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.registration,
  AUTH_PATHS.refresh,
]);

/** True for a request path that must never be retried, whatever the base URL, query or slashes. */
export function isRetryExempt(url: string): boolean {
  return EXEMPT.has(normaliseApiPath(url));
}
