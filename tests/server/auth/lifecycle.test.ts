import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshFamilies, refreshTokens } from '../../../server/db/schema/refreshTokens';
import { users } from '../../../server/db/schema/users';
import { AUTH_MESSAGES } from '../../../server/services/auth/messages';
import { bearer, testApp } from '../support/harness';
import type { TestApp } from '../support/harness';
import { linkIn, login, logout, refresh, refreshTokenOf, tokenOf } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const decodePayload = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('the account life cycle', () => {
  it('register → confirm through the outbox link → sign in → refresh → logout → refresh fails', async () => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: {
        fullName: 'Rosa Reyes',
        email: 'Rosa.Reyes@School.org',
        password: 'Blue-Harbour-42!',
        country: 'ESP',
      },
    });
    expect(registration.statusCode).toBe(202);
    expect(registration.json()).toEqual({ data: { message: AUTH_MESSAGES.registrationAccepted } });

    const [created] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'rosa.reyes@school.org'));
    expect(created).toMatchObject({
      role: 'public',
      fullName: 'Rosa Reyes',
      country: 'ESP',
      emailVerifiedAt: null,
    });
    expect(created?.passwordHash.startsWith('$argon2id$')).toBe(true);

    // Before confirming, the right password is met with "confirm your e-mail", not a session.
    const early = await login(t.app, 'rosa.reyes@school.org', 'Blue-Harbour-42!');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: AUTH_MESSAGES.emailUnverified });
    expect(refreshTokenOf(early)).toBeUndefined();

    const outbox = await t.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to).toBe('rosa.reyes@school.org');
    const link = linkIn(outbox[0], `${t.config.publicUrl}/auth/verify-email?token=`);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${tokenOf(link)}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { message: AUTH_MESSAGES.emailVerified } });

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${tokenOf(link)}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.verifyLinkUsed });

    const signedIn = await login(t.app, '  ROSA.REYES@school.org ', 'Blue-Harbour-42!');
    expect(signedIn.statusCode).toBe(200);
    const accessToken = signedIn.json<{ data: string }>().data;
    expect(decodePayload(accessToken)).toMatchObject({
      id: created?.id,
      name: 'Rosa Reyes',
      role: 'public',
      country: 'ESP',
      accessType: 'DEFAULT',
    });
    const first = refreshTokenOf(signedIn);
    expect(first).toBeDefined();

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: bearer(accessToken),
    });
    expect(profile.statusCode).toBe(200);

    const refreshed = await refresh(t.app, first);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['content-type']).toMatch(/^text\/plain/);
    expect(decodePayload(refreshed.body)).toMatchObject({ id: created?.id, role: 'public' });
    const second = refreshTokenOf(refreshed);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // Only hashes are kept: the database never holds a usable token.
    const stored = await t.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect([first, second]).not.toContain(row.tokenHash);
    }

    const out = await logout(t.app, second);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: '/' });
    expect(out.cookies.filter((c) => c.name === 'parlo_refresh').every((c) => c.value === '')).toBe(
      true,
    );

    const after = await refresh(t.app, second);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: AUTH_MESSAGES.sessionEnded });
    const [family] = await t.db
      .select()
      .from(refreshFamilies)
      .where(eq(refreshFamilies.userId, created?.id ?? 0));
    expect(family?.revokedReason).toBe('logout');
  });

  it('the refresh cookie is httpOnly, SameSite=Strict, scoped to the refresh and logout calls, not Secure over http', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { fullName: 'Cato Cook', email: 'cato@school.org', password: 'Blue-Harbour-42!' },
    });
    const mail = t.mails.find((m) => m.to === 'cato@school.org');
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${tokenOf(linkIn(mail, t.config.publicUrl))}`,
    });
    const signedIn = await login(t.app, 'cato@school.org', 'Blue-Harbour-42!');
    const cookies = signedIn.cookies.filter((c) => c.name === 'parlo_refresh');
    expect(cookies.map((c) => c.path).sort()).toEqual(['/api/auth', '/api/logout']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: t.config.refreshIdleTtlSeconds,
      });
      expect(cookie.secure).toBeFalsy();
    }
  });

  it('a confirmation link that has expired is refused with a way forward', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { fullName: 'Ezra Evans', email: 'ezra@school.org', password: 'Blue-Harbour-42!' },
    });
    const token = tokenOf(
      linkIn(
        t.mails.find((m) => m.to === 'ezra@school.org'),
        t.config.publicUrl,
      ),
    );
    t.clock.advance(24 * 60 * 60 + 1);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.verifyLinkExpired });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ezra@school.org'));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('an unknown confirmation token is refused', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-real-token',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.verifyLinkUnknown });
  });
});
