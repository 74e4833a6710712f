import { describe, expect, it } from 'vitest';
import {
  createLocalSessionStore,
  type StorageLike,
} from '@/infrastructure/storage/localSessionStore';

function mapStorage(
  initial: Record<string, string> = {},
): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  clear: () => {
    throw new Error('SecurityError');
  },
};

describe('local session store', () => {
  it('keeps token, privileges and redirect path under their keys', () => {
    const storage = mapStorage();
    const store = createLocalSessionStore(storage);
    store.setToken('t');
    store.setPrivileges('p');
    store.setRedirectPath('/classroom');
    expect(Object.fromEntries(storage.map)).toEqual({
      token: 't',
      privileges: 'p',
      redirectPath: '/classroom',
    });
    expect([store.getToken(), store.getPrivileges(), store.getRedirectPath()]).toEqual([
      't',
      'p',
      '/classroom',
    ]);
  });

  it('reads what an earlier visit stored', () => {
    expect(createLocalSessionStore(mapStorage({ token: 'old' })).getToken()).toBe('old');
  });

  it('nothing stored reads as null', () => {
    const store = createLocalSessionStore(mapStorage());
    expect([store.getToken(), store.getPrivileges(), store.getRedirectPath()]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('each item clears on its own', () => {
    const storage = mapStorage({ token: 't', privileges: 'p', redirectPath: '/x' });
    const store = createLocalSessionStore(storage);
    store.clearToken();
    expect([...storage.map.keys()]).toEqual(['privileges', 'redirectPath']);
    store.clearPrivileges();
    store.clearRedirectPath();
    expect(storage.map.size).toBe(0);
  });

  it('clearSession removes token, privileges and redirect path and keeps everything else', () => {
    const storage = mapStorage({ token: 't', privileges: 'p', redirectPath: '/x', fontSize: '18' });
    createLocalSessionStore(storage).clearSession();
    expect(Object.fromEntries(storage.map)).toEqual({ fontSize: '18' });
  });

  it('clearAll removes every key (403 forbidden)', () => {
    const storage = mapStorage({ token: 't', fontSize: '18', tourId: 'dashboard' });
    createLocalSessionStore(storage).clearAll();
    expect(storage.map.size).toBe(0);
  });

  it('a storage that throws reads as empty and never breaks the caller', () => {
    const store = createLocalSessionStore(throwing);
    expect(store.getToken()).toBeNull();
    expect(() => {
      store.setToken('t');
      store.clearSession();
      store.clearAll();
    }).not.toThrow();
  });
});
