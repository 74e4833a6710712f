import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUPIL_ATTEMPT_MESSAGES, type SubmittedAttempt } from '@/infrastructure/api/pupilHomework';
import { homeworks, pupilTaskAttempts } from '../../../server/db/schema/homework';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import {
  HALF,
  insertClassroom,
  insertHomework,
  RIGHT,
  WRONG,
  type InsertedHomework,
} from '../homework/support';

/*
 * POST /api/v1/pupil/attempts (issue #11): the server marks the attempt with the task it kept,
 * stores it once per attempt key whatever the retries, and refuses bad input without changing
 * anything. The test clock is 2026-03-02; the homework below runs 03-01 → 03-20.
 */

type Homework = InsertedHomework & { readonly pupilHomeworkIds: readonly number[] };

let t: TestApp;
let teacher: CreatedUser;
let admin: CreatedUser;
let ana: CreatedUser;
let ben: CreatedUser;
let market: Homework;
let other: Homework;
let closed: Homework;
let future: Homework;
let late: Homework;
const tokens = new Map<CreatedUser, string>();

async function post(user: CreatedUser, payload: unknown) {
  const token = tokens.get(user) ?? (await tokenFor(t.app, user));
  tokens.set(user, token);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pupil/attempts',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

const attempt = (
  homework: { id: number; taskIds: readonly number[] },
  answers: readonly (readonly string[])[],
  attemptKey: string = randomUUID(),
  task = 0,
) => ({
  homeworkId: homework.id,
  taskId: homework.taskIds[task] ?? 0,
  attemptKey,
  submittedData: { answers },
});

const countAttempts = async () => (await t.db.select().from(pupilTaskAttempts)).length;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { role: 'PUPIL', fullName: 'Ana', teacherId: teacher.row.id });
  ben = await createUser(t.db, { role: 'PUPIL', fullName: 'Ben', teacherId: teacher.row.id });
  const classA = await insertClassroom(t.db, teacher.row.id);
  const pupils = [
    { pupilId: ana.row.id, classroomId: classA },
    { pupilId: ben.row.id, classroomId: classA },
  ];
  const base = { teacherId: teacher.row.id, classroomIds: [classA] };
  market = await insertHomework(t.db, { ...base, pupils });
  // Given to Ben only: Ana may not answer it even with a right task id.
  other = await insertHomework(t.db, { ...base, name: 'Ben’s', pupils: [pupils[1]!] });
  closed = await insertHomework(t.db, {
    ...base,
    name: 'Closed',
    closedAt: new Date('2026-03-01T12:00:00Z'),
    pupils,
  });
  future = await insertHomework(t.db, {
    ...base,
    name: 'Next week',
    startsAt: new Date('2026-03-09T00:00:00Z'),
    dueAt: new Date('2026-03-16T00:00:00Z'),
    pupils,
  });
  late = await insertHomework(t.db, {
    ...base,
    name: 'Past due',
    startsAt: new Date('2026-02-01T00:00:00Z'),
    dueAt: new Date('2026-02-10T00:00:00Z'),
    pupils,
  });
});
afterAll(() => t.close());

