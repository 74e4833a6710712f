import { and, eq, inArray } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPassword, isValidUserName } from '@/domain/validation/patterns';
import {
  AddPupilsResponse,
  LoginCardResponse,
  PupilListResponse,
  RemovedPupilResponse,
} from '@/infrastructure/api/classrooms';
import type { LoginCard } from '@/infrastructure/api/classrooms';
import { classroomPupils, classrooms } from '../../../server/db/schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
} from '../../../server/db/schema/homework';
import { idempotencyKeys } from '../../../server/db/schema/idempotencyKeys';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { givePlan } from '../support/plans';
import { bearer, createUser, signIn, testApp, tokenFor } from '../support/harness';

/*
 * Pupil accounts (issue #10): names pasted → login cards shown once; bad input (a name twice,
 * a name against spec §5, the plan's limit, another teacher's classroom) is refused with a
 * clear message and creates nothing; reset, move and remove stay within the teacher's own.
 */

let t: TestApp;
let teacher: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let teacherHeaders: Record<string, string>;
let otherHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, teacher.row.id, { pupils: 12 }, t.clock.now());
  other = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, other.row.id, { pupils: 30 }, t.clock.now());
  admin = await createUser(t.db, { role: 'admin' });
  teacherHeaders = bearer(await tokenFor(t.app, teacher));
  otherHeaders = bearer(await tokenFor(t.app, other));
  adminHeaders = bearer(await tokenFor(t.app, admin));
});
afterAll(() => t.close());

async function classroomOf(owner: CreatedUser, name: string): Promise<number> {
  const [row] = await t.db
    .insert(classrooms)
    .values({ teacherId: owner.row.id, name, language: 'es', levelKey: 'A1' })
    .returning({ id: classrooms.id });
  if (row === undefined) throw new Error('no classroom');
  return row.id;
}

