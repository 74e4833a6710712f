import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@/domain/auth/loginThrottle';
import { sweepExpiredRows } from '../../../server/db/repositories/housekeeping';
import { loginFailures } from '../../../server/db/schema/loginFailures';
import { rateLimits } from '../../../server/db/schema/rateLimits';
import { refreshFamilies } from '../../../server/db/schema/refreshTokens';
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS, RATE_LIMITS } from '../../../server/services/rateLimit';
import { createUser, testApp } from '../support/harness';
import type { TestApp } from '../support/harness';
import { login, refresh, refreshTokenOf } from '../auth/support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const sweep = () => sweepExpiredRows(t.db, t.clock.now(), LONGEST_RATE_LIMIT_WINDOW_SECONDS);
const rows = async (table: typeof rateLimits | typeof loginFailures | typeof refreshFamilies) =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

describe('the housekeeping sweep', () => {
  it('deletes counters and sessions only once they decide nothing, and the answers stay the same', async () => {
    const guessed = await createUser(t.db, { role: 'public' });
    const owner = await createUser(t.db, { role: 'public' });
    const attacker = '198.51.100.7';
    // Enough wrong passwords that the pair must wait; a forgot-password counter; a session.
    for (let i = 0; i <= LOGIN_THROTTLE.pair.freeFailures; i += 1)
      await login(t.app, guessed.login, 'Wrong-password-1!', attacker);
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgetPassword',
        payload: { email: owner.login },
        remoteAddress: '198.51.100.8',
      });
    for (let i = 0; i < RATE_LIMITS.forgotAccount.limit; i += 1) await forgot();
    const signedIn = await login(t.app, owner.login, owner.password, '198.51.100.9');
    const refreshToken = refreshTokenOf(signedIn);

    // Nothing has expired yet: nothing goes, and the limits still hold.
    const fresh = await sweep();
    expect(fresh).toMatchObject({ rateLimits: 0, loginFailures: 0, refreshFamilies: 0 });
    expect((await login(t.app, guessed.login, guessed.password, attacker)).statusCode).toBe(429);
    expect((await forgot()).statusCode).toBe(429);

    // Past every window: the counters go; the owner's pair, which signed in, stays known.
    t.clock.advance(LONGEST_RATE_LIMIT_WINDOW_SECONDS + LOGIN_THROTTLE.account.windowSeconds);
    const before = { limits: await rows(rateLimits), failures: await rows(loginFailures) };
    const swept = await sweep();
    expect(swept.rateLimits).toBe(before.limits - (await rows(rateLimits)));
    expect(swept.rateLimits).toBeGreaterThan(0);
    expect(swept.loginFailures).toBeGreaterThan(0);
    const kept = await t.db.select().from(loginFailures);
    expect(kept.every((row) => row.lastSuccessAt !== null)).toBe(true);
    expect((await login(t.app, guessed.login, guessed.password, attacker)).statusCode).toBe(200);
    expect((await forgot()).statusCode).not.toBe(429);

    // Past the session's absolute expiry its row goes; the refresh is refused as it was.
    t.clock.advance(t.config.refreshAbsoluteTtlSeconds);
    const family = await t.db
      .select({ id: refreshFamilies.id })
      .from(refreshFamilies)
      .where(eq(refreshFamilies.userId, owner.row.id));
    expect(family.length).toBe(1);
    const refusedBefore = (await refresh(t.app, refreshToken)).statusCode;
    expect((await sweep()).refreshFamilies).toBeGreaterThan(0);
    expect(
      await t.db.select().from(refreshFamilies).where(eq(refreshFamilies.userId, owner.row.id)),
    ).toEqual([]);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(refusedBefore);
  });
});
