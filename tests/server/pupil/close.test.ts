import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkSummary } from '@/infrastructure/api/homeworkResults';
import { PUPIL_ATTEMPT_MESSAGES } from '@/infrastructure/api/pupilHomework';
import { markAttempt } from '@/domain/homework/marking';
import { insertAttemptOnce } from '../../../server/db/repositories/pupilHomework';
import { homeworks, pupilTaskAttempts } from '../../../server/db/schema/homework';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { insertClassroom, insertHomework, RIGHT, VOCABULARY } from '../homework/support';

/*
 * POST /api/v1/homeworks/:id/close (issue #11): the teacher who set a homework closes it early,
 * and from then on the pupils' attempts are refused. Nobody else may close it.
 */

let t: TestApp;
let teacher: CreatedUser;
let otherTeacher: CreatedUser;
let admin: CreatedUser;
let ana: CreatedUser;
let homeworkId: number;
let taskId: number;
let pupilHomeworkId: number;

async function as(user: CreatedUser) {
  return bearer(await tokenFor(t.app, user));
}
const close = async (user: CreatedUser, id = homeworkId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/homeworks/${String(id)}/close`,
    headers: await as(user),
  });
const submit = async () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/pupil/attempts',
    headers: await as(ana),
    payload: { homeworkId, taskId, attemptKey: randomUUID(), submittedData: { answers: RIGHT } },
  });
const closedAtOf = async () =>
  (await t.db.select().from(homeworks).where(eq(homeworks.id, homeworkId)))[0]?.closedAt ?? null;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  otherTeacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  const classroom = await insertClassroom(t.db, teacher.row.id);
  const homework = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    pupils: [{ pupilId: ana.row.id, classroomId: classroom }],
  });
  homeworkId = homework.id;
  taskId = homework.taskIds[0] ?? 0;
  pupilHomeworkId = homework.pupilHomeworkIds[0] ?? 0;
});
afterAll(() => t.close());

describe('POST /api/v1/homeworks/:id/close', () => {
  it('is refused to anyone but the teacher who set it, and changes nothing', async () => {
    expect((await close(otherTeacher)).statusCode).toBe(404);
    expect((await close(admin)).statusCode).toBe(403);
    expect((await close(ana)).statusCode).toBe(403);
    expect((await close(teacher, 999_999)).statusCode).toBe(404);
    expect(await closedAtOf()).toBeNull();
    expect((await submit()).statusCode).toBe(201);
  });

  it('closes the homework now: attempts are refused, the homework counts as completed', async () => {
    const response = await close(teacher);
    expect(response.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(response.json()).toEqual({ data: { id: homeworkId, closedAt: now } });
    expect((await closedAtOf())?.toISOString()).toBe(now);
    const refused = await submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: PUPIL_ATTEMPT_MESSAGES.closed });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/homeworks',
      headers: await as(teacher),
    });
    expect(list.json<{ data: HomeworkSummary[] }>().data[0]?.completed).toBe(true);
  });

  it('stores nothing for an attempt checked before the close but written after it', async () => {
    // The service found the homework open; the teacher closed it before the insert ran.
    const before = (await t.db.select().from(pupilTaskAttempts)).length;
    const submittedData = { answers: RIGHT };
    const stored = await insertAttemptOnce(t.db, {
      pupilHomeworkId,
      homeworkId,
      taskId,
      attemptKey: randomUUID(),
      submittedData,
      marking: markAttempt({ data: VOCABULARY, passMark: 50 }, submittedData),
      createdAt: t.clock.now(),
    });
    expect(stored).toBeUndefined();
    expect((await t.db.select().from(pupilTaskAttempts)).length).toBe(before);
  });

  it('keeps the first closing time when closed again', async () => {
    const first = await closedAtOf();
    t.clock.advance(3600);
    const again = await close(teacher);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { closedAt: string } }>().data.closedAt).toBe(first?.toISOString());
    expect(await closedAtOf()).toEqual(first);
  });
});