const addNames = (classroomId: number, names: readonly string[], as = teacherHeaders) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/classrooms/${classroomId}/pupils`,
    headers: as,
    payload: { names },
  });

async function added(classroomId: number, names: readonly string[]): Promise<readonly LoginCard[]> {
  const response = await addNames(classroomId, names);
  expect(response.statusCode).toBe(201);
  const body = AddPupilsResponse.decode(response.json());
  if (E.isLeft(body)) throw new Error('the answer does not match AddPupilsResponse');
  return body.right.data.cards;
}

const pupilsOf = async (teacherId: number) =>
  t.db
    .select()
    .from(users)
    .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')));

/** A homework of `owner` set for `classroomId`, open or not, with one task. */
async function homeworkFor(
  owner: CreatedUser,
  classroomId: number,
  when: { startsAt: Date; dueAt: Date; closedAt?: Date },
): Promise<{ homeworkId: number; taskId: number }> {
  const [homework] = await t.db
    .insert(homeworks)
    .values({ teacherId: owner.row.id, name: 'Homework', ...when })
    .returning({ id: homeworks.id });
  if (homework === undefined) throw new Error('no homework');
  await t.db.insert(homeworkClassrooms).values({ homeworkId: homework.id, classroomId });
  const [task] = await t.db
    .insert(homeworkTasks)
    .values({
      homeworkId: homework.id,
      position: 0,
      taskName: 'Vocabulary',
      identifier: 'vocabulary',
      skill: 'VOCAB',
      template: 'MATCHING',
      passMark: 60,
      data: { format: 'vocabulary', items: [], language: 'es' },
    })
    .returning({ id: homeworkTasks.id });
  if (task === undefined) throw new Error('no task');
  return { homeworkId: homework.id, taskId: task.id };
}

const days = (n: number) => new Date(t.clock.now().getTime() + n * 24 * 3600 * 1000);

describe('POST /api/v1/classrooms/:id/pupils', () => {
  it('makes an account per name and answers a login card each, whose password signs in', async () => {
    const classroomId = await classroomOf(teacher, 'Cards class');
    const cards = await added(classroomId, ['Ana López', '', 'Ben Smith', 'Chloé Martin']);
    expect(cards.map((card) => card.fullName)).toEqual(['Ana López', 'Ben Smith', 'Chloé Martin']);
    expect(cards.map((card) => card.userName)).toEqual(['ana.lopez', 'ben.smith', 'chloe.martin']);
    for (const card of cards) {
      expect(isValidUserName(card.userName)).toBe(true);
      expect(isValidPassword(card.password)).toBe(true);
      expect(card.signInAddress).toBe('http://localhost:3000/signin');
    }
    const first = cards[0];
    if (first === undefined) throw new Error('no card');
    await signIn(t.app, first.userName, first.password);
    // The password is kept only as a hash.
    const [row] = await t.db.select().from(users).where(eq(users.id, first.pupilId));
    expect(row?.passwordHash).not.toContain(first.password);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/classrooms/${classroomId}/pupils`,
      headers: teacherHeaders,
    });
    const decoded = PupilListResponse.decode(listed.json());
    expect(E.isRight(decoded) && decoded.right.data[1]).toBe(3);
    expect(listed.body).not.toContain(first.password);
  });

  it('gives a name that is taken the next number', async () => {
    const classroomId = await classroomOf(teacher, 'Second Ben');
    const cards = await added(classroomId, ['Ben Smith']);
    expect(cards[0]?.userName).toBe('ben.smith2');
  });

  it('refuses a name given twice in one paste, naming the lines, and creates nothing', async () => {
    const classroomId = await classroomOf(teacher, 'Twice class');
    const before = (await pupilsOf(teacher.row.id)).length;
    const response = await addNames(classroomId, ['Dan Brown', 'Eve Adams', 'dan  brown']);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Line 3: “dan brown” is already on line 1. Give each pupil a name of their own, for example with a surname initial. No pupils were added.',
    );
    expect((await pupilsOf(teacher.row.id)).length).toBe(before);
  });

  it('refuses a name that breaks the spec §5 name rule, and creates nothing', async () => {
    const classroomId = await classroomOf(teacher, 'Rule class');
    const before = (await pupilsOf(teacher.row.id)).length;
    const response = await addNames(classroomId, ['Fay Gold', 'R2-D2']);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Line 2: “R2-D2” is not a name\. Use letters, spaces and hyphens only\./,
    );
    expect((await pupilsOf(teacher.row.id)).length).toBe(before);
  });

  it('refuses a list beyond the plan’s allowance with the numbers, and creates nothing', async () => {
    const classroomId = await classroomOf(teacher, 'Full class');
    const count = (await pupilsOf(teacher.row.id)).length;
    const room = 12 - count;
    const names = Array.from({ length: room + 1 }, (_, i) => `Pupil ${'abcdefghijklmnop'[i]}`);
    const response = await addNames(classroomId, names);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Your plan allows 12 pupils and you have ${count}, so ${room} more can be added, not ${room + 1}. Nothing was added. Upgrade for more pupils.`,
    });
    expect((await pupilsOf(teacher.row.id)).length).toBe(count);
    // Exactly the room left fits.
    expect((await addNames(classroomId, names.slice(0, room))).statusCode).toBe(201);
  });

  it('counts two lists sent at once one after the other: only one gets through', async () => {
    const small = await createUser(t.db, { role: 'public' });
    await givePlan(t.db, small.row.id, { pupils: 3 }, t.clock.now());
    const smallHeaders = bearer(await tokenFor(t.app, small));
    const classroomId = await classroomOf(small, 'Race class');
    // Hold the teacher's row, so both lists reach their transaction and wait there together.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from users where id = $1 for update', [small.row.id]);
    const sent = Promise.all([
      addNames(classroomId, ['Ola Park', 'Pia Quinn'], smallHeaders),
      addNames(classroomId, ['Ray Stone', 'Sue Todd'], smallHeaders),
    ]);
    const waiting = async () => {
      // The holder is inside a transaction, which would see one frozen snapshot of the view.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      return rows[0]?.n ?? 0;
    };
    while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await holder.query('commit');
    await holder.end();
    const answers = await sent;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await pupilsOf(small.row.id)).toHaveLength(2);
  });

  it('answers 404 for another teacher’s classroom and creates nothing there', async () => {
    const theirs = await classroomOf(other, 'Their class');
    const response = await addNames(theirs, ['Gil Hart']);
    expect(response.statusCode).toBe(404);
    const inIt = await t.db
      .select()
      .from(classroomPupils)
      .where(eq(classroomPupils.classroomId, theirs));
    expect(inIt).toEqual([]);
  });

  it('is refused to an admin (403), who changes nothing', async () => {
    const theirs = await classroomOf(other, 'Admin may not add');
    expect((await addNames(theirs, ['Hal Ives'], adminHeaders)).statusCode).toBe(403);
  });

  it('refuses an archived classroom', async () => {
    const classroomId = await classroomOf(other, 'Archived class');
    await t.db
      .update(classrooms)
      .set({ archivedAt: t.clock.now() })
      .where(eq(classrooms.id, classroomId));
    const response = await addNames(classroomId, ['Ida Jones'], otherHeaders);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/archived/);
  });

  it('gives new pupils the classroom’s open homework, not the closed or past-due ones', async () => {
    const classroomId = await classroomOf(other, 'Homework class');
    const open = await homeworkFor(other, classroomId, { startsAt: days(-1), dueAt: days(3) });
    await homeworkFor(other, classroomId, { startsAt: days(-5), dueAt: days(-1) });
    await homeworkFor(other, classroomId, {
      startsAt: days(-1),
      dueAt: days(3),
      closedAt: t.clock.now(),
    });
    const response = await addNames(classroomId, ['Jo King'], otherHeaders);
    const card = response.json<{ data: { cards: LoginCard[] } }>().data.cards[0];
    const given = await t.db
      .select({ homeworkId: pupilHomeworks.homeworkId, classroomId: pupilHomeworks.classroomId })
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.pupilId, card?.pupilId ?? 0));
    expect(given).toEqual([{ homeworkId: open.homeworkId, classroomId }]);
  });
});

describe('POST /api/v1/pupils/:id/password', () => {
  it('answers a new card; the old password and the pupil’s sessions stop working', async () => {
    const classroomId = await classroomOf(other, 'Reset class');
    const [card] = (await addNames(classroomId, ['Kim Lee'], otherHeaders)).json<{
      data: { cards: LoginCard[] };
    }>().data.cards;
    if (card === undefined) throw new Error('no card');
    const session = await signIn(t.app, card.userName, card.password);
    t.clock.advance(1);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pupils/${card.pupilId}/password`,
      headers: otherHeaders,
    });
    expect(reset.statusCode).toBe(200);
    const fresh = LoginCardResponse.decode(reset.json());
    if (E.isLeft(fresh)) throw new Error('the answer does not match LoginCardResponse');
    expect(fresh.right.data).toMatchObject({ pupilId: card.pupilId, userName: card.userName });
    expect(fresh.right.data.password).not.toBe(card.password);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: card.userName, password: card.password },
    });
    expect(oldLogin.statusCode).not.toBe(200);
    const oldToken = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: bearer(session.accessToken),
    });
    expect(oldToken.statusCode).toBe(401);
    await signIn(t.app, card.userName, fresh.right.data.password);
  });

  it('keeps no copy of the new password, even when sent with an Idempotency-Key', async () => {
    const theirs = await createUser(t.db, { role: 'PUPIL', teacherId: other.row.id });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pupils/${theirs.row.id}/password`,
      headers: { ...otherHeaders, 'idempotency-key': 'reset-once' },
    });
    const { password } = reset.json<{ data: LoginCard }>().data;
    const kept = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, other.row.id));
    // Kept answers are bytes (bytea): read them as the text they would be.
    expect(kept.map((row) => row.body?.toString('utf8') ?? '').join('\n')).not.toContain(password);
  });

  it('answers 404 for another teacher’s pupil and leaves their password', async () => {
    const theirs = await createUser(t.db, { role: 'PUPIL', teacherId: other.row.id });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pupils/${theirs.row.id}/password`,
      headers: teacherHeaders,
    });
    expect(response.statusCode).toBe(404);
    await signIn(t.app, theirs.login, theirs.password);
  });
});

