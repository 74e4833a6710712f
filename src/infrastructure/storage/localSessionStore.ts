import type { SessionStore } from '@/application/session/ports';
import { safeStorage } from './safeStorage';

/** The part of the Web Storage API the store uses; `window.localStorage` is one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Local storage keys of the session (spec §4). */
export const SESSION_KEYS = {
  token: 'token',
  privileges: 'privileges',
  redirectPath: 'redirectPath',
} as const;

/**
 * The session's slice of local storage. Storage can throw (disabled by the browser, private
 * mode quotas): then the session simply does not persist, it never breaks the app.
 */
export function createLocalSessionStore(storage: StorageLike): SessionStore {
  const { get, set, remove, clear } = safeStorage(storage);
  return {
    getToken: () => get(SESSION_KEYS.token),
    setToken: (token) => set(SESSION_KEYS.token, token),
    clearToken: () => remove(SESSION_KEYS.token),
    getPrivileges: () => get(SESSION_KEYS.privileges),
    setPrivileges: (privileges) => set(SESSION_KEYS.privileges, privileges),
    clearPrivileges: () => remove(SESSION_KEYS.privileges),
    getRedirectPath: () => get(SESSION_KEYS.redirectPath),
    setRedirectPath: (path) => set(SESSION_KEYS.redirectPath, path),
    clearRedirectPath: () => remove(SESSION_KEYS.redirectPath),
    clearSession: () => Object.values(SESSION_KEYS).forEach((key) => remove(key)),
    clearAll: clear,
  };
}
