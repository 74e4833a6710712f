import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_MESSAGES, passMarkMessage } from '@/domain/homework/homeworkDraft';
import { answersFor } from '@/domain/questions/answers';
import type { QuestionItems } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import type { CreatedHomework, HomeworkOptions } from '@/infrastructure/api/homework';
import { classroomPupils, classrooms } from '../../../server/db/schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
} from '../../../server/db/schema/homework';
import { SET_HOMEWORK_MESSAGES } from '../../../server/services/homework/setHomework';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as, draft, storeMedia } from '../resources/support';

/*
 * Setting homework (issue #10): GET /api/v1/homework-options, GET /api/v1/homework-resources
 * and POST /api/v1/homeworks, by role and owner, with bad input refused and nothing written.
 */

let t: TestApp;
let teacher: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let pupil: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;
/** A finished Spanish text of the teacher's with vocabulary, multiple choice and chunks. */
let finished: { id: number; content: ResourceContent };
let draftId: number;
let othersResource: number;
let year8: number;
let year9: number;
let archived: number;
let othersClassroom: number;
/** Pupils of Year 8 (three) and Year 9 (two, one of them also in Year 8). */
let pupils: CreatedUser[];

async function classroom(owner: CreatedUser, name: string, archivedAt: Date | null = null) {
  const [row] = await t.db
    .insert(classrooms)
    .values({ teacherId: owner.row.id, name, language: 'es', levelKey: 'A2', archivedAt })
    .returning({ id: classrooms.id });
  if (row === undefined) throw new Error('no classroom');
  return row.id;
}

async function seat(classroomId: number, user: CreatedUser) {
  await t.db.insert(classroomPupils).values({ classroomId, pupilId: user.row.id });
}

/** A resource generated offline, its questions made, and finished unless asked not to be. */
async function resourceOf(owner: CreatedUser, finish = true) {
  const caller = await as(t, owner);
  const types = ['vocabulary', 'multi_choice_ques', 'chunks'];
  const made = await caller.call(
    'POST',
    '/api/resources/generate',
    draft({ questionTypes: types }),
  );
  expect(made.statusCode).toBe(201);
  const { id } = made.json<{ data: { id: number } }>().data;
  expect((await caller.call('POST', `/api/resources/${id}/questions`, { types })).statusCode).toBe(
    200,
  );
  if (finish)
    expect((await caller.call('POST', `/api/resources/${id}/finish`)).statusCode).toBe(200);
  const read = await caller.call('GET', `/api/resources/${id}`);
  return { id, content: read.json<{ data: { content: ResourceContent } }>().data.content };
}

/** Rows of every homework table, to prove a refusal wrote nothing. */
async function rowCounts() {
  const [h] = await t.db.select({ n: count() }).from(homeworks);
  const [k] = await t.db.select({ n: count() }).from(homeworkTasks);
  const [c] = await t.db.select({ n: count() }).from(homeworkClassrooms);
  const [p] = await t.db.select({ n: count() }).from(pupilHomeworks);
  return { homeworks: h?.n, tasks: k?.n, classrooms: c?.n, pupils: p?.n };
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Market homework',
    resourceId: finished.id,
    startsAt: '2026-03-02T00:00:00.000Z',
    dueAt: '2026-03-09T23:59:00.000Z',
    classroomIds: [year8],
    tasks: [
      { kind: 'vocab-type', passMark: 60 },
      { kind: 'reading-multiple-choice', passMark: 70 },
      { kind: 'writing-sentence-builder', passMark: 80 },
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  other = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  pupil = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  api = await as(t, teacher);
  finished = await resourceOf(teacher);
  draftId = (await resourceOf(teacher, false)).id;
  othersResource = (await resourceOf(other)).id;
  year8 = await classroom(teacher, 'Year 8 Spanish');
  year9 = await classroom(teacher, 'Year 9 Spanish');
  archived = await classroom(teacher, 'Old class', new Date('2025-07-01T00:00:00Z'));
  othersClassroom = await classroom(other, 'Their class');
  pupils = [];
  for (let i = 0; i < 4; i += 1)
    pupils.push(await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id }));
  const [a, b, c, d] = pupils as [CreatedUser, CreatedUser, CreatedUser, CreatedUser];
  for (const p of [a, b, c]) await seat(year8, p);
  for (const p of [c, d]) await seat(year9, p);
});
afterAll(() => t.close());

