import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshFamilies, refreshTokens } from '../../../server/db/schema/refreshTokens';
import { users } from '../../../server/db/schema/users';
import { CROSS_SITE_MESSAGE } from '../../../server/http/plugins/sameOrigin';
import { AUTH_MESSAGES } from '../../../server/services/auth/messages';
import { hashToken } from '../../../server/services/auth/secrets';
import { createUser, testApp } from '../support/harness';
import type { CreatedUser, TestApp } from '../support/harness';
import { login, logout, refresh, refreshTokenOf } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const SESSION_ENDED = { message: AUTH_MESSAGES.sessionEnded };

/** A fresh teacher signed in once: the refresh token of the new family. */
async function signedInTeacher(): Promise<{ user: CreatedUser; token: string }> {
  const user = await createUser(t.db, { role: 'public' });
  const answer = await login(t.app, user.login, user.password);
  const token = refreshTokenOf(answer);
  if (answer.statusCode !== 200 || token === undefined)
    throw new Error(`login failed: ${answer.body}`);
  return { user, token };
}

async function familyOf(token: string) {
  const [row] = await t.db
    .select({ family: refreshFamilies })
    .from(refreshTokens)
    .innerJoin(refreshFamilies, eq(refreshTokens.familyId, refreshFamilies.id))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row === undefined) throw new Error('no such token');
  return row.family;
}

async function tokensInFamily(familyId: string) {
  return t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
}

describe('refresh token rotation', () => {
  it('each refresh spends the presented token and sets its successor in the same family', async () => {
    const { user, token: first } = await signedInTeacher();
    const answer = await refresh(t.app, first);
    expect(answer.statusCode).toBe(200);
    const second = refreshTokenOf(answer);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const family = await familyOf(first);
    expect((await familyOf(second ?? '')).id).toBe(family.id);
    expect(family.userId).toBe(user.row.id);
    const rows = await tokensInFamily(family.id);
    const spent = rows.find((r) => r.tokenHash === hashToken(first));
    const successor = rows.find((r) => r.tokenHash === hashToken(second ?? ''));
    expect(spent?.usedAt).toEqual(t.clock.now());
    expect(spent?.replacedById).toBe(successor?.id);
    expect(successor?.usedAt).toBeNull();

    const third = await refresh(t.app, second);
    expect(third.statusCode).toBe(200);
    expect(refreshTokenOf(third)).not.toBe(second);
  });

  it('a token spent moments ago (parallel tab) still answers an access token, without a new token or a revocation', async () => {
    const { token: first } = await signedInTeacher();
    const rotated = await refresh(t.app, first);
    const second = refreshTokenOf(rotated);
    t.clock.advance(t.config.refreshReuseGraceSeconds - 1);

    const late = await refresh(t.app, first);
    expect(late.statusCode).toBe(200);
    expect(late.body.split('.')).toHaveLength(3);
    expect(refreshTokenOf(late)).toBeUndefined();
    expect(late.cookies).toEqual([]);

    const family = await familyOf(first);
    expect(family.revokedAt).toBeNull();
    expect(await tokensInFamily(family.id)).toHaveLength(2);
    expect((await refresh(t.app, second)).statusCode).toBe(200);
  });

  it('a spent token presented after the grace window revokes the whole family: the successor fails too', async () => {
    const { token: first } = await signedInTeacher();
    const second = refreshTokenOf(await refresh(t.app, first));
    t.clock.advance(t.config.refreshReuseGraceSeconds + 1);

    const replay = await refresh(t.app, first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(SESSION_ENDED);
    const family = await familyOf(first);
    expect(family.revokedAt).toEqual(t.clock.now());
    expect(family.revokedReason).toBe('reuse');

    const legitimate = await refresh(t.app, second);
    expect(legitimate.statusCode).toBe(401);
    expect(legitimate.json()).toEqual(SESSION_ENDED);
  });

  it('20 concurrent refreshes of one token all succeed with one new token and no revocation', async () => {
    const { token } = await signedInTeacher();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(t.app, token)));

    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(200));
    const successors = answers.map(refreshTokenOf).filter((v): v is string => v !== undefined);
    expect(successors).toHaveLength(1);
    const family = await familyOf(token);
    expect(family.revokedAt).toBeNull();
    expect(await tokensInFamily(family.id)).toHaveLength(2);
    expect((await refresh(t.app, successors[0])).statusCode).toBe(200);
  });

  it('a token unused for longer than the idle lifetime no longer works', async () => {
    const { token } = await signedInTeacher();
    t.clock.advance(t.config.refreshIdleTtlSeconds - 1);
    const stillFresh = refreshTokenOf(await refresh(t.app, token));
    expect(stillFresh).toBeDefined();

    t.clock.advance(t.config.refreshIdleTtlSeconds);
    const idle = await refresh(t.app, stillFresh);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(SESSION_ENDED);
  });

  it('a family ends at its absolute lifetime however often it refreshes, and the cookie never outlives it', async () => {
    const { token: first } = await signedInTeacher();
    const start = t.clock.now().getTime();
    const step = t.config.refreshIdleTtlSeconds - 60;
    let token = first;
    let lastMaxAge = Number.POSITIVE_INFINITY;
    while (
      t.clock.now().getTime() + step * 1000 <
      start + t.config.refreshAbsoluteTtlSeconds * 1000
    ) {
      t.clock.advance(step);
      const answer = await refresh(t.app, token);
      expect(answer.statusCode).toBe(200);
      token = refreshTokenOf(answer) ?? '';
      lastMaxAge = answer.cookies[0]?.maxAge ?? 0;
    }
    const left =
      (start + t.config.refreshAbsoluteTtlSeconds * 1000 - t.clock.now().getTime()) / 1000;
    expect(lastMaxAge).toBe(left);

    t.clock.advance(step);
    const expired = await refresh(t.app, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(SESSION_ENDED);
  });

  it('no cookie, or a token the server never issued, ends the session', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const answer = await refresh(t.app, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(SESSION_ENDED);
    }
  });

  it('a disabled account cannot refresh', async () => {
    const { user, token } = await signedInTeacher();
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.row.id));
    const answer = await refresh(t.app, token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(SESSION_ENDED);
  });
});

