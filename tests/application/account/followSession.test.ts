import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createAccountService } from '@/application/account/accountService';
import { followSession } from '@/application/account/followSession';
import type { Credentials } from '@/application/session/ports';
import { sessionMachine } from '@/application/session/session.machine';
import { flush, makeToken } from '../session/fakes';
import { fakeGateway, profile } from './fakes';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setUp(stored: string | null, loginToken = makeToken()) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<string, Credentials>(() => Promise.resolve(loginToken)),
        logout: fromPromise<string | null>(() => Promise.resolve(null)),
        refresh: fromPromise<string>(() => Promise.resolve(makeToken())),
      },
      actions: {
        storeToken: () => undefined,
        clearSession: () => undefined,
        clearAllStorage: () => undefined,
        navigate: () => undefined,
      },
    }),
    { input: { token: stored } },
  ).start();
  const gateway = fakeGateway({
    getProfile: () => Promise.resolve(profile({ enableExperimentalFeatures: true })),
  });
  const account = createAccountService({ gateway });
  const stop = followSession(account, session);
  stops.push(stop, () => session.stop());
  return { session, gateway, account, stop };
}

describe('the profile follows the session', () => {
  it('a teacher back with a stored token has the profile loaded at once, quietly', async () => {
    const { gateway, account } = setUp(makeToken({ role: 'public' }));
    await flush();
    expect(gateway.getProfile).toHaveBeenCalledWith({ quiet: true });
    expect(account.experimentalFeatures()).toBe(true);
  });

  it('nothing is loaded for a signed-out visitor until an admin signs in', async () => {
    const { session, gateway, account } = setUp(null, makeToken({ role: 'admin' }));
    await flush();
    expect(gateway.getProfile).not.toHaveBeenCalled();
    session.send({ type: 'user.login', credentials: { login: 'a', password: 'b' } });
    await waitFor(session, (s) => s.matches('SignedIn'));
    await flush();
    expect(gateway.getProfile).toHaveBeenCalledTimes(1);
    expect(account.getSnapshot().status).toBe('ready');
  });

  it('a pupil has no profile to load (the server refuses /account_setting to pupils)', async () => {
    const { gateway, account } = setUp(makeToken({ role: 'PUPIL' }));
    await flush();
    expect(gateway.getProfile).not.toHaveBeenCalled();
    expect(account.getSnapshot().status).toBe('idle');
  });

  it('signing out drops the profile, and with it the experimental flag', async () => {
    const { session, account } = setUp(makeToken());
    await flush();
    expect(account.experimentalFeatures()).toBe(true);
    session.send({ type: 'user.logout' });
    await waitFor(session, (s) => s.matches('SignedOut'));
    expect(account.getSnapshot()).toEqual({ status: 'idle', profile: null, error: null });
    expect(account.experimentalFeatures()).toBe(false);
  });

  it('a refresh of the same user does not load the profile again', async () => {
    const { session, gateway } = setUp(makeToken());
    await flush();
    session.send({ type: 'session.refreshNeeded' });
    await waitFor(session, (s) => s.matches('SignedIn'));
    await flush();
    expect(gateway.getProfile).toHaveBeenCalledTimes(1);
  });

  it('after stopping, sign-outs no longer touch the profile', async () => {
    const { session, account, stop } = setUp(makeToken());
    await flush();
    stop();
    session.send({ type: 'user.logout' });
    await waitFor(session, (s) => s.matches('SignedOut'));
    expect(account.getSnapshot().status).toBe('ready');
  });
});
