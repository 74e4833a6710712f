import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import { answersFor } from '@/domain/questions/answers';
import type { PupilHomeworkSummary, SubmittedAttempt } from '@/infrastructure/api/pupilHomework';
import { DEMO_TASKS, WEEKEND_HOMEWORK_NAME, WEEKEND_TASKS } from '../../../server/db/demoHomework';
import { users } from '../../../server/db/schema/users';
import { DEMO_ACCOUNTS, seedDemoData } from '../../../server/db/seed';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, signIn, testApp, tokenFor } from '../support/harness';
import { insertClassroom, insertHomework } from '../homework/support';

/*
 * The pupil's homework list and one task (issue #11), read by the demo pupil on the seeded
 * demo data: "At the market" (attempted) and "Weekend plans" (three templates, not started).
 */

let t: TestApp;
let pupil: Record<string, string>;
let pupilId: number;
let teacher: CreatedUser;
let admin: CreatedUser;
let stranger: CreatedUser;
let list: PupilHomeworkSummary[];
let nextWeek: { id: number; taskIds: readonly number[] };

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });
const as = async (user: CreatedUser) => bearer(await tokenFor(t.app, user));
const byName = (name: string) => {
  const found = list.find((homework) => homework.name === name);
  if (found === undefined) throw new Error(`no homework ${name}`);
  return found;
};
const taskUrl = (homework: PupilHomeworkSummary, index: number) =>
  `/api/v1/pupil/tasks/${String(homework.homeworkId)}/${String(homework.tasks[index]?.id)}`;

async function readList(): Promise<PupilHomeworkSummary[]> {
  const response = await get(pupil, '/api/v1/pupil/homeworks');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PupilHomeworkSummary[] }>().data;
}

beforeAll(async () => {
  t = await testApp();
  // The demo seeds itself "now": the test clock's day.
  expect(await seedDemoData(t.db, t.clock)).toBe(true);
  const signedIn = await signIn(t.app, DEMO_ACCOUNTS.pupil.login, DEMO_ACCOUNTS.pupil.password);
  pupil = bearer(signedIn.accessToken);
  teacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  stranger = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  const [demoPupil] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, DEMO_ACCOUNTS.pupil.login));
  pupilId = demoPupil?.id ?? 0;
  // Given to the demo pupil but starting next week: not listed yet, not answerable.
  const classroom = await insertClassroom(t.db, teacher.row.id);
  const now = t.clock.now().getTime();
  nextWeek = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    name: 'Next week',
    startsAt: new Date(now + 7 * 86_400_000),
    dueAt: new Date(now + 14 * 86_400_000),
    pupils: [{ pupilId, classroomId: classroom }],
  });
  // Someone else's homework.
  await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    name: 'Stranger’s',
    pupils: [{ pupilId: stranger.row.id, classroomId: classroom }],
  });
  list = await readList();
});
afterAll(() => t.close());

describe('GET /api/v1/pupil/homeworks', () => {
  it('lists the pupil’s started homework only, soonest due first', () => {
    expect(list.map((homework) => homework.name)).toEqual([WEEKEND_HOMEWORK_NAME, 'At the market']);
    expect(byName('At the market')).toMatchObject({
      classroomName: 'Year 8 Spanish',
      teacherName: 'Tess Teacher',
      closedAt: null,
    });
  });

  it('gives each task its attempt count and the shown attempt (a pass over a later fail)', () => {
    const market = byName('At the market');
    expect(
      market.tasks.map((task) => ({
        name: task.taskName,
        attempts: task.attempts,
        shown: task.shown && { score: task.shown.scorePercentage, passed: task.shown.testPassed },
      })),
    ).toEqual([
      { name: DEMO_TASKS[0]?.taskName, attempts: 2, shown: { score: 80, passed: true } },
      { name: DEMO_TASKS[1]?.taskName, attempts: 1, shown: { score: 33, passed: false } },
      { name: DEMO_TASKS[2]?.taskName, attempts: 0, shown: null },
    ]);
    expect(byName(WEEKEND_HOMEWORK_NAME).tasks.map((task) => task.template)).toEqual([
      'MULTIPLE_CHOICE',
      'DRAG_AND_DROP',
      'MATCHING',
    ]);
  });

  it('is for pupils only, and another pupil sees none of the demo pupil’s homework', async () => {
    for (const user of [teacher, admin])
      expect((await get(await as(user), '/api/v1/pupil/homeworks')).statusCode).toBe(403);
    const theirs = await get(await as(stranger), '/api/v1/pupil/homeworks');
    expect(theirs.json<{ data: PupilHomeworkSummary[] }>().data.map((h) => h.name)).toEqual([
      'Stranger’s',
    ]);
  });
});

