import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SessionGateway, SessionStore } from '@/application/session/ports';
import { provideSessionMachine, sessionInputFrom } from '@/application/session/provideSession';
import { deferred, makeToken } from './fakes';

const TOKEN = makeToken();

function memoryStore(
  initial: Record<string, string> = {},
): SessionStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const get = (key: string) => data.get(key) ?? null;
  return {
    data,
    getToken: () => get('token'),
    setToken: (value) => void data.set('token', value),
    clearToken: () => void data.delete('token'),
    getPrivileges: () => get('privileges'),
    setPrivileges: (value) => void data.set('privileges', value),
    clearPrivileges: () => void data.delete('privileges'),
    getRedirectPath: () => get('redirectPath'),
    setRedirectPath: (value) => void data.set('redirectPath', value),
    clearRedirectPath: () => void data.delete('redirectPath'),
    clearSession: () => ['token', 'privileges', 'redirectPath'].forEach((key) => data.delete(key)),
    clearAll: () => data.clear(),
  };
}

describe('provideSessionMachine wires the ports', () => {
  it('login stores the token through the SessionStore', async () => {
    const store = memoryStore();
    const gateway: SessionGateway = {
      login: () => Promise.resolve(TOKEN),
      logout: () => Promise.resolve(null),
      refresh: () => Promise.resolve(TOKEN),
    };
    const actor = createActor(
      provideSessionMachine({ gateway, store, navigator: { assign: () => undefined } }),
      {
        input: sessionInputFrom(store),
      },
    ).start();
    actor.send({ type: 'user.login', credentials: { login: 'a', password: 'b' } });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(store.data.get('token')).toBe(TOKEN);
  });

  it('logout clears token, privileges and redirect path, keeps other keys and navigates', async () => {
    const store = memoryStore({
      token: TOKEN,
      privileges: 'p',
      redirectPath: '/x',
      fontSize: '18',
    });
    const visited: string[] = [];
    const gateway: SessionGateway = {
      login: () => Promise.resolve(TOKEN),
      logout: () => Promise.resolve('/bye'),
      refresh: () => Promise.resolve(TOKEN),
    };
    const actor = createActor(
      provideSessionMachine({
        gateway,
        store,
        navigator: { assign: (url) => void visited.push(url) },
      }),
      { input: sessionInputFrom(store) },
    ).start();
    expect(actor.getSnapshot().value).toBe('SignedIn');
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect([...store.data.entries()]).toEqual([['fontSize', '18']]);
    expect(visited).toEqual(['/bye']);
  });

  it('the refresh call receives a signal that aborts when the user logs out mid-refresh', async () => {
    const store = memoryStore({ token: TOKEN });
    let seen: AbortSignal | undefined;
    const gateway: SessionGateway = {
      login: () => Promise.resolve(TOKEN),
      logout: () => Promise.resolve(null),
      refresh: (signal) => {
        seen = signal;
        return deferred<string>().promise;
      },
    };
    const actor = createActor(
      provideSessionMachine({ gateway, store, navigator: { assign: () => undefined } }),
      {
        input: sessionInputFrom(store),
      },
    ).start();
    actor.send({ type: 'session.refreshNeeded' });
    expect(seen?.aborted).toBe(false);
    actor.send({ type: 'user.logout' });
    expect(seen?.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches('SignedOut'));
  });

  it('403 forbidden clears every key of local storage', () => {
    const store = memoryStore({ token: TOKEN, fontSize: '18', tourId: 'dashboard' });
    const gateway: SessionGateway = {
      login: () => Promise.resolve(TOKEN),
      logout: () => Promise.resolve(null),
      refresh: () => Promise.resolve(TOKEN),
    };
    const actor = createActor(
      provideSessionMachine({ gateway, store, navigator: { assign: () => undefined } }),
      {
        input: sessionInputFrom(store),
      },
    ).start();
    actor.send({ type: 'session.forbidden' });
    expect(store.data.size).toBe(0);
  });
});
