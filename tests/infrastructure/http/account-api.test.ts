import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAccountService } from '@/application/account/accountService';
import { ApiError } from '@/infrastructure/http/apiError';
import { createAccountApi } from '@/infrastructure/http/account-api';
import { profile } from '../../application/account/fakes';
import { adapterHarness, makeToken } from './harness';
import { json } from './testServer';

const TOKEN = makeToken({ name: 'Ada', role: 'public' });

const PROFILE = profile({ enableExperimentalFeatures: true });

const t = adapterHarness(createAccountApi, { token: TOKEN });

const bodyOf = (path: string) => JSON.parse(t.server.hits(path)[0]?.body ?? 'null') as unknown;

describe('the neutral confirmations', () => {
  it('POST /registration sends the details and gives the server sentence', async () => {
    const api = t.api({});
    t.server.route('POST', '/registration', (_request, response) =>
      json(response, 202, { data: { message: 'We have sent an e-mail to this address.' } }),
    );
    const registration = {
      fullName: 'Ada Lovelace',
      email: 'ada@school.example',
      password: 'Str0ng!pass',
      country: 'GBR',
    };
    await expect(api.register(registration)).resolves.toBe(
      'We have sent an e-mail to this address.',
    );
    expect(bodyOf('/registration')).toEqual(registration);
    expect(t.server.hits('/registration')[0]?.authorization).toBeUndefined();
  });

  it('GET /auth/verify-email carries the token in the query, encoded', async () => {
    const api = t.api({});
    t.server.route('GET', '/auth/verify-email', (_request, response) =>
      json(response, 200, { data: { message: 'Confirmed.' } }),
    );
    await expect(api.verifyEmail('a+b/c=')).resolves.toBe('Confirmed.');
    expect(t.server.hits('/auth/verify-email')[0]?.url).toBe(
      '/auth/verify-email?token=a%2Bb%2Fc%3D',
    );
  });

  it('POST /forgetPassword sends only the address', async () => {
    const api = t.api({});
    t.server.route('POST', '/forgetPassword', (_request, response) =>
      json(response, 202, { data: { message: 'If an account uses this address…' } }),
    );
    await expect(api.forgotPassword('ada@school.example')).resolves.toBe(
      'If an account uses this address…',
    );
    expect(bodyOf('/forgetPassword')).toEqual({ email: 'ada@school.example' });
  });

  it('POST /newpassword/{token} puts the token in the path and the password in the body', async () => {
    const api = t.api({});
    t.server.route('POST', '/newpassword/tok%2F1', (_request, response) =>
      json(response, 200, { data: { message: 'Your password has been changed.' } }),
    );
    await expect(api.setNewPassword('tok/1', 'N3w!password')).resolves.toBe(
      'Your password has been changed.',
    );
    expect(bodyOf('/newpassword/tok%2F1')).toEqual({ password: 'N3w!password' });
  });
});

describe('failures', () => {
  it("an expired reset link rejects with the server's message, shown once as a toast", async () => {
    const api = t.api({});
    t.server.route('POST', '/newpassword/old', (_request, response) =>
      json(response, 400, { message: 'This password link has expired.' }),
    );
    const failure = api.setNewPassword('old', 'N3w!password');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'This password link has expired.',
    });
    expect(t.wired.toasts).toEqual(['This password link has expired.']);
  });

  it('the account service turns that rejection into the message the form shows', async () => {
    const api = t.api({});
    t.server.route('POST', '/forgetPassword', (_request, response) =>
      json(response, 429, { message: 'Too many attempts. Please wait a few minutes.' }),
    );
    const account = createAccountService({ gateway: api });
    await expect(account.forgotPassword('ada@school.example')).resolves.toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes.',
    });
    // Spec §8: password reset is never retried.
    expect(t.server.hits('/forgetPassword')).toHaveLength(1);
  });

  it('a confirmation of the wrong shape is a contract failure naming the call', async () => {
    const api = t.api({});
    t.server.route('POST', '/registration', (_request, response) =>
      json(response, 202, { data: 'ok' }),
    );
    await expect(
      api.register({ fullName: 'A', email: 'a@b.co', password: 'x', country: 'USA' }),
    ).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringMatching(/^Unexpected response from \/registration: /) as unknown,
    });
    expect(t.wired.toasts).toHaveLength(1);
  });
});

