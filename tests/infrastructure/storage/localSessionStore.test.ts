import { describe, expect, it } from 'vitest';
import { createLocalSessionStore } from '@/infrastructure/storage/localSessionStore';
import { memoryStorage as mapStorage, throwingStorage as throwing } from './memoryStorage';

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

  it('clearAll removes every key but a pupil’s unsent work (403 forbidden)', () => {
    const pupilWork = {
      'pupilDraft:7:3:11': '{"attemptKey":"k","answers":[]}',
      'pupilOutbox:7': '[{"pupilId":7}]',
      'pupilDeliveries:7': '[]',
    };
    const storage = mapStorage({
      token: 't',
      privileges: 'p',
      fontSize: '18',
      tourId: 'dashboard',
      creationDraft: '{}',
      // Looks like pupil work but is not under a pupil key: cleared.
      pupilOutbox: '[]',
      ...pupilWork,
    });
    createLocalSessionStore(storage).clearAll();
    expect(Object.fromEntries(storage.map)).toEqual(pupilWork);
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
