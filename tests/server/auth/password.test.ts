import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../../server/db/schema/emailTokens';
import { refreshFamilies } from '../../../server/db/schema/refreshTokens';
import { users } from '../../../server/db/schema/users';
import { ACCESS_DENIED } from '../../../server/http/plugins/httpError';
import { AUTH_MESSAGES } from '../../../server/services/auth/messages';
import { PASSWORD_POLICY_MESSAGES } from '../../../server/services/auth/passwordPolicy';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../server/services/rateLimit';
import { bearer, createUser, testApp } from '../support/harness';
import type { CreatedUser, TestApp } from '../support/harness';
import { linkIn, login, refresh, refreshTokenOf, tokenOf } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Quiet-Meadow-83#';
let counter = 0;

/** A verified teacher with an address the shared e-mail rule accepts (2–3 letter TLD). */
function teacher(options: Partial<Parameters<typeof createUser>[1]> = {}): Promise<CreatedUser> {
  counter += 1;
  return createUser(t.db, { role: 'public', email: `teacher${counter}@school.org`, ...options });
}

function changePassword(accessToken: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account_setting/password',
    headers: bearer(accessToken),
    payload: body as object,
  });
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('changing the password while signed in', () => {
  it('ends every session of the account and only the new password signs in', async () => {
    const user = await teacher();
    const laptop = await login(t.app, user.login, user.password);
    const phone = refreshTokenOf(await login(t.app, user.login, user.password));
    const accessToken = laptop.json<{ data: string }>().data;

    const answer = await changePassword(accessToken, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { message: AUTH_MESSAGES.passwordChanged } });
    expect(
      answer.cookies.filter((c) => c.name === 'parlo_refresh').every((c) => c.value === ''),
    ).toBe(true);

    expect((await refresh(t.app, refreshTokenOf(laptop))).statusCode).toBe(401);
    expect((await refresh(t.app, phone)).statusCode).toBe(401);
    const families = await t.db
      .select()
      .from(refreshFamilies)
      .where(eq(refreshFamilies.userId, user.row.id));
    expect(families.map((f) => f.revokedReason)).toEqual(['password-change', 'password-change']);
    expect((await userRow(user.row.id))?.passwordChangedAt).toEqual(t.clock.now());

    expect((await login(t.app, user.login, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.login, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an access token issued before the change is refused', async () => {
    const user = await teacher();
    const accessToken = (await login(t.app, user.login, user.password)).json<{ data: string }>()
      .data;
    t.clock.advance(1);
    await changePassword(accessToken, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    t.clock.advance(1);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: bearer(accessToken),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(ACCESS_DENIED);
  });

  it('a wrong current password changes nothing', async () => {
    const user = await teacher();
    const signedIn = await login(t.app, user.login, user.password);
    const before = await userRow(user.row.id);
    const answer = await changePassword(signedIn.json<{ data: string }>().data, {
      currentPassword: 'Not-The-Password-1!',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
    expect(await userRow(user.row.id)).toEqual(before);
    expect((await refresh(t.app, refreshTokenOf(signedIn))).statusCode).toBe(200);
  });

  it('a common password, or one made of the e-mail address, is refused with its reason', async () => {
    const user = await teacher({ fullName: 'Tess Stevens' });
    const accessToken = (await login(t.app, user.login, user.password)).json<{ data: string }>()
      .data;
    const local = user.login.split('@')[0] ?? '';
    const cases = [
      ['Password123!', PASSWORD_POLICY_MESSAGES.common],
      [`X-${local}-2024!`, PASSWORD_POLICY_MESSAGES.personal],
      ['Stevens-Rules-9!', PASSWORD_POLICY_MESSAGES.personal],
      [user.password, AUTH_MESSAGES.samePassword],
    ] as const;
    for (const [newPassword, message] of cases) {
      const answer = await changePassword(accessToken, {
        currentPassword: user.password,
        newPassword,
      });
      expect(answer.statusCode, newPassword).toBe(400);
      expect(answer.json()).toEqual({ message });
    }
    expect((await userRow(user.row.id))?.passwordChangedAt).toBeNull();
  });

  it('guessing the current password is limited per account', async () => {
    const user = await teacher();
    const accessToken = (await login(t.app, user.login, user.password)).json<{ data: string }>()
      .data;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(accessToken, {
        currentPassword: `Wrong-Guess-${i}!a`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await changePassword(accessToken, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/account_setting/password',
      payload: { currentPassword: 'Whatever-1!', newPassword: NEW_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(ACCESS_DENIED);
  });
});

describe('forgotten password', () => {
  async function askForReset(email: string, remoteAddress = '127.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/forgetPassword',
      payload: { email },
      remoteAddress,
    });
  }
  function lastMailTo(email: string) {
    return t.mails.filter((m) => m.to === email).at(-1);
  }
  function setNewPassword(token: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/newpassword/${token}`,
      payload: { password },
    });
  }

  it('the e-mailed link sets a new password, confirms the address and ends every session', async () => {
    const user = await teacher({ emailVerifiedAt: null });
    // Unconfirmed accounts cannot sign in, so the session is made as if it predated the reset.
    await t.db
      .update(users)
      .set({ emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, user.row.id));
    const session = refreshTokenOf(await login(t.app, user.login, user.password));
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.row.id));

    const asked = await askForReset(user.login.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ data: { message: AUTH_MESSAGES.resetRequested } });
    const link = linkIn(lastMailTo(user.login), `${t.config.publicUrl}/newpassword/`);

    const answer = await setNewPassword(tokenOf(link), NEW_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { message: AUTH_MESSAGES.passwordReset } });
    expect((await userRow(user.row.id))?.emailVerifiedAt).toEqual(t.clock.now());
    expect((await refresh(t.app, session)).statusCode).toBe(401);
    expect((await login(t.app, user.login, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.login, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await setNewPassword(tokenOf(link), 'Another-Pass-77!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetLinkUsed });
  });

  it('a reset spends every other reset link of the account', async () => {
    const user = await teacher();
    await askForReset(user.login);
    const older = tokenOf(linkIn(lastMailTo(user.login), t.config.publicUrl));
    await askForReset(user.login);
    const newer = tokenOf(linkIn(lastMailTo(user.login), t.config.publicUrl));
    expect((await setNewPassword(newer, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await setNewPassword(older, 'Another-Pass-77!');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: AUTH_MESSAGES.resetLinkUsed });
  });

  it('a link older than an hour is refused', async () => {
    const user = await teacher();
    await askForReset(user.login);
    const token = tokenOf(linkIn(lastMailTo(user.login), t.config.publicUrl));
    t.clock.advance(60 * 60 + 1);
    const answer = await setNewPassword(token, NEW_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.resetLinkExpired });
    expect((await login(t.app, user.login, user.password)).statusCode).toBe(200);
  });

  it('an unknown link is refused', async () => {
    const answer = await setNewPassword('no-such-token', NEW_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.resetLinkUnknown });
  });

  it('a weak new password is refused and leaves the link usable', async () => {
    const user = await teacher();
    await askForReset(user.login);
    const token = tokenOf(linkIn(lastMailTo(user.login), t.config.publicUrl));
    const weak = await setNewPassword(token, 'Qwerty123!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: PASSWORD_POLICY_MESSAGES.common });
    const unused = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.row.id));
    expect(unused.every((row) => row.usedAt === null)).toBe(true);
    expect((await setNewPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
