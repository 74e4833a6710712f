/**
 * What the HTTP adapter needs from the session (spec §4 "Session refresh"): the token to
 * attach at send time and one shared refresh for every call that got 401.
 */
export interface TokenSource {
  /** The token to send now, or null when signed out. */
  current(): string | null;
  /**
   * Starts a refresh unless one runs, and returns the shared promise: every concurrent
   * caller gets the same one, so N failing calls cause exactly one refresh. Resolves with
   * the new token; rejects with a `RefreshFailure` when the refresh fails or the session ends.
   */
  refresh(): Promise<string>;
  /** The refresh in flight, if any, so a new call can wait for it before it is sent. */
  inFlight(): Promise<string> | null;
  /** A 403 'forbidden' answer: local storage cleared, session over (spec §6). */
  forbidden(): void;
  /** Ends the session without calling the server. */
  endSession(): void;
}
