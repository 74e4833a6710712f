/** What the user types on the sign-in form (spec §7 POST /login). */
export interface Credentials {
  readonly login: string;
  readonly password: string;
}

/**
 * Why a refresh failed. `rejected`: the server refused (401/403, no usable token), so the
 * session ends. `network`: the server was not reached; the session and its token stay.
 */
export type RefreshFailureKind = 'rejected' | 'network';

/** The error a `SessionGateway.refresh` rejects with; anything else counts as `rejected`. */
export class RefreshFailure extends Error {
  override readonly name = 'RefreshFailure';
  constructor(
    readonly kind: RefreshFailureKind,
    message: string = kind === 'network'
      ? 'The server could not be reached'
      : 'Session refresh refused',
  ) {
    super(message);
  }
}

export function isRefreshFailure(error: unknown): error is RefreshFailure {
  return error instanceof RefreshFailure;
}

/** The server's session calls (spec §7). */
export interface SessionGateway {
  /** Resolves with the session token; rejects when the server refuses or answers nothing. */
  login(credentials: Credentials): Promise<string>;
  /** Resolves with the address the server sends the user to, or null for none. */
  logout(): Promise<string | null>;
  /** Resolves with a new access token; rejects with a `RefreshFailure`. */
  refresh(signal?: AbortSignal): Promise<string>;
}

/** The session's slice of local storage (spec §4: token, privileges, saved redirect path). */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** The stored privilege token (spec §6), if any. */
  getPrivileges(): string | null;
  setPrivileges(privileges: string): void;
  clearPrivileges(): void;
  /** Where a signed-out user was going, to return there after sign-in. */
  getRedirectPath(): string | null;
  setRedirectPath(path: string): void;
  clearRedirectPath(): void;
  /** Token, privileges and saved redirect path: what logout removes (spec §4). */
  clearSession(): void;
  /** All of local storage but a pupil's unsent work: what a 403 'forbidden' removes (spec §4, §6). */
  clearAll(): void;
}

/** Full-page navigation: logout goes to an address the server chooses, possibly off-site. */
export interface Navigator {
  assign(url: string): void;
}
