import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { LOGIN_THROTTLE, loginWaitMessage, MAX_DELAY_SECONDS } from '@/domain/auth/loginThrottle';
import { loginFailures } from '../../../server/db/schema/loginFailures';
import { lockLoginCounters, refundLoginAttempt } from '../../../server/db/repositories/rateLimits';
import { rateLimits } from '../../../server/db/schema/rateLimits';
import * as passwords from '../../../server/services/auth/passwords';
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
const PAIR_FREE = LOGIN_THROTTLE.pair.freeFailures;
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

/** Wrong passwords from one address, each after the wait the previous answer asked for. */
async function failPatiently(loginName: string, times: number, address: string): Promise<void> {
  for (let i = 0; i < times;) {
    const answer = await login(t.app, loginName, `Wrong-Guess-${i}!`, address);
    if (answer.statusCode === 429) {
      t.clock.advance(Number(answer.headers['retry-after']));
      continue;
    }
    expect(answer.statusCode).toBe(401);
    i += 1;
  }
}

async function counterOf(scope: string, key: string) {
  const [row] = await t.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
  return row;
}

describe('sign-in slows down wrong passwords instead of locking the account (issue #9)', () => {
  it('from one address: free failures, then 429 with a Retry-After that doubles; after the wait the right password works', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const address = uniqueAddress();
    for (let i = 0; i < PAIR_FREE; i += 1)
      expect((await login(t.app, user.login, `Wrong-Guess-${i}!`, address)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await login(t.app, user.login, user.password, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: loginWaitMessage(Number(refused.headers['retry-after'])),
      });
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait);
      expect((await login(t.app, user.login, `Wrong-Again-${round}!`, address)).statusCode).toBe(
        401,
      );
    }
    expect(waits).toEqual([1, 2, 4]);

    // Not a lock: once the wait is over, the right password signs in at once.
    const refused = await login(t.app, user.login, user.password, address);
    expect(refused.statusCode).toBe(429);
    t.clock.advance(Number(refused.headers['retry-after']));
    expect((await login(t.app, user.login, user.password, address)).statusCode).toBe(200);
    // … and the pair starts afresh: its free failures are back.
    for (let i = 0; i < PAIR_FREE; i += 1)
      expect((await login(t.app, user.login, `Wrong-Guess-${i}!`, address)).statusCode).toBe(401);
  });

  it('an attacker’s 50 wrong passwords for the teacher from address A do not stop the teacher signing in from address B', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    await failPatiently(teacher.login, 50, '198.51.100.66');
    expect((await counterOf('account', teacher.login.toLowerCase()))?.failures).toBe(50);
    // The attacker is slowed to the cap …
    const attacker = await login(t.app, teacher.login, 'One-More-Guess-1!', '198.51.100.66');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBe(MAX_DELAY_SECONDS);
    // … while the teacher, from the school, signs in at once.
    expect((await login(t.app, teacher.login, teacher.password, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });

  it('60 pupils of one classroom sign in from one school address at once: 60 successes', async () => {
    const school = '203.0.113.50';
    const pupils = await Promise.all(
      Array.from({ length: 60 }, () => createUser(t.db, { role: 'PUPIL' })),
    );
    const answers = await Promise.all(
      pupils.map((pupil) => login(t.app, pupil.login, pupil.password, school)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(pupils.map(() => 200));
    // Correct passwords are no failures: the address has used none of its room.
    expect((await counterOf('address', school))?.failures).toBe(0);
  });

  it('a right password’s refund waits for the pair before it takes the account: no deadlock with a reservation', async () => {
    // A reservation holds the pair and then waits for the account; a refund that took the
    // account first and then waited for the pair deadlocked them, and the sign-in answered 500.
    const account = `refund-${uniqueAddress()}`;
    const address = uniqueAddress();
    const pair = JSON.stringify([account, address]);
    const keys = [
      { scope: 'pair' as const, key: pair },
      { scope: 'account' as const, key: account },
      { scope: 'address' as const, key: address },
    ];
    await t.db.transaction((tx) => lockLoginCounters(tx, keys, t.clock.now()));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const pairLocked = new Promise<void>((resolve) => (locked = resolve));
    // Someone else's reservation holds the pair.
    const reservation = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${loginFailures} where scope = 'pair' and key = ${pair} for update`,
      );
      locked();
      await held;
    });
    await pairLocked;
    const refund = refundLoginAttempt(t.db, {
      pair,
      others: [
        { scope: 'account', key: account, previousLastFailureAt: null },
        { scope: 'address', key: address, previousLastFailureAt: null },
      ],
      reservedAt: t.clock.now(),
      now: t.clock.now(),
    });
    // While the refund waits, the account is free for the reservation to take next.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const accountFree = await t.db.transaction(async (tx) => {
      try {
        await tx.execute(
          sql`select 1 from ${loginFailures} where scope = 'account' and key = ${account} for update nowait`,
        );
        return true;
      } catch {
        return false;
      }
    });
    release();
    await reservation;
    await refund;
    expect(accountFree).toBe(true);
  });

  it('a class with a few typing mistakes still signs in: each mistake costs only that pupil', async () => {
    const school = '203.0.113.51';
    const pupils = await Promise.all(
      Array.from({ length: 30 }, () => createUser(t.db, { role: 'PUPIL' })),
    );
    for (const pupil of pupils)
      expect((await login(t.app, pupil.login, 'Typo-Pass-1!', school)).statusCode).toBe(401);
    const answers = await Promise.all(
      pupils.map((pupil) => login(t.app, pupil.login, pupil.password, school)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(pupils.map(() => 200));
  });

  it('a correct password never counts as a failure and clears its pair’s failures', async () => {
    const user = await createUser(t.db, { role: 'PUPIL' });
    const address = uniqueAddress();
    for (let i = 0; i < PAIR_FREE - 1; i += 1)
      await login(t.app, user.login, 'Wrong-Guess-1!', address);
    const pairKey = JSON.stringify([user.login.toLowerCase(), address]);
    expect((await counterOf('pair', pairKey))?.failures).toBe(PAIR_FREE - 1);
    expect((await login(t.app, user.login, user.password, address)).statusCode).toBe(200);
    expect((await counterOf('pair', pairKey))?.failures).toBe(0);
    expect((await counterOf('account', user.login.toLowerCase()))?.failures).toBe(PAIR_FREE - 1);
    expect((await counterOf('address', address))?.failures).toBe(PAIR_FREE - 1);
    for (let i = 0; i < PAIR_FREE; i += 1) {
      expect((await login(t.app, user.login, 'Wrong-Guess-1!', address)).statusCode).toBe(401);
    }
  });

  it('an account that does not exist is slowed the same way, so the answers reveal nothing', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < PAIR_FREE; i += 1)
      expect((await login(t.app, 'ghost@school.org', 'Wrong-1!a', address)).statusCode).toBe(401);
    const refused = await login(t.app, 'ghost@school.org', 'Wrong-1!a', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('parallel guesses from one address cannot slip past: exactly the free ones of 12 are checked', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t.app, user.login, `Parallel-Guess-${i}!`, address),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FREE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PAIR_FREE);
  });

  it('guesses spread over many addresses slow every address that failed, never a new one', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const free = LOGIN_THROTTLE.account.freeFailures;
    const botnet = Array.from({ length: free + 3 }, (_, i) => `198.18.0.${i + 1}`);
    for (const [i, bot] of botnet.entries())
      expect((await login(t.app, user.login, `Botnet-Guess-${i}!`, bot)).statusCode).toBe(401);
    // Each bot failed once, yet must wait: the account is under attack.
    const again = await login(t.app, user.login, 'Botnet-Again-1!', botnet[0] ?? '');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from an address that never failed, is not held back.
    expect((await login(t.app, user.login, user.password, uniqueAddress())).statusCode).toBe(200);
  });

  it('password spraying from one address slows that address, but not pupils who signed in from it before, nor other addresses', async () => {
    const school = '203.0.113.77';
    const regular = await createUser(t.db, { role: 'PUPIL' });
    const newcomer = await createUser(t.db, { role: 'PUPIL' });
    expect((await login(t.app, regular.login, regular.password, school)).statusCode).toBe(200);
    const free = LOGIN_THROTTLE.address.freeFailures;
    for (let start = 0; start < free; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(t.app, `sprayed${start + i}@school.org`, 'Spray-Pass-1!', school),
        ),
      );
      expect(batch.map((a) => a.statusCode)).toEqual(batch.map(() => 401));
    }
    const slowed = await login(t.app, newcomer.login, newcomer.password, school);
    expect(slowed.statusCode).toBe(429);
    expect((await login(t.app, regular.login, regular.password, school)).statusCode).toBe(200);
    expect(
      (await login(t.app, newcomer.login, newcomer.password, uniqueAddress())).statusCode,
    ).toBe(200);
    t.clock.advance(Number(slowed.headers['retry-after']));
    expect((await login(t.app, newcomer.login, newcomer.password, school)).statusCode).toBe(200);
  });

  it('a refused attempt never reaches the password hash', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const address = uniqueAddress();
    for (let i = 0; i < PAIR_FREE; i += 1)
      await login(t.app, user.login, `Wrong-Guess-${i}!`, address);
    const hashed = vi.spyOn(passwords, 'verifyPassword');
    try {
      const refused = await login(t.app, user.login, user.password, address);
      expect(refused.statusCode).toBe(429);
      expect(hashed).not.toHaveBeenCalled();
      // The spy does see the hash checked once the wait is over.
      t.clock.advance(Number(refused.headers['retry-after']));
      expect((await login(t.app, user.login, user.password, address)).statusCode).toBe(200);
      expect(hashed).toHaveBeenCalledTimes(1);
    } finally {
      hashed.mockRestore();
    }
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
      const address = uniqueAddress();
      for (let i = 0; i < PAIR_FREE; i += 1) {
        const app = i % 2 === 0 ? t.app : otherProcess;
        expect((await login(app, user.login, 'Wrong-Guess-1!', address)).statusCode).toBe(401);
      }
      expect((await login(otherProcess, user.login, user.password, address)).statusCode).toBe(429);
      expect((await login(t.app, user.login, user.password, address)).statusCode).toBe(429);
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