describe('GET /api/v1/pupil/tasks/:homeworkId/:taskId', () => {
  it('gives the selected task with spec §3’s fields and the latest attempt’s answers', async () => {
    const market = byName('At the market');
    const response = await get(pupil, taskUrl(market, 0));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: SelectedPupilTask }>();
    expect(data).toMatchObject({
      id: market.tasks[0]?.id,
      homeworkId: market.homeworkId,
      pupilHomeworkAssociationId: market.pupilHomeworkId,
      format: 'vocabulary',
      skillType: 'VOCAB',
      template: 'TYPE_THE_ANSWER',
      taskName: DEMO_TASKS[0]?.taskName,
      identifier: DEMO_TASKS[0]?.identifier,
      homeworkName: 'At the market',
      position: 0,
      taskIds: market.tasks.map((task) => task.id),
      closedAt: null,
    });
    expect(data.taskData.data.answerParts).toEqual([1, 1, 1, 1, 1]);
    // The second of the demo's two attempts at the vocabulary.
    expect(data.submittedData.data?.answers).toEqual([
      ['el mercado'],
      ['el pan'],
      ['el queso'],
      ['las manzanas'],
      ['caras'],
    ]);
    const untried = (await get(pupil, taskUrl(market, 2))).json<{ data: SelectedPupilTask }>();
    expect(untried.data.submittedData.data).toBeNull();
  });

  it('never sends an answer key: no typed word, no correct index, no reading order', async () => {
    const market = byName('At the market');
    const vocabulary = (await get(pupil, taskUrl(market, 0))).json<{ data: SelectedPupilTask }>();
    // Only the pupil's own stored answers may name a word; the task data must not.
    const taskData = JSON.stringify(vocabulary.data.taskData);
    for (const word of ['el mercado', 'el pan', 'el queso', 'las manzanas', 'baratas']) {
      expect({ word, found: taskData.includes(word) }).toEqual({ word, found: false });
    }
    const weekend = byName(WEEKEND_HOMEWORK_NAME);
    const choice = (await get(pupil, taskUrl(weekend, 0))).body;
    expect(choice).not.toContain('correctIndex');
    expect(choice).not.toContain('"answer"');
    const chunks = (await get(pupil, taskUrl(weekend, 1))).json<{ data: SelectedPupilTask }>();
    const items = chunks.data.taskData.data.items as readonly { pieces: readonly string[] }[];
    expect(items.map((item) => item.pieces)).toEqual([
      ['con mis amigos.', 'El sábado', 'voy a la playa'],
      ['comemos', 'en un restaurante.', 'Por la tarde'],
      ['a mi abuela.', 'visito', 'El domingo'],
    ]);
    expect(JSON.stringify(chunks.data)).not.toContain('"order"');
    const matching = (await get(pupil, taskUrl(weekend, 2))).json<{ data: SelectedPupilTask }>();
    const { choices = [] } = matching.data.taskData.data;
    const targets = (WEEKEND_TASKS[2]?.data.items ?? []).map(
      (item) => answersFor('vocabulary', item as never)[0],
    );
    // Every word to match once, not beside its own item.
    expect([...choices].sort()).toEqual([...targets].sort());
    expect(choices).not.toEqual(targets);
    expect(JSON.stringify(matching.data.taskData.data.items)).not.toMatch(/playa|abuela|tarde/);
  });

  it('answers 404 for a task of another homework, a homework not given or not started, or no such task', async () => {
    const market = byName('At the market');
    const weekend = byName(WEEKEND_HOMEWORK_NAME);
    const urls = [
      `/api/v1/pupil/tasks/${String(nextWeek.id)}/${String(nextWeek.taskIds[0])}`,
      `/api/v1/pupil/tasks/${String(market.homeworkId)}/${String(weekend.tasks[0]?.id)}`,
      `/api/v1/pupil/tasks/${String(market.homeworkId)}/999999`,
      `/api/v1/pupil/tasks/999999/${String(market.tasks[0]?.id)}`,
    ];
    for (const url of urls) {
      const response = await get(pupil, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    const theirs = await get(await as(stranger), taskUrl(market, 0));
    expect(theirs.statusCode).toBe(404);
    for (const user of [teacher, admin])
      expect((await get(await as(user), taskUrl(market, 0))).statusCode).toBe(403);
  });
});

describe('the demo pupil doing "Weekend plans"', () => {
  it('scores 100 with each task’s key sent as the pupil’s answers, and the list shows it', async () => {
    const weekend = byName(WEEKEND_HOMEWORK_NAME);
    for (const [index, spec] of WEEKEND_TASKS.entries()) {
      const answers = spec.data.items.map((item) => answersFor(spec.data.format, item as never));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pupil/attempts',
        headers: pupil,
        payload: {
          homeworkId: weekend.homeworkId,
          taskId: weekend.tasks[index]?.id,
          attemptKey: randomUUID(),
          submittedData: { answers },
        },
      });
      expect({ task: spec.taskName, status: response.statusCode }).toEqual({
        task: spec.taskName,
        status: 201,
      });
      expect(response.json<{ data: SubmittedAttempt }>().data).toMatchObject({
        scorePercentage: 100,
        testPassed: true,
      });
    }
    list = await readList();
    expect(byName(WEEKEND_HOMEWORK_NAME).tasks.map((task) => task.shown?.scorePercentage)).toEqual([
      100, 100, 100,
    ]);
  });
});