describe('the profile', () => {
  it('GET /account_setting sends the bearer and decodes the profile', async () => {
    const api = t.api();
    t.server.route('GET', '/account_setting', (_request, response) =>
      json(response, 200, { data: PROFILE }),
    );
    await expect(api.getProfile()).resolves.toEqual(PROFILE);
    expect(t.server.hits('/account_setting')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a quiet load fails without a toast (it runs after sign-in, unasked)', async () => {
    const api = t.api();
    t.server.route('GET', '/account_setting', (_request, response) =>
      json(response, 400, { message: 'nope' }),
    );
    await expect(api.getProfile({ quiet: true })).rejects.toMatchObject({ message: 'nope' });
    expect(t.wired.toasts).toEqual([]);
  });

  it('a quiet load of a bad profile fails without a toast too', async () => {
    const api = t.api();
    t.server.route('GET', '/account_setting', (_request, response) =>
      json(response, 200, { data: { ...PROFILE, enableExperimentalFeatures: 'yes' } }),
    );
    await expect(api.getProfile({ quiet: true })).rejects.toMatchObject({
      message:
        'Unexpected response from /account_setting: data.enableExperimentalFeatures must be a boolean',
    });
    expect(t.wired.toasts).toEqual([]);
  });

  it('PUT /account_setting sends the changes with an idempotency key and gives the saved profile', async () => {
    const api = t.api();
    const saved = { ...PROFILE, fullName: 'Ada King', teacherProfiles: [] };
    t.server.route('PUT', '/account_setting', (_request, response) =>
      json(response, 200, { data: saved }),
    );
    const changes = {
      fullName: 'Ada King',
      enableExperimentalFeatures: false,
      teacherProfiles: [{ name: 'GCSE', nativeLanguage: 'en', targetLanguage: 'fr' }],
    };
    await expect(api.updateProfile(changes)).resolves.toEqual(saved);
    const [hit] = t.server.hits('/account_setting');
    expect(JSON.parse(hit?.body ?? '')).toEqual(changes);
    expect(hit?.idempotencyKey).toBe('key-1');
  });

  it('a taken user name (409) rejects with the server message', async () => {
    const api = t.api();
    t.server.route('PUT', '/account_setting', (_request, response) =>
      json(response, 409, { message: 'That user name is already taken.' }),
    );
    await expect(api.updateProfile({ userName: 'ada' })).rejects.toMatchObject({
      status: 409,
      message: 'That user name is already taken.',
    });
  });

  it('PUT /account_setting/password sends the current and the new password', async () => {
    const api = t.api();
    t.server.route('PUT', '/account_setting/password', (_request, response) =>
      json(response, 200, { data: { message: 'Your password has been changed.' } }),
    );
    await expect(api.changePassword('0ld!Password', 'N3w!Password')).resolves.toBe(
      'Your password has been changed.',
    );
    expect(bodyOf('/account_setting/password')).toEqual({
      currentPassword: '0ld!Password',
      newPassword: 'N3w!Password',
    });
  });
});

describe('sign-in failures reach the form (issue #3: the server messages of 401 and 429)', () => {
  it.each([
    [401, 'The e-mail/user name or password is not right.'],
    [429, 'Too many attempts. Please wait a few minutes.'],
  ])(
    'a %i answer is the login error as the server words it, with no refresh and no retry',
    async (status, message) => {
      t.api({});
      t.server.route('POST', '/login', (_request, response) => json(response, status, { message }));
      t.wired.session.send({
        type: 'user.login',
        credentials: { login: 'ada@school.example', password: 'wrong' },
      });
      const snapshot = await waitFor(t.wired.session, (s) => s.context.loginError !== null);
      expect(snapshot.context.loginError).toBe(message);
      expect(snapshot.value).toBe('SignedOut');
      expect(t.server.hits('/login')).toHaveLength(1);
      expect(t.server.hits('/auth/iJIUzI1NiIsIn')).toHaveLength(0);
    },
  );
});
