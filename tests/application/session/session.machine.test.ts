import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RefreshFailure, type Credentials } from '@/application/session/ports';
import { UNREADABLE_TOKEN_MESSAGE, sessionMachine } from '@/application/session/session.machine';
import {
  selectIsSignedIn,
  selectLoginError,
  selectRole,
  selectToken,
  selectUser,
} from '@/application/session/selectors';
import { deferred, flush, makeToken } from './fakes';

const OLD = makeToken({ id: 1, name: 'Old Token' });
const NEW = makeToken({ id: 1, name: 'New Token', role: 'admin' });
const CREDENTIALS: Credentials = { login: 'ada@example.com', password: 'S3cret!pass' };

interface FakeActors {
  login?: (credentials: Credentials) => Promise<string>;
  logout?: () => Promise<string | null>;
  refresh?: (signal: AbortSignal) => Promise<string>;
}

function start(token: string | null, fakes: FakeActors = {}) {
  const calls = {
    login: [] as Credentials[],
    logout: 0,
    refresh: 0,
    refreshSignals: [] as AbortSignal[],
    storeToken: [] as string[],
    clearSession: 0,
    clearAllStorage: 0,
    navigate: [] as string[],
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<string, Credentials>(({ input }) => {
        calls.login.push(input);
        return (fakes.login ?? (() => Promise.resolve(NEW)))(input);
      }),
      logout: fromPromise<string | null>(() => {
        calls.logout += 1;
        return (fakes.logout ?? (() => Promise.resolve(null)))();
      }),
      refresh: fromPromise<string>(({ signal }) => {
        calls.refresh += 1;
        calls.refreshSignals.push(signal);
        return (fakes.refresh ?? (() => Promise.resolve(NEW)))(signal);
      }),
    },
    actions: {
      storeToken: (_, { token: stored }) => void calls.storeToken.push(stored),
      clearSession: () => void (calls.clearSession += 1),
      clearAllStorage: () => void (calls.clearAllStorage += 1),
      navigate: (_, { url }) => void calls.navigate.push(url),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, calls };
}

describe('session machine: restoring from storage', () => {
  it('a readable stored token resumes the session signed in with its user', () => {
    const { actor } = start(OLD);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('SignedIn');
    expect(selectToken(snapshot)).toBe(OLD);
    expect(selectUser(snapshot)).toMatchObject({ id: 1, name: 'Old Token', country: 'USA' });
  });

  it('no stored token starts signed out without touching storage', () => {
    const { actor, calls } = start(null);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(calls.clearSession).toBe(0);
  });

  it('an unreadable stored token is cleared and the session starts signed out', () => {
    const { actor, calls } = start('not-a-token');
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(selectToken(actor.getSnapshot())).toBeNull();
    expect(calls.clearSession).toBe(1);
  });
});