describe('GET /api/v1/homework-options', () => {
  const url = (id: number) => `/api/v1/homework-options?resourceId=${id}`;

  it('answers the owner every task kind with its availability, and their open classrooms with pupil counts', async () => {
    const response = await api.call('GET', url(finished.id));
    expect(response.statusCode).toBe(200);
    const options = response.json<{ data: HomeworkOptions }>().data;
    expect(options.resource).toMatchObject({
      id: finished.id,
      language: { target: 'es', native: 'en' },
    });
    const vocab = options.tasks.find((task) => task.kind === 'vocab-type');
    expect(vocab).toMatchObject({
      available: true,
      itemCount: finished.content.vocabulary.length,
      reason: null,
    });
    const whoSaid = options.tasks.find((task) => task.kind === 'game-who-said-what');
    expect(whoSaid?.available).toBe(false);
    expect(whoSaid?.reason).toContain('Who said what');
    expect(options.classrooms).toEqual([
      { id: year8, name: 'Year 8 Spanish', language: 'es', levelKey: 'A2', pupilCount: 3 },
      { id: year9, name: 'Year 9 Spanish', language: 'es', levelKey: 'A2', pupilCount: 2 },
    ]);
  });

  it('answers 404 for another teacher’s resource, 400 for a draft, 400 without a resource id', async () => {
    expect((await api.call('GET', url(othersResource))).statusCode).toBe(404);
    const draftAnswer = await api.call('GET', url(draftId));
    expect(draftAnswer.statusCode).toBe(400);
    expect(draftAnswer.json()).toEqual({ message: SET_HOMEWORK_MESSAGES.draftResource });
    const missing = await api.call('GET', '/api/v1/homework-options');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^resourceId is required/);
  });

  it('is refused to admins and pupils (403)', async () => {
    for (const user of [admin, pupil])
      expect((await (await as(t, user)).call('GET', url(finished.id))).statusCode).toBe(403);
  });
});

describe('GET /api/v1/homework-resources', () => {
  it('lists the caller’s finished resources only, paged', async () => {
    const response = await api.call('GET', '/api/v1/homework-resources?limit=50');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json<{ data: { id: number }[]; total: number }>();
    expect(data.map((r) => r.id)).toContain(finished.id);
    expect(data.map((r) => r.id)).not.toContain(draftId);
    expect(data.map((r) => r.id)).not.toContain(othersResource);
    expect(total).toBe(data.length);
    const first = await api.call('GET', '/api/v1/homework-resources?limit=1&page=1');
    expect(first.json<{ data: unknown[]; total: number }>()).toMatchObject({ total });
    expect(first.json<{ data: unknown[] }>().data).toHaveLength(1);
  });
});

