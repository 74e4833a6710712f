import type { SessionStore } from '@/application/session/ports';
import { isPupilWork } from './pupilStorageKeys';
import { safeStorage } from './safeStorage';

/** The part of the Web Storage API the stores use; `window.localStorage` is one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** The same, able to list its keys: what the session store needs to clear all but some. */
export type ListableStorage = StorageLike & Pick<Storage, 'key' | 'length'>;

/** Local storage keys of the session (spec §4). */
export const SESSION_KEYS = {
  token: 'token',
  privileges: 'privileges',
  redirectPath: 'redirectPath',
} as const;

/** Every key of the storage; none when it cannot be read. */
function keysOf(storage: ListableStorage): string[] {
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/**
 * The session's slice of local storage. Storage can throw (disabled by the browser, private
 * mode quotas): then the session simply does not persist, it never breaks the app.
 *
 * A 403 'forbidden' clears local storage (spec §4, §6) except a pupil's own work on this device:
 * the answers they typed and the attempts waiting to be sent. Those are kept under the pupil's
 * id and only ever sent in that pupil's session, so keeping them leaks nothing to the next
 * person at the computer, and wiping them would lose homework a pupil did while their access
 * was briefly gone (no data is lost: answers survive a lost connection, so too a lost access).
 */
export function createLocalSessionStore(storage: ListableStorage): SessionStore {
  const { get, set, remove } = safeStorage(storage);
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
    clearAll: () =>
      keysOf(storage)
        .filter((key) => !isPupilWork(key))
        .forEach((key) => remove(key)),
  };
}
