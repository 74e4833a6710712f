import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRING_MAX_LENGTH } from '@/domain/validation/characters';
import {
  TEACHER_PROFILE_MESSAGES,
  TEACHER_PROFILES_MAX,
} from '@/domain/validation/teacherProfiles';
import type { Profile } from '@/infrastructure/api/accounts';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * Teaching profiles are validated as a list (issue #9: a 200,000-character language and 5,000
 * profiles in one request were accepted), and saving a profile no longer sends overlapping
 * queries down a transaction's one connection.
 */

let t: TestApp;
let teacher: CreatedUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  teacher = await createUser(t.db, { role: 'public' });
  headers = bearer(await tokenFor(t.app, teacher));
});

const profile = (name: string, nativeLanguage = 'en', targetLanguage = 'es') => ({
  name,
  nativeLanguage,
  targetLanguage,
});

const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account_setting', headers, payload });

async function savedProfiles(): Promise<readonly string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account_setting', headers });
  return response.json<{ data: Profile }>().data.teacherProfiles.map((p) => p.name);
}

/** A request refused with 400 and this message; the saved list is still `before`. */
async function expectRefused(payload: Record<string, unknown>, message: RegExp | string) {
  const before = await savedProfiles();
  const response = await put({ ...payload, fullName: 'Not Saved' });
  expect(response.statusCode).toBe(400);
  const body = response.json<{ message: string }>();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await savedProfiles()).toEqual(before);
}

describe('PUT /account_setting teacherProfiles', () => {
  beforeEach(async () => {
    expect((await put({ teacherProfiles: [profile('Kept')] })).statusCode).toBe(200);
  });

  it('refuses a language that is not a catalogue code, naming the field', async () => {
    await expectRefused(
      { teacherProfiles: [profile('Year 8', 'en', 'klingon')] },
      `teacherProfiles.0.targetLanguage is not valid: ${TEACHER_PROFILE_MESSAGES.language}`,
    );
    await expectRefused(
      { teacherProfiles: [profile('Year 8', 'x'.repeat(300))] },
      /^teacherProfiles\.0\.nativeLanguage is not valid/,
    );
  });

  it('refuses a 200,000-character language before reading it', async () => {
    await expectRefused(
      { teacherProfiles: [profile('Year 8', 'e'.repeat(200_000))] },
      `teacherProfiles.0.nativeLanguage (in the request body) is too long: no field may be longer than ${STRING_MAX_LENGTH} characters.`,
    );
  });

  it(`keeps up to ${TEACHER_PROFILES_MAX} profiles and refuses one more, or 5,000`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => profile(`Class ${i + 1}`));
    const full = await put({ teacherProfiles: many(TEACHER_PROFILES_MAX) });
    expect(full.statusCode).toBe(200);
    expect(full.json<{ data: Profile }>().data.teacherProfiles).toHaveLength(TEACHER_PROFILES_MAX);
    for (const n of [TEACHER_PROFILES_MAX + 1, 5000])
      await expectRefused(
        { teacherProfiles: many(n) },
        `teacherProfiles is not valid: ${TEACHER_PROFILE_MESSAGES.tooMany}`,
      );
  });

  it('refuses two profiles of one name (trimmed, any case), naming the second', async () => {
    await expectRefused(
      { teacherProfiles: [profile('Year 8'), profile('French', 'en', 'fr'), profile(' year 8 ')] },
      `teacherProfiles.2.name is not valid: ${TEACHER_PROFILE_MESSAGES.duplicate}`,
    );
  });

  it('accepts one language pair under two names', async () => {
    const response = await put({ teacherProfiles: [profile('Year 8'), profile('Year 9')] });
    expect(response.statusCode).toBe(200);
    expect(await savedProfiles()).toEqual(['Year 8', 'Year 9']);
  });
});

describe('saving a profile and answering it', () => {
  /** The most queries seen running at once on any one connection (pg.Client). */
  let overlap = 0;
  // Put back as it was, on the prototype, so `this` is always the client.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = pg.Client.prototype.query;

  beforeEach(() => {
    overlap = 0;
    const running = new WeakMap<object, number>();
    const settle = (client: object) => running.set(client, (running.get(client) ?? 1) - 1);
    // Counts what is in flight per client; pg queues a second query on a busy client, which
    // it deprecates now and refuses in its next major version.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      overlap = Math.max(overlap, now);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          settle(this);
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) return result.finally(() => settle(this));
      settle(this);
      return result;
    } as typeof original;
  });
  afterEach(() => {
    pg.Client.prototype.query = original;
  });

  it('never runs two queries at once on one connection', async () => {
    const response = await put({
      fullName: 'Tess Teacher',
      teacherProfiles: [profile('Year 8'), profile('Year 9', 'en', 'fr')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Profile }>().data.teacherProfiles).toHaveLength(2);
    expect(overlap).toBe(1);
  });
});