describe('session machine: sign in', () => {
  it('login goes through SigningIn to SignedIn and stores the token', async () => {
    const login = deferred<string>();
    const { actor, calls } = start(null, { login: () => login.promise });
    actor.send({ type: 'user.login', credentials: CREDENTIALS });
    expect(actor.getSnapshot().value).toBe('SigningIn');
    expect(calls.login).toEqual([CREDENTIALS]);
    login.resolve(NEW);
    const snapshot = await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(calls.storeToken).toEqual([NEW]);
    expect(selectToken(snapshot)).toBe(NEW);
    expect(selectRole(snapshot)).toBe('admin');
    expect(selectIsSignedIn(snapshot)).toBe(true);
  });

  it('a refused login goes back to SignedOut with the error for the form, storing nothing', async () => {
    const { actor, calls } = start(null, {
      login: () => Promise.reject(new Error('Wrong e-mail or password')),
    });
    actor.send({ type: 'user.login', credentials: CREDENTIALS });
    const snapshot = await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(selectLoginError(snapshot)).toBe('Wrong e-mail or password');
    expect(calls.storeToken).toEqual([]);
    expect(selectIsSignedIn(snapshot)).toBe(false);
  });

  it('a login answered with an unreadable token is a failure, not a session', async () => {
    const { actor, calls } = start(null, { login: () => Promise.resolve('garbage') });
    actor.send({ type: 'user.login', credentials: CREDENTIALS });
    const snapshot = await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(selectLoginError(snapshot)).toBe(UNREADABLE_TOKEN_MESSAGE);
    expect(calls.storeToken).toEqual([]);
  });

  it('a new login attempt clears the previous login error', async () => {
    const answers = [Promise.reject(new Error('Wrong password')), deferred<string>().promise];
    const { actor } = start(null, { login: () => answers.shift() ?? Promise.resolve(NEW) });
    actor.send({ type: 'user.login', credentials: CREDENTIALS });
    await waitFor(actor, (s) => s.matches('SignedOut') && s.context.loginError !== null);
    actor.send({ type: 'user.login', credentials: CREDENTIALS });
    expect(actor.getSnapshot().value).toBe('SigningIn');
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });

  it('session events are ignored while signed out: no refresh starts', async () => {
    const { actor, calls } = start(null);
    actor.send({ type: 'session.refreshNeeded' });
    actor.send({ type: 'user.logout' });
    await flush();
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(calls.refresh).toBe(0);
    expect(calls.logout).toBe(0);
  });
});

