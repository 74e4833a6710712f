import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FALLBACK_MESSAGE,
  createAccountService,
} from '@/application/account/accountService';
import { deferred, flush } from '../session/fakes';
import { fakeGateway, profile } from './fakes';

describe('account calls', () => {
  it('a confirmation is the server sentence, passed on as it is', async () => {
    const gateway = fakeGateway({ register: () => Promise.resolve('Check your inbox, maybe.') });
    const account = createAccountService({ gateway });
    const registration = {
      fullName: 'Ada',
      email: 'ada@school.example',
      password: 'Str0ng!pass',
      country: 'GBR',
    };
    await expect(account.register(registration)).resolves.toEqual({
      ok: true,
      value: 'Check your inbox, maybe.',
    });
    expect(gateway.register).toHaveBeenCalledWith(registration);
  });

  it("a failure becomes the error's message, for the form to show", async () => {
    const account = createAccountService({
      gateway: fakeGateway({
        forgotPassword: () => Promise.reject(new Error('Too many requests. Try again later.')),
      }),
    });
    await expect(account.forgotPassword('ada@school.example')).resolves.toEqual({
      ok: false,
      message: 'Too many requests. Try again later.',
    });
  });

  it.each([new Error(''), 'a string', undefined])(
    'a failure without a message (%j) reads "Something went wrong" (spec §8)',
    async (thrown) => {
      const account = createAccountService({
        gateway: fakeGateway({
          // Deliberately not always an Error: what a broken adapter might reject with.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          changePassword: () => Promise.reject(thrown),
        }),
      });
      await expect(account.changePassword('old', 'New!pass1')).resolves.toEqual({
        ok: false,
        message: ACCOUNT_FALLBACK_MESSAGE,
      });
    },
  );

  it('verifies a token once, however many times it is asked (StrictMode runs effects twice)', async () => {
    const gateway = fakeGateway({ verifyEmail: () => Promise.resolve('Confirmed.') });
    const account = createAccountService({ gateway });
    const first = account.verifyEmail('tok-1');
    const second = account.verifyEmail('tok-1');
    await expect(first).resolves.toEqual({ ok: true, value: 'Confirmed.' });
    await expect(second).resolves.toEqual({ ok: true, value: 'Confirmed.' });
    await account.verifyEmail('tok-1');
    expect(gateway.verifyEmail).toHaveBeenCalledTimes(1);
    await account.verifyEmail('tok-2');
    expect(gateway.verifyEmail).toHaveBeenCalledTimes(2);
  });

  it('passes the reset token and the new password through', async () => {
    const gateway = fakeGateway({ setNewPassword: () => Promise.resolve('Changed.') });
    const account = createAccountService({ gateway });
    await account.setNewPassword('reset-token', 'New!pass1');
    expect(gateway.setNewPassword).toHaveBeenCalledWith('reset-token', 'New!pass1');
  });
});

describe('the profile store', () => {
  it('starts idle, with the experimental flag off', () => {
    const account = createAccountService({ gateway: fakeGateway() });
    expect(account.getSnapshot()).toEqual({ status: 'idle', profile: null, error: null });
    expect(account.experimentalFeatures()).toBe(false);
  });

  it('a load goes loading → ready, tells subscribers, and turns the flag on when the profile has it', async () => {
    const answer = profile({ enableExperimentalFeatures: true });
    const account = createAccountService({
      gateway: fakeGateway({ getProfile: () => Promise.resolve(answer) }),
    });
    const seen: string[] = [];
    account.subscribe(() => seen.push(account.getSnapshot().status));
    const result = await account.loadProfile();
    expect(result).toEqual({ ok: true, value: answer });
    expect(seen).toEqual(['loading', 'ready']);
    expect(account.getSnapshot().profile).toBe(answer);
    expect(account.experimentalFeatures()).toBe(true);
  });

  it('a load under way is shared, not repeated', async () => {
    const call = deferred<ReturnType<typeof profile>>();
    const gateway = fakeGateway({ getProfile: () => call.promise });
    const account = createAccountService({ gateway });
    const first = account.loadProfile({ quiet: true });
    const second = account.loadProfile();
    call.resolve(profile());
    expect(await first).toEqual(await second);
    expect(gateway.getProfile).toHaveBeenCalledTimes(1);
    expect(gateway.getProfile).toHaveBeenCalledWith({ quiet: true });
    await account.loadProfile();
    expect(gateway.getProfile).toHaveBeenCalledTimes(2);
  });

  it('a failed load keeps the profile loaded before and says why', async () => {
    let fail = false;
    const account = createAccountService({
      gateway: fakeGateway({
        getProfile: () =>
          fail ? Promise.reject(new Error('Server down')) : Promise.resolve(profile()),
      }),
    });
    await account.loadProfile();
    fail = true;
    await account.loadProfile();
    expect(account.getSnapshot()).toEqual({
      status: 'failed',
      profile: profile(),
      error: 'Server down',
    });
  });

  it('a save keeps the profile the server answers, so the flag follows it', async () => {
    const gateway = fakeGateway({
      getProfile: () => Promise.resolve(profile()),
      updateProfile: (changes) => Promise.resolve(profile({ ...changes, teacherProfiles: [] })),
    });
    const account = createAccountService({ gateway });
    await account.loadProfile();
    let notified = 0;
    account.subscribe(() => (notified += 1));
    const result = await account.saveProfile({ enableExperimentalFeatures: true });
    expect(result.ok).toBe(true);
    expect(account.experimentalFeatures()).toBe(true);
    expect(notified).toBe(1);
  });

  it('a failed save changes nothing in the store', async () => {
    const account = createAccountService({
      gateway: fakeGateway({
        getProfile: () => Promise.resolve(profile()),
        updateProfile: () => Promise.reject(new Error('userName: taken')),
      }),
    });
    await account.loadProfile();
    const before = account.getSnapshot();
    await expect(account.saveProfile({ userName: 'ada' })).resolves.toEqual({
      ok: false,
      message: 'userName: taken',
    });
    expect(account.getSnapshot()).toBe(before);
  });

  it('forget drops the profile, and an answer that arrives afterwards does not bring it back', async () => {
    const call = deferred<ReturnType<typeof profile>>();
    const account = createAccountService({
      gateway: fakeGateway({ getProfile: () => call.promise }),
    });
    const load = account.loadProfile();
    account.forget();
    call.resolve(profile({ enableExperimentalFeatures: true }));
    await load;
    await flush();
    expect(account.getSnapshot().status).toBe('idle');
    expect(account.experimentalFeatures()).toBe(false);
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const account = createAccountService({
      gateway: fakeGateway({ getProfile: () => Promise.resolve(profile()) }),
    });
    let heard = 0;
    const stop = account.subscribe(() => (heard += 1));
    stop();
    await account.loadProfile();
    expect(heard).toBe(0);
  });
});
