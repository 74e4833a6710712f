import type { SessionStore } from '@/application/session/ports';

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
  const get = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const attempt = (write: () => void): void => {
    try {
      write();
    } catch {
      // See above: a session that cannot persist still works for this page.
    }
  };
  const set = (key: string, value: string) => attempt(() => storage.setItem(key, value));
  const remove = (key: string) => attempt(() => storage.removeItem(key));

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
    clearSession: () => Object.values(SESSION_KEYS).forEach(remove),
    clearAll: () => attempt(() => storage.clear()),
  };
}