describe('session machine: sign out', () => {
  it('logout clears token, privileges and redirect path and goes where the server says', async () => {
    const logout = deferred<string | null>();
    const { actor, calls } = start(OLD, { logout: () => logout.promise });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('SigningOut');
    expect(calls.clearSession).toBe(0);
    logout.resolve('https://parlo.example/goodbye');
    const snapshot = await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(calls.clearSession).toBe(1);
    expect(calls.navigate).toEqual(['https://parlo.example/goodbye']);
    expect(selectToken(snapshot)).toBeNull();
    expect(selectUser(snapshot)).toBeNull();
  });

  it.each([null, '', '   '])('logout answered with %j goes to /', async (answer) => {
    const { actor, calls } = start(OLD, { logout: () => Promise.resolve(answer) });
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(calls.navigate).toEqual(['/']);
    expect(calls.clearSession).toBe(1);
  });

  it('logout failure clears the local session and goes to /', async () => {
    const { actor, calls } = start(OLD, { logout: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'user.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(calls.clearSession).toBe(1);
    expect(calls.navigate).toEqual(['/']);
    expect(selectToken(snapshot)).toBeNull();
  });
});

describe('session machine: refresh', () => {
  it('refreshNeeded refreshes, stores the new token and returns to SignedIn', async () => {
    const refresh = deferred<string>();
    const { actor, calls } = start(OLD, { refresh: () => refresh.promise });
    actor.send({ type: 'session.refreshNeeded' });
    expect(actor.getSnapshot().value).toBe('Refreshing');
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    refresh.resolve(NEW);
    const snapshot = await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(calls.storeToken).toEqual([NEW]);
    expect(selectToken(snapshot)).toBe(NEW);
    expect(selectRole(snapshot)).toBe('admin');
    expect(snapshot.context.refreshError).toBeNull();
  });

  it('single flight: any number of refreshNeeded events during a refresh invoke it once', async () => {
    const refresh = deferred<string>();
    const { actor, calls } = start(OLD, { refresh: () => refresh.promise });
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'session.refreshNeeded' });
    refresh.resolve(NEW);
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(calls.refresh).toBe(1);
    actor.send({ type: 'session.refreshNeeded' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(calls.refresh).toBe(2);
  });

  it('a network failure while refreshing keeps the session and the old token', async () => {
    const { actor, calls } = start(OLD, {
      refresh: () => Promise.reject(new RefreshFailure('network', 'connection reset')),
    });
    actor.send({ type: 'session.refreshNeeded' });
    const snapshot = await waitFor(actor, (s) => !s.matches('Refreshing'));
    expect(snapshot.value).toBe('SignedIn');
    expect(selectToken(snapshot)).toBe(OLD);
    expect(snapshot.context.refreshError).toEqual({ kind: 'network', message: 'connection reset' });
    expect(calls.clearSession).toBe(0);
    expect(calls.navigate).toEqual([]);
  });

  it('a rejected refresh clears the session and signs out', async () => {
    const { actor, calls } = start(OLD, {
      refresh: () => Promise.reject(new RefreshFailure('rejected', 'refresh token expired')),
    });
    actor.send({ type: 'session.refreshNeeded' });
    const snapshot = await waitFor(actor, (s) => !s.matches('Refreshing'));
    expect(snapshot.value).toBe('SignedOut');
    expect(calls.clearSession).toBe(1);
    expect(selectToken(snapshot)).toBeNull();
    expect(snapshot.context.refreshError).toEqual({
      kind: 'rejected',
      message: 'refresh token expired',
    });
  });

  it('a refresh failing with an unknown error counts as rejected', async () => {
    const { actor, calls } = start(OLD, { refresh: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'session.refreshNeeded' });
    const snapshot = await waitFor(actor, (s) => !s.matches('Refreshing'));
    expect(snapshot.value).toBe('SignedOut');
    expect(calls.clearSession).toBe(1);
  });

  it('a refresh answered with an unreadable token ends the session', async () => {
    const { actor, calls } = start(OLD, { refresh: () => Promise.resolve('nonsense') });
    actor.send({ type: 'session.refreshNeeded' });
    const snapshot = await waitFor(actor, (s) => !s.matches('Refreshing'));
    expect(snapshot.value).toBe('SignedOut');
    expect(calls.storeToken).toEqual([]);
    expect(calls.clearSession).toBe(1);
  });

  it('logout during a refresh stops it and discards the late token', async () => {
    const refresh = deferred<string>();
    const { actor, calls } = start(OLD, {
      refresh: () => refresh.promise,
      logout: () => Promise.resolve(null),
    });
    actor.send({ type: 'session.refreshNeeded' });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('SigningOut');
    expect(calls.refreshSignals[0]?.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches('SignedOut'));
    refresh.resolve(NEW);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('SignedOut');
    expect(selectToken(snapshot)).toBeNull();
    expect(calls.storeToken).toEqual([]);
    expect(calls.navigate).toEqual(['/']);
  });
});

describe('session machine: loss of access', () => {
  it.each([
    ['SignedIn', false],
    ['Refreshing', true],
  ])('403 forbidden in %s clears all local storage and signs out', async (_state, refreshing) => {
    const { actor, calls } = start(OLD, { refresh: () => deferred<string>().promise });
    if (refreshing) actor.send({ type: 'session.refreshNeeded' });
    actor.send({ type: 'session.forbidden' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('SignedOut');
    expect(calls.clearAllStorage).toBe(1);
    expect(selectToken(snapshot)).toBeNull();
    expect(selectUser(snapshot)).toBeNull();
    await flush();
    expect(calls.storeToken).toEqual([]);
  });

  it.each([
    ['SignedIn', false],
    ['Refreshing', true],
  ])('session.expired in %s clears the session and signs out', (_state, refreshing) => {
    const { actor, calls } = start(OLD, { refresh: () => deferred<string>().promise });
    if (refreshing) actor.send({ type: 'session.refreshNeeded' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(calls.clearSession).toBe(1);
    expect(calls.clearAllStorage).toBe(0);
  });
});

describe('session selectors', () => {
  it('a signed-out snapshot has no user, role or token and is not signed in', () => {
    const snapshot = start(null).actor.getSnapshot();
    expect(selectIsSignedIn(snapshot)).toBe(false);
    expect(selectUser(snapshot)).toBeNull();
    expect(selectRole(snapshot)).toBeNull();
    expect(selectToken(snapshot)).toBeNull();
    expect(selectLoginError(snapshot)).toBeNull();
  });

  it('signing out is not signed in', () => {
    const { actor } = start(OLD, { logout: () => deferred<string | null>().promise });
    actor.send({ type: 'user.logout' });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });
});