describe('POST /api/v1/pupil/attempts', () => {
  it('marks the attempt on the server with the stored task and stores it once (201)', async () => {
    const before = await countAttempts();
    const response = await post(ana, attempt(market, HALF, 'first-attempt-ana'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: SubmittedAttempt }>();
    expect(data).toMatchObject({
      pupilHomeworkId: market.pupilHomeworkIds[0],
      taskId: market.taskIds[0],
      attemptKey: 'first-attempt-ana',
      scorePercentage: 50,
      testPassed: true,
      replayed: false,
      createdAt: t.clock.now().toISOString(),
    });
    expect(data.items.map((item) => item.expected)).toEqual([['el pan'], ['el queso']]);
    expect(data.items[1]?.marking).toMatchObject({ marking: 'automatic', correct: [false] });
    const rows = await t.db
      .select()
      .from(pupilTaskAttempts)
      .where(eq(pupilTaskAttempts.id, data.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scorePercentage: 50, submittedData: { answers: HALF } });
    expect(await countAttempts()).toBe(before + 1);
  });

  it('gives back the stored attempt to a retry with the same key and answers (200, replayed)', async () => {
    const body = attempt(market, RIGHT);
    const first = await post(ana, body);
    const before = await countAttempts();
    const retry = await post(ana, body);
    expect(retry.statusCode).toBe(200);
    const stored = first.json<{ data: SubmittedAttempt }>().data;
    expect(retry.json<{ data: SubmittedAttempt }>().data).toEqual({ ...stored, replayed: true });
    expect(await countAttempts()).toBe(before);
  });

  it('stores exactly one row for 20 concurrent sends of one attempt, all answered alike', async () => {
    const body = attempt(market, WRONG, `burst-${randomUUID()}`);
    await tokenFor(t.app, ana).then((token) => tokens.set(ana, token));
    const before = await countAttempts();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(ana, body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(responses.map((r) => r.json<{ data: SubmittedAttempt }>().data.id));
    expect(ids.size).toBe(1);
    expect(await countAttempts()).toBe(before + 1);
    const rows = await t.db
      .select()
      .from(pupilTaskAttempts)
      .where(eq(pupilTaskAttempts.attemptKey, body.attemptKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with other answers or another task (409) and keeps the first', async () => {
    const key = `reused-${randomUUID()}`;
    expect((await post(ana, attempt(market, WRONG, key))).statusCode).toBe(201);
    const before = await countAttempts();
    for (const body of [attempt(market, RIGHT, key), attempt(market, WRONG, key, 1)]) {
      const response = await post(ana, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PUPIL_ATTEMPT_MESSAGES.keyReused });
    }
    expect(await countAttempts()).toBe(before);
    const [row] = await t.db
      .select()
      .from(pupilTaskAttempts)
      .where(eq(pupilTaskAttempts.attemptKey, key));
    expect(row?.submittedData).toEqual({ answers: WRONG });
  });

  it('lets two pupils use the same key: keys are per pupil homework', async () => {
    const key = `shared-${randomUUID()}`;
    expect((await post(ana, attempt(market, RIGHT, key))).statusCode).toBe(201);
    const benAnswer = await post(ben, attempt(market, WRONG, key));
    expect(benAnswer.statusCode).toBe(201);
    expect(benAnswer.json<{ data: SubmittedAttempt }>().data.scorePercentage).toBe(0);
  });

  it('never takes a score from the browser: a smuggled score is dropped, the server’s stored', async () => {
    const body = {
      ...attempt(market, WRONG),
      scorePercentage: 100,
      testPassed: true,
      submittedData: { answers: WRONG, scorePercentage: 100 },
      marking: { scorePercentage: 100, testPassed: true, items: [] },
    };
    const response = await post(ana, body);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: SubmittedAttempt }>().data).toMatchObject({
      scorePercentage: 0,
      testPassed: false,
    });
    const [row] = await t.db
      .select()
      .from(pupilTaskAttempts)
      .where(eq(pupilTaskAttempts.attemptKey, body.attemptKey));
    expect(row).toMatchObject({ scorePercentage: 0, testPassed: false });
    expect(row?.submittedData).toEqual({ answers: WRONG });
  });

  it('takes late work (after the due date) while the homework is open', async () => {
    const response = await post(ana, attempt(late, RIGHT));
    expect(response.statusCode).toBe(201);
  });

  describe('refuses bad input with a clear message and changes nothing', () => {
    const cases: [string, () => unknown, number, string | RegExp][] = [
      [
        'a task of a homework not given to the pupil',
        () => attempt(other, RIGHT),
        404,
        PUPIL_ATTEMPT_MESSAGES.notFound,
      ],
      [
        'a task of another homework',
        () => ({ ...attempt(market, RIGHT), taskId: other.taskIds[0] }),
        404,
        PUPIL_ATTEMPT_MESSAGES.notFound,
      ],
      [
        'a task that never existed',
        () => ({ ...attempt(market, RIGHT), taskId: 999_999 }),
        404,
        PUPIL_ATTEMPT_MESSAGES.notFound,
      ],
      [
        'a homework the teacher closed',
        () => attempt(closed, RIGHT),
        409,
        PUPIL_ATTEMPT_MESSAGES.closed,
      ],
      [
        'a homework that has not started',
        () => attempt(future, RIGHT),
        409,
        PUPIL_ATTEMPT_MESSAGES.notStarted,
      ],
      [
        'too few answers',
        () => attempt(market, [['el pan']]),
        400,
        'This task has 2 questions, but 1 answers were sent.',
      ],
      [
        'two answers to a one-part question',
        () => attempt(market, [['el pan', 'x'], ['el queso']]),
        400,
        'Question 1 takes 1 answer, but 2 were sent.',
      ],
      [
        'an answer too long for the task',
        () => attempt(market, [['a'.repeat(501)], ['el queso']]),
        400,
        'An answer to question 1 is longer than 500 characters.',
      ],
      [
        'an answer too long for any task',
        () => attempt(market, [['a'.repeat(2001)], ['el queso']]),
        400,
        /^submittedData\.answers\.0\.0 is not valid/,
      ],
      [
        'answers that are not strings',
        () => attempt(market, [[1], ['el queso']] as never),
        400,
        /^submittedData\.answers\.0\.0 is not valid/,
      ],
      [
        'a malformed attempt key',
        () => attempt(market, RIGHT, 'short'),
        400,
        /^attemptKey is not valid: an attempt key of 8 to 100/,
      ],
      [
        'no attempt key',
        () => ({ ...attempt(market, RIGHT), attemptKey: undefined }),
        400,
        /^attemptKey is required/,
      ],
      [
        'no answers',
        () => ({ ...attempt(market, RIGHT), submittedData: undefined }),
        400,
        /^submittedData is required/,
      ],
    ];
    it.each(cases)('%s', async (_what, body, status, message) => {
      const before = await countAttempts();
      const response = await post(ana, body());
      expect(response.statusCode).toBe(status);
      const text = response.json<{ message: string }>().message;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
      expect(await countAttempts()).toBe(before);
    });
  });

  it('still gives back an attempt stored before the teacher closed the homework', async () => {
    const body = attempt(market, RIGHT, `before-close-${randomUUID()}`);
    const first = await post(ana, body);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(homeworks)
      .set({ closedAt: t.clock.now() })
      .where(eq(homeworks.id, market.id));
    try {
      const retry = await post(ana, body);
      expect(retry.statusCode).toBe(200);
      expect(retry.json<{ data: SubmittedAttempt }>().data.id).toBe(
        first.json<{ data: SubmittedAttempt }>().data.id,
      );
      const fresh = await post(ana, attempt(market, RIGHT));
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json()).toEqual({ message: PUPIL_ATTEMPT_MESSAGES.closed });
    } finally {
      await t.db.update(homeworks).set({ closedAt: null }).where(eq(homeworks.id, market.id));
    }
  });

  it('is refused to teachers and admins (403): they never submit attempts', async () => {
    const before = await countAttempts();
    for (const user of [teacher, admin]) {
      const response = await post(user, attempt(market, RIGHT));
      expect(response.statusCode).toBe(403);
    }
    expect(await countAttempts()).toBe(before);
  });
});
