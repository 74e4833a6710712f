import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../support/harness';
import type { CreatedUser, TestApp } from '../support/harness';
import { login, logout, refresh, refreshTokenOf } from './support';

/*
 * Issue #9: an access token belongs to its session (refresh-token family), and the one query
 * that checks the account on every request also checks that session. Ending the session ends
 * the access token at once, not when it expires.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
}

async function signIn(user: CreatedUser): Promise<Session> {
  const answer = await login(t.app, user.login, user.password);
  const refreshToken = refreshTokenOf(answer);
  if (answer.statusCode !== 200 || refreshToken === undefined)
    throw new Error(`login failed: ${answer.body}`);
  return { accessToken: answer.json<{ data: string }>().data, refreshToken };
}

/** A protected call with the access token: its status. */
async function profileStatus(accessToken: string): Promise<number> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/account_setting',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return answer.statusCode;
}

describe('an access token ends with its session, at once', () => {
  it('after logout the old access token gets 401; the user’s other sessions keep working', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const laptop = await signIn(user);
    const phone = await signIn(user);
    expect(await profileStatus(laptop.accessToken)).toBe(200);

    expect((await logout(t.app, laptop.refreshToken)).statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: { authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'Access denied', message: 'Access denied' });
    // Signing out on the laptop is not signing out everywhere.
    expect(await profileStatus(phone.accessToken)).toBe(200);
  });

  it('after refresh-token reuse is detected, the stolen family’s access tokens get 401', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const other = await signIn(user);
    const session = await signIn(user);
    const rotated = await refresh(t.app, session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newAccess = rotated.body;
    expect(await profileStatus(newAccess)).toBe(200);

    // The spent token comes back after the grace period: only a copy can do that.
    t.clock.advance(t.config.refreshReuseGraceSeconds + 1);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect(await profileStatus(newAccess)).toBe(401);
    expect(await profileStatus(session.accessToken)).toBe(401);
    expect(await profileStatus(other.accessToken)).toBe(200);
  });

  it('after a password change every session’s access token gets 401, this one included', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account_setting/password',
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: user.password, newPassword: 'Fresh-Lantern-93!' },
    });
    expect(changed.statusCode).toBe(200);
    // Within the same second as the change: only the ended session can refuse these.
    expect(await profileStatus(here.accessToken)).toBe(401);
    expect(await profileStatus(elsewhere.accessToken)).toBe(401);
    // Signing in with the new password starts a session that works.
    const again = await signIn({ ...user, password: 'Fresh-Lantern-93!' });
    expect(await profileStatus(again.accessToken)).toBe(200);
  });

  it('a token naming a session of another user is refused', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const thief = await createUser(t.db, { role: 'public' });
    const session = await signIn(owner);
    const claims = JSON.parse(
      Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sid: string };
    const forged = await t.app.deps.accessTokens.sign(thief.info, claims.sid);
    expect(await profileStatus(forged)).toBe(401);
  });
});
