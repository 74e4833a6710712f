import type { StorageLike } from './localSessionStore';

/** A key-value storage whose calls never throw. */
export interface SafeStorage {
  readonly get: (key: string) => string | null;
  readonly set: (key: string, value: string) => void;
  readonly remove: (key: string) => void;
  readonly clear: () => void;
}

/**
 * Local storage can throw (disabled by the browser, private-mode quotas, a full disk). Every
 * store of the app then simply forgets: a read gives null and a write does nothing, so the page
 * keeps working for this visit.
 */
export function safeStorage(
  storage: Partial<StorageLike> & Pick<StorageLike, 'getItem'>,
): SafeStorage {
  const attempt = (write: () => void): void => {
    try {
      write();
    } catch {
      // See above: nothing persists, nothing breaks.
    }
  };
  return {
    get: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => attempt(() => storage.setItem?.(key, value)),
    remove: (key) => attempt(() => storage.removeItem?.(key)),
    clear: () => attempt(() => storage.clear?.()),
  };
}
