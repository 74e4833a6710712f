import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { rateLimits } from '../../../server/db/schema/rateLimits';
import { buildApp } from '../../../server/http/app';
import {
  countAttempt,
  RATE_LIMITS,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../../server/services/rateLimit';
import { createUser, testApp } from '../support/harness';
import type { TestApp } from '../support/harness';
import { login } from '../auth/support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = { message: TOO_MANY_ATTEMPTS_MESSAGE };
const WINDOW = RATE_LIMITS.loginAccount.windowSeconds;
let counter = 0;
const uniqueAddress = () => {
  counter += 1;
  return `192.0.2.${counter}`;
};

function forgot(email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/forgetPassword',
    payload: { email },
    remoteAddress,
  });
}

describe('login limits per account', () => {
  it('after 5 failures the account answers 429 with Retry-After, even to the right password, until the window ends', async () => {
    const user = await createUser(t.db, { role: 'public' });
    for (let i = 0; i < RATE_LIMITS.loginAccount.limit; i += 1) {
      expect(
        (await login(t.app, user.login, `Wrong-Guess-${i}!`, uniqueAddress())).statusCode,
      ).toBe(401);
    }
    const limited = await login(t.app, user.login, user.password, uniqueAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBe(String(WINDOW));

    t.clock.advance(WINDOW / 3);
    const later = await login(t.app, user.login.toUpperCase(), user.password, uniqueAddress());
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(WINDOW - WINDOW / 3);

    t.clock.advance(WINDOW);
    expect((await login(t.app, user.login, user.password, uniqueAddress())).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures counted so far', async () => {
    const user = await createUser(t.db, { role: 'PUPIL' });
    for (let i = 0; i < 4; i += 1)
      await login(t.app, user.login, 'Wrong-Guess-1!', uniqueAddress());
    expect((await login(t.app, user.login, user.password, uniqueAddress())).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(
        and(eq(rateLimits.bucket, 'login:account'), eq(rateLimits.key, user.login.toLowerCase())),
      );
    expect(row).toBeUndefined();
    for (let i = 0; i < 4; i += 1) {
      expect((await login(t.app, user.login, 'Wrong-Guess-1!', uniqueAddress())).statusCode).toBe(
        401,
      );
    }
  });

  it('an account that does not exist is limited the same way, so the limit reveals nothing', async () => {
    for (let i = 0; i < RATE_LIMITS.loginAccount.limit; i += 1)
      await login(t.app, 'ghost@school.org', 'Wrong-1!a', uniqueAddress());
    expect((await login(t.app, 'ghost@school.org', 'Wrong-1!a', uniqueAddress())).statusCode).toBe(
      429,
    );
  });

  it('parallel guesses cannot slip past the limit: exactly 5 of 12 are checked', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t.app, user.login, `Parallel-Guess-${i}!`, uniqueAddress()),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.loginAccount.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - RATE_LIMITS.loginAccount.limit);
  });
});

describe('login limits per address', () => {
  it('too many failures from one address block it, while another address signs in', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const attacker = '198.51.100.7';
    for (let i = 0; i < RATE_LIMITS.loginAddress.limit; i += 1) {
      // A different account each time: only the address limit can stop this.
      expect(
        (await login(t.app, `victim${i}@school.org`, 'Spray-Pass-1!', attacker)).statusCode,
      ).toBe(401);
    }
    const blocked = await login(t.app, user.login, user.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(t.app, user.login, user.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('successful sign-ins from one address (a class at school) do not use up its limit', async () => {
    const school = '203.0.113.50';
    const pupils = await Promise.all(
      Array.from({ length: 3 }, () => createUser(t.db, { role: 'PUPIL' })),
    );
    for (const pupil of pupils)
      expect((await login(t.app, pupil.login, pupil.password, school)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, 'login:address'), eq(rateLimits.key, school)));
    expect(row?.count).toBe(0);
  });
});

describe('forgot-password and registration limits', () => {
  it('forgot-password is limited per e-mail address', async () => {
    for (let i = 0; i < RATE_LIMITS.forgotAccount.limit; i += 1) {
      expect((await forgot('often@school.org', uniqueAddress())).statusCode).toBe(202);
    }
    const limited = await forgot('often@school.org', uniqueAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await forgot('other@school.org', uniqueAddress())).statusCode).toBe(202);
  });

  it('forgot-password is limited per client address', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < RATE_LIMITS.forgotAddress.limit; i += 1) {
      expect((await forgot(`someone${i}@school.org`, address)).statusCode).toBe(202);
    }
    expect((await forgot('one-more@school.org', address)).statusCode).toBe(429);
    expect((await forgot('one-more@school.org', '198.51.100.21')).statusCode).toBe(202);
  });

  it('registration is limited per client address', async () => {
    const address = '198.51.100.30';
    const register = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: {
          fullName: 'New Teacher',
          email: `new${i}@school.org`,
          password: 'Blue-Harbour-42!',
        },
        remoteAddress,
      });
    for (let i = 0; i < RATE_LIMITS.registrationAddress.limit; i += 1) {
      expect((await register(i, address)).statusCode).toBe(202);
    }
    const limited = await register(99, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect((await register(100, '198.51.100.31')).statusCode).toBe(202);
  });
});

describe('counters live in PostgreSQL', () => {
  it('two server processes on one database share the counters', async () => {
    const second = openDatabase(t.databaseUrl, { max: 2 });
    const otherProcess = await buildApp({
      config: t.config,
      db: second.db,
      clock: t.clock,
      mail: { send: () => Promise.resolve() },
    });
    try {
      const user = await createUser(t.db, { role: 'public' });
      for (let i = 0; i < RATE_LIMITS.loginAccount.limit; i += 1) {
        const app = i % 2 === 0 ? t.app : otherProcess;
        expect((await login(app, user.login, 'Wrong-Guess-1!', uniqueAddress())).statusCode).toBe(
          401,
        );
      }
      expect(
        (await login(otherProcess, user.login, user.password, uniqueAddress())).statusCode,
      ).toBe(429);
      expect((await login(t.app, user.login, user.password, uniqueAddress())).statusCode).toBe(429);
    } finally {
      await otherProcess.close();
      await second.close();
    }
  });

  it('a window opens at the first attempt and a new one starts after it closes', async () => {
    const rule = { bucket: 'test:window', limit: 2, windowSeconds: 60 };
    const start = t.clock.now();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await countAttempt(t.db, at(0), rule, 'k')).toEqual({ allowed: true });
    expect(await countAttempt(t.db, at(30), rule, 'k')).toEqual({ allowed: true });
    expect(await countAttempt(t.db, at(45), rule, 'k')).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
    });
    expect(await countAttempt(t.db, at(60), rule, 'k')).toEqual({ allowed: true });
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.bucket, 'test:window'));
    expect(row).toMatchObject({ count: 1, windowStart: at(60) });
  });
});