describe('POST /api/v1/homeworks', () => {
  it('sets a homework of three tasks for two classrooms: every pupil gets it once, and each task’s answer key is the resource’s own', async () => {
    const before = await rowCounts();
    const response = await api.call(
      'POST',
      '/api/v1/homeworks',
      body({ classroomIds: [year8, year9] }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{ data: CreatedHomework }>().data;
    expect(created).toMatchObject({
      name: 'Market homework',
      resourceId: finished.id,
      pupilCount: 4,
      classrooms: [
        { id: year8, name: 'Year 8 Spanish' },
        { id: year9, name: 'Year 9 Spanish' },
      ],
    });
    expect(created.tasks.map((task) => [task.identifier, task.passMark])).toEqual([
      ['vocab-type', 60],
      ['reading-multiple-choice', 70],
      ['writing-sentence-builder', 80],
    ]);
    expect(await rowCounts()).toEqual({
      homeworks: (before.homeworks ?? 0) + 1,
      tasks: (before.tasks ?? 0) + 3,
      classrooms: (before.classrooms ?? 0) + 2,
      pupils: (before.pupils ?? 0) + 4,
    });

    const [homework] = await t.db.select().from(homeworks).where(eq(homeworks.id, created.id));
    expect(homework?.teacherId).toBe(teacher.row.id);
    const tasks = await t.db
      .select()
      .from(homeworkTasks)
      .where(eq(homeworkTasks.homeworkId, created.id))
      .orderBy(homeworkTasks.position);
    expect(tasks.map((task) => [task.skill, task.template])).toEqual([
      ['VOCAB', 'TYPE_THE_ANSWER'],
      ['READING', 'MULTIPLE_CHOICE'],
      ['WRITING', 'DRAG_AND_DROP'],
    ]);
    const vocabulary = tasks[0]?.data.items as readonly QuestionItems['vocabulary'][];
    expect(vocabulary.map((item) => answersFor('vocabulary', item)[0])).toEqual(
      finished.content.vocabulary.map((word) => word.target),
    );
    const stored = await api.call('GET', `/api/resources/${finished.id}`);
    const questions = stored.json<{
      data: { questions: { multi_choice_ques: QuestionItems['multi_choice_ques'][] } };
    }>().data.questions;
    expect(tasks[1]?.data.items).toEqual(questions.multi_choice_ques);

    // The pupil in both classrooms has it once, through the first classroom listed.
    const given = await t.db
      .select()
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.homeworkId, created.id));
    expect(given.map((row) => row.pupilId).sort()).toEqual(pupils.map((p) => p.row.id).sort());
    expect(given.find((row) => row.pupilId === pupils[2]?.row.id)?.classroomId).toBe(year8);
  });

  it('a retry with the same Idempotency-Key sets it once and answers the same', async () => {
    const before = await rowCounts();
    const headers = { ...bearer(await tokenFor(t.app, teacher)), 'idempotency-key': 'hw-once' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/homeworks',
        headers,
        payload: body({ name: 'Once' }),
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect((await rowCounts()).homeworks).toBe((before.homeworks ?? 0) + 1);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    const cases: [string, () => Record<string, unknown>, number, string | null][] = [
      [
        'a due date before the start',
        () => body({ startsAt: '2026-03-10T00:00:00Z', dueAt: '2026-03-05T00:00:00Z' }),
        400,
        HOMEWORK_MESSAGES.dueBeforeStart,
      ],
      ['no tasks', () => body({ tasks: [] }), 400, HOMEWORK_MESSAGES.noTask],
      ['no classroom', () => body({ classroomIds: [] }), 400, HOMEWORK_MESSAGES.noClassroom],
      [
        'a pass mark above 100',
        () => body({ tasks: [{ kind: 'vocab-type', passMark: 101 }] }),
        400,
        passMarkMessage('Vocabulary: type the word'),
      ],
      [
        'a negative pass mark',
        () => body({ tasks: [{ kind: 'vocab-type', passMark: -5 }] }),
        400,
        passMarkMessage('Vocabulary: type the word'),
      ],
      ['a blank name', () => body({ name: '  ' }), 400, HOMEWORK_MESSAGES.nameMissing],
      [
        'a draft resource',
        () => body({ resourceId: draftId }),
        400,
        SET_HOMEWORK_MESSAGES.draftResource,
      ],
      ['another teacher’s resource', () => body({ resourceId: othersResource }), 404, 'Not found.'],
      [
        'another teacher’s classroom',
        () => body({ classroomIds: [year8, othersClassroom] }),
        404,
        'Not found.',
      ],
      [
        'a classroom that does not exist',
        () => body({ classroomIds: [999_999] }),
        404,
        'Not found.',
      ],
      [
        'an archived classroom',
        () => body({ classroomIds: [archived] }),
        400,
        SET_HOMEWORK_MESSAGES.archivedClassroom('Old class'),
      ],
      [
        'a task the resource cannot give',
        () => body({ tasks: [{ kind: 'game-who-said-what', passMark: 50 }] }),
        400,
        null,
      ],
      ['a date that is not a date', () => body({ dueAt: 'next Friday' }), 400, null],
    ];

    it.each(cases)('%s', async (_name, make, status, message) => {
      const before = await rowCounts();
      const response = await api.call('POST', '/api/v1/homeworks', make());
      expect(response.statusCode).toBe(status);
      const answer = response.json<{ message: string }>().message;
      if (message !== null) expect(answer).toBe(message);
      else expect(answer.length).toBeGreaterThan(10);
      expect(await rowCounts()).toEqual(before);
    });

    it('names the reason of a task the resource cannot give', async () => {
      const response = await api.call(
        'POST',
        '/api/v1/homeworks',
        body({ tasks: [{ kind: 'game-who-said-what', passMark: 50 }] }),
      );
      expect(response.json<{ message: string }>().message).toMatch(
        /^“Game: who said what” cannot be set: This resource has no “Who said what” questions/,
      );
    });
  });

  it('is refused to admins and pupils (403), and nothing is written', async () => {
    const before = await rowCounts();
    for (const user of [admin, pupil]) {
      const response = await (await as(t, user)).call('POST', '/api/v1/homeworks', body());
      expect(response.statusCode).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('another teacher cannot set homework from this teacher’s resource for this teacher’s class', async () => {
    const before = await rowCounts();
    const response = await (await as(t, other)).call('POST', '/api/v1/homeworks', body());
    expect(response.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('a listening task plays the resource’s first audio track', async () => {
    const { trackId } = await storeMedia(t, finished.id);
    const response = await api.call(
      'POST',
      '/api/v1/homeworks',
      body({ name: 'Listening', tasks: [{ kind: 'listening-multiple-choice', passMark: 50 }] }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{ data: CreatedHomework }>().data;
    const [task] = await t.db
      .select()
      .from(homeworkTasks)
      .where(inArray(homeworkTasks.homeworkId, [created.id]));
    expect(task?.data.audio).toEqual({ kind: 'track', trackId });
  });
});