describe('cross-site protection of the cookie-authenticated calls', () => {
  it('a refresh sent by another site is refused and leaves the token unspent', async () => {
    const { token } = await signedInTeacher();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const answer = await refresh(t.app, token, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();

    const own = await refresh(t.app, token, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:3000',
    });
    expect(own.statusCode).toBe(200);
  });

  it('a logout sent by another site is refused and the session goes on', async () => {
    const { token } = await signedInTeacher();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: `parlo_refresh=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(403);
    expect((await familyOf(token)).revokedAt).toBeNull();
  });
});

describe('logout', () => {
  it('revokes only its own family: another sign-in of the same user goes on', async () => {
    const { user, token: laptop } = await signedInTeacher();
    const phone = refreshTokenOf(await login(t.app, user.login, user.password));
    const out = await logout(t.app, laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: '/' });
    expect((await refresh(t.app, laptop)).statusCode).toBe(401);
    expect((await refresh(t.app, phone)).statusCode).toBe(200);
  });

  it('without a cookie still answers the redirect address', async () => {
    const out = await logout(t.app, undefined);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: '/' });
  });
});

describe('over https', () => {
  it('the refresh cookie is Secure', async () => {
    const secure = await testApp({ config: { publicUrl: 'https://parlo.example' } });
    try {
      const user = await createUser(secure.db, { role: 'PUPIL' });
      const answer = await login(secure.app, user.login, user.password);
      expect(answer.statusCode).toBe(200);
      const cookies = answer.cookies.filter((c) => c.name === 'parlo_refresh');
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
