import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../server/db/schema/emailOutbox';
import { emailTokens } from '../../../server/db/schema/emailTokens';
import { loginFailures } from '../../../server/db/schema/loginFailures';
import { rateLimits } from '../../../server/db/schema/rateLimits';
import { refreshFamilies, refreshTokens } from '../../../server/db/schema/refreshTokens';
import { users } from '../../../server/db/schema/users';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import type { TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** Everything the account routes could write. */
async function snapshot() {
  const [u, et, rf, rt, ob, rl, lf] = await Promise.all([
    t.db.select().from(users),
    t.db.select().from(emailTokens),
    t.db.select().from(refreshFamilies),
    t.db.select().from(refreshTokens),
    t.db.select().from(emailOutbox),
    t.db.select().from(rateLimits),
    t.db.select().from(loginFailures),
  ]);
  return { u, et, rf, rt, ob, rl, lf };
}

const STRONG = 'Blue-Harbour-42!';

describe('bad inputs get 400 naming the field, and change nothing', () => {
  const cases: readonly (readonly [string, 'POST' | 'PUT' | 'GET', string, unknown, RegExp])[] = [
    [
      'registration without an e-mail',
      'POST',
      '/api/registration',
      { fullName: 'Ana Ruiz', password: STRONG },
      /^email is required/,
    ],
    [
      'registration with a bad e-mail',
      'POST',
      '/api/registration',
      { fullName: 'Ana Ruiz', email: 'ana@', password: STRONG },
      /^email is not valid: Enter a valid e-mail/,
    ],
    [
      'registration with digits in the name',
      'POST',
      '/api/registration',
      { fullName: 'Ana 2', email: 'ana@school.org', password: STRONG },
      /^fullName is not valid/,
    ],
    [
      'registration with a password outside the rule',
      'POST',
      '/api/registration',
      { fullName: 'Ana Ruiz', email: 'ana@school.org', password: 'short' },
      /^password is not valid: Use 8 to 40 characters/,
    ],
    [
      'registration with an unknown country',
      'POST',
      '/api/registration',
      { fullName: 'Ana Ruiz', email: 'ana@school.org', password: STRONG, country: 'Narnia' },
      /^country is not valid/,
    ],
    [
      'login without a password',
      'POST',
      '/api/login',
      { login: 'ana@school.org' },
      /^password is required/,
    ],
    [
      'login with a number as login',
      'POST',
      '/api/login',
      { login: 42, password: STRONG },
      /^login is not valid/,
    ],
    [
      'forgot-password with a bad e-mail',
      'POST',
      '/api/forgetPassword',
      { email: 'not-an-address' },
      /^email is not valid/,
    ],
    [
      'new password outside the rule',
      'POST',
      '/api/newpassword/some-token',
      { password: 'alllowercase1!' },
      /^password is not valid/,
    ],
    [
      'verify-email without a token',
      'GET',
      '/api/auth/verify-email',
      undefined,
      /^token is required/,
    ],
  ];

  for (const [name, method, url, payload, message] of cases) {
    it(name, async () => {
      const before = await snapshot();
      const answer = await t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('a body that is not JSON', async () => {
    const before = await snapshot();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "ana@school.org", "password": ',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await snapshot()).toEqual(before);
  });

  it('a password change without the new password', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const headers = bearer(await tokenFor(t.app, user));
    const before = await snapshot();
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/account_setting/password',
      headers,
      payload: { currentPassword: user.password },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/^newPassword is required/);
    expect(await snapshot()).toEqual(before);
  });

  it('a common password at registration creates no account and sends nothing', async () => {
    const before = await snapshot();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { fullName: 'Ana Ruiz', email: 'ana@school.org', password: 'Password123!' },
    });
    expect(answer.statusCode).toBe(400);
    const after = await snapshot();
    expect({ ...after, rl: [] }).toEqual({ ...before, rl: [] });
  });
});