describe('PATCH /api/v1/pupils/:id (move)', () => {
  it('moves a pupil to another own classroom, which gives its open homework', async () => {
    const from = await classroomOf(other, 'Move from');
    const to = await classroomOf(other, 'Move to');
    const open = await homeworkFor(other, to, { startsAt: days(-1), dueAt: days(2) });
    const [card] = (await addNames(from, ['Lou Moss'], otherHeaders)).json<{
      data: { cards: LoginCard[] };
    }>().data.cards;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/pupils/${card?.pupilId}`,
      headers: otherHeaders,
      payload: { classroomId: to },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ data: { id: card?.pupilId, classroomId: to } });
    const rows = await t.db
      .select()
      .from(classroomPupils)
      .where(eq(classroomPupils.pupilId, card?.pupilId ?? 0));
    expect(rows.map((r) => r.classroomId)).toEqual([to]);
    const given = await t.db
      .select()
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.pupilId, card?.pupilId ?? 0));
    expect(given.map((g) => g.homeworkId)).toEqual([open.homeworkId]);
  });

  it('refuses another teacher’s classroom as the target, changing nothing', async () => {
    const from = await classroomOf(other, 'Stay here');
    const theirs = await classroomOf(teacher, 'Not the other’s');
    const [card] = (await addNames(from, ['Max Nye'], otherHeaders)).json<{
      data: { cards: LoginCard[] };
    }>().data.cards;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/pupils/${card?.pupilId}`,
      headers: otherHeaders,
      payload: { classroomId: theirs },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      message: 'Choose one of your own classrooms to move the pupil to.',
    });
    const rows = await t.db
      .select()
      .from(classroomPupils)
      .where(eq(classroomPupils.pupilId, card?.pupilId ?? 0));
    expect(rows.map((r) => r.classroomId)).toEqual([from]);
  });

  it('answers 404 for another teacher’s pupil', async () => {
    const target = await classroomOf(teacher, 'Grab target');
    const theirs = await createUser(t.db, { role: 'PUPIL', teacherId: other.row.id });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/pupils/${theirs.row.id}`,
      headers: teacherHeaders,
      payload: { classroomId: target },
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/pupils/:id', () => {
  it('deletes the pupil with their homework and submissions, and says how many', async () => {
    const classroomId = await classroomOf(other, 'Remove class');
    const { taskId } = await homeworkFor(other, classroomId, {
      startsAt: days(-1),
      dueAt: days(2),
    });
    const [card] = (await addNames(classroomId, ['Ned Owen'], otherHeaders)).json<{
      data: { cards: LoginCard[] };
    }>().data.cards;
    const pupilId = card?.pupilId ?? 0;
    const [association] = await t.db
      .select()
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.pupilId, pupilId));
    const marking = { items: [], scorePercentage: 50, testPassed: false };
    await t.db.insert(pupilTaskAttempts).values(
      [1, 2].map((n) => ({
        pupilHomeworkId: association?.id ?? 0,
        taskId,
        attemptKey: `attempt-${String(n)}`,
        submittedData: { answers: [] },
        marking,
        scorePercentage: 50,
        testPassed: false,
      })),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pupils/${pupilId}`,
      headers: otherHeaders,
    });
    expect(removed.statusCode).toBe(200);
    const body = RemovedPupilResponse.decode(removed.json());
    expect(E.isRight(body) && body.right.data).toEqual({
      id: pupilId,
      deleted: true,
      submissionsDeleted: 2,
    });
    expect(await t.db.select().from(users).where(eq(users.id, pupilId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pupilTaskAttempts)
        .where(inArray(pupilTaskAttempts.pupilHomeworkId, [association?.id ?? 0])),
    ).toEqual([]);
  });

  it('answers 404 for another teacher’s pupil, who stays', async () => {
    const theirs = await createUser(t.db, { role: 'PUPIL', teacherId: other.row.id });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pupils/${theirs.row.id}`,
      headers: teacherHeaders,
    });
    expect(removed.statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, theirs.row.id))).toHaveLength(1);
  });

  it('is refused to an admin (403)', async () => {
    const theirs = await createUser(t.db, { role: 'PUPIL', teacherId: other.row.id });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pupils/${theirs.row.id}`,
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(403);
  });
});
