import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHomeworkCompleted } from '@/domain/homework/completion';
import type {
  AttemptDetail,
  ClassResult,
  HomeworkByClass,
  HomeworkSummary,
  PupilHomeworkResult,
} from '@/infrastructure/api/homeworkResults';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import {
  HALF,
  insertAttempt,
  insertClassroom,
  insertHomework,
  RIGHT,
  WRONG,
  type InsertedHomework,
} from './support';

/*
 * The teacher's homework results (issue #10): every route by role × owner (a teacher their
 * own, a pupil their own, an admin everything, read only), paging, filters and what the
 * figures mean.
 */

let t: TestApp;
let teacher: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let ana: CreatedUser;
let ben: CreatedUser;
let stranger: CreatedUser;
let classA: number;
let classB: number;
let otherClass: number;
let market: InsertedHomework & { pupilHomeworkIds: readonly number[] };
let otherHomework: InsertedHomework & { pupilHomeworkIds: readonly number[] };
/** Attempts at market's first task by Ana: failed then passed then failed again. */
let anaPassed: { id: number };
let anaLaterFail: { id: number };

const tokens = new Map<CreatedUser, string>();
async function get(user: CreatedUser, url: string) {
  const token = tokens.get(user) ?? (await tokenFor(t.app, user));
  tokens.set(user, token);
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  other = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { role: 'PUPIL', fullName: 'Ana', teacherId: teacher.row.id });
  ben = await createUser(t.db, { role: 'PUPIL', fullName: 'Ben', teacherId: teacher.row.id });
  stranger = await createUser(t.db, { role: 'PUPIL', fullName: 'Zed', teacherId: other.row.id });
  classA = await insertClassroom(t.db, teacher.row.id, {
    name: 'Year 8 Spanish',
    academicYear: '2026-27',
  });
  classB = await insertClassroom(t.db, teacher.row.id, {
    name: 'Year 9 French',
    language: 'fr',
    academicYear: '2025-26',
  });
  otherClass = await insertClassroom(t.db, other.row.id, { name: 'Other class' });
  market = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classA, classB],
    name: 'At the market',
    pupils: [
      { pupilId: ana.row.id, classroomId: classA },
      { pupilId: ben.row.id, classroomId: classB },
    ],
  });
  const [anaHw = 0, benHw = 0] = market.pupilHomeworkIds;
  const [task1 = 0, task2 = 0] = market.taskIds;
  await insertAttempt(t.db, anaHw, task1, WRONG);
  anaPassed = await insertAttempt(t.db, anaHw, task1, RIGHT);
  anaLaterFail = await insertAttempt(t.db, anaHw, task1, HALF, 100);
  await insertAttempt(t.db, anaHw, task2, HALF, 100);
  await insertAttempt(t.db, benHw, task2, WRONG);
  otherHomework = await insertHomework(t.db, {
    teacherId: other.row.id,
    classroomIds: [otherClass],
    name: 'Someone else’s',
    pupils: [{ pupilId: stranger.row.id, classroomId: otherClass }],
  });
});
afterAll(() => t.close());

describe('GET /api/v1/homeworks', () => {
  it('lists a teacher’s own homework only, with classes, pupils finished and average', async () => {
    const response = await get(teacher, '/api/v1/homeworks');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: HomeworkSummary[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: market.id,
        name: 'At the market',
        completed: false,
        classes: [
          { id: classA, name: 'Year 8 Spanish' },
          { id: classB, name: 'Year 9 French' },
        ],
        taskCount: 2,
        // Ana tried both tasks; Ben one of two.
        pupilsFinished: 1,
        pupilsTotal: 2,
        // Shown: Ana's pass (100) over her later fail, her 50, Ben's 0 → 50.
        averageScore: 50,
      }),
    ]);
  });

  it('gives an admin every teacher’s homework, and refuses pupils', async () => {
    const all = (await get(admin, '/api/v1/homeworks')).json<{ data: HomeworkSummary[] }>();
    expect(all.data.map((h) => h.id).sort()).toEqual([market.id, otherHomework.id].sort());
    expect((await get(ana, '/api/v1/homeworks')).statusCode).toBe(403);
  });

  it('pages on the server: limit and page with the total of every match', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const room = await insertClassroom(t.db, owner.row.id);
    for (let day = 1; day <= 3; day += 1)
      await insertHomework(t.db, {
        teacherId: owner.row.id,
        classroomIds: [room],
        name: `Homework ${String(day)}`,
        dueAt: new Date(`2026-03-1${String(day)}T00:00:00Z`),
      });
    const page = (n: number) =>
      get(owner, `/api/v1/homeworks?limit=2&page=${String(n)}`).then((r) =>
        r.json<{ data: HomeworkSummary[]; total: number }>(),
      );
    const [first, second, beyond] = [await page(1), await page(2), await page(3)];
    // Newest due date first.
    expect(first.data.map((h) => h.name)).toEqual(['Homework 3', 'Homework 2']);
    expect(second.data.map((h) => h.name)).toEqual(['Homework 1']);
    expect([first.total, second.total, beyond.total, beyond.data.length]).toEqual([3, 3, 3, 0]);
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    const response = await get(teacher, '/api/v1/homeworks?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^limit is not valid/);
    expect((await get(teacher, '/api/v1/homeworks?completed=maybe')).statusCode).toBe(400);
  });
});

describe('completed homework', () => {
  it('the completed filter agrees with the domain’s rule, row by row', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL', teacherId: owner.row.id });
    const room = await insertClassroom(t.db, owner.row.id);
    const now = t.clock.now();
    const cases = {
      open: {},
      pastDue: {
        startsAt: new Date(now.getTime() - 9 * 86_400_000),
        dueAt: new Date(now.getTime() - 1000),
      },
      closed: { closedAt: new Date(now.getTime() - 1000) },
      allDone: {},
      nobody: {},
    } as const;
    const ids: Record<string, number> = {};
    for (const [name, values] of Object.entries(cases)) {
      const withPupil = name !== 'nobody';
      const hw = await insertHomework(t.db, {
        teacherId: owner.row.id,
        classroomIds: [room],
        name,
        tasks: 1,
        ...values,
        pupils: withPupil ? [{ pupilId: pupil.row.id, classroomId: room }] : [],
      });
      ids[name] = hw.id;
      if (name === 'allDone')
        await insertAttempt(t.db, hw.pupilHomeworkIds[0] ?? 0, hw.taskIds[0] ?? 0, WRONG);
    }
    const list = async (completed: boolean) =>
      (await get(owner, `/api/v1/homeworks?completed=${String(completed)}`))
        .json<{ data: HomeworkSummary[] }>()
        .data.map((h) => h.name)
        .sort();
    expect(await list(true)).toEqual(['allDone', 'closed', 'pastDue']);
    expect(await list(false)).toEqual(['nobody', 'open']);
    const all = (await get(owner, '/api/v1/homeworks')).json<{ data: HomeworkSummary[] }>().data;
    for (const row of all) {
      const expected = isHomeworkCompleted(
        {
          dueAt: new Date(row.dueAt),
          closedAt: row.name === 'closed' ? new Date(now.getTime() - 1000) : null,
          pupilsTotal: row.pupilsTotal,
          pupilsFinished: row.pupilsFinished,
        },
        now,
      );
      expect({ name: row.name, completed: row.completed }).toEqual({
        name: row.name,
        completed: expected,
      });
    }
  });

  it('a homework becomes completed when its due date passes', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const room = await insertClassroom(t.db, owner.row.id);
    await insertHomework(t.db, {
      teacherId: owner.row.id,
      classroomIds: [room],
      dueAt: new Date(t.clock.now().getTime() + 20_000),
    });
    const completed = async () =>
      (await get(owner, '/api/v1/homeworks')).json<{ data: HomeworkSummary[] }>().data[0]
        ?.completed;
    expect(await completed()).toBe(false);
    // Within the access tokens' minute, so the tokens of the other tests stay valid.
    t.clock.advance(30);
    expect(await completed()).toBe(true);
  });
});

describe('GET /api/v1/homeworks-by-class', () => {
  const rows = async (user: CreatedUser, query = '') => {
    const response = await get(user, `/api/v1/homeworks-by-class${query}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: [HomeworkByClass[], number] }>();
    return data;
  };

  it('answers the pair [list, count]: one row per homework and class, each counting its own pupils', async () => {
    const [list, count] = await rows(teacher);
    expect(count).toBe(2);
    expect(
      list.map((r) => [r.classroomName, r.pupilsFinished, r.pupilsTotal, r.averageScore]),
    ).toEqual([
      ['Year 8 Spanish', 1, 1, 75],
      ['Year 9 French', 0, 1, 0],
    ]);
    expect(list.every((r) => r.homeworkId === market.id)).toBe(true);
    // Every pupil of the Spanish class finished: that class's row is completed, not the other.
    expect(list.map((r) => r.completed)).toEqual([true, false]);
  });

  it('filters by language, year, classroom, search and activity', async () => {
    const names = async (query: string) =>
      (await rows(teacher, query))[0].map((r) => r.classroomName);
    expect(await names('?language=fr')).toEqual(['Year 9 French']);
    expect(await names('?year=2026-27')).toEqual(['Year 8 Spanish']);
    expect(await names(`?classroomId=${String(classB)}`)).toEqual(['Year 9 French']);
    expect(await names('?search=french')).toEqual(['Year 9 French']);
    expect(await names('?search=MARKET')).toEqual(['Year 8 Spanish', 'Year 9 French']);
    expect(await names('?search=100%25')).toEqual([]);
    expect(await names('?showActive=true')).toEqual(['Year 9 French']);
    expect(await names('?showActive=false')).toEqual(['Year 8 Spanish']);
  });

  it('pages: the count is of every match, the list of the page', async () => {
    const [list, count] = await rows(teacher, '?limit=1&page=2');
    expect(count).toBe(2);
    expect(list.map((r) => r.classroomName)).toEqual(['Year 9 French']);
  });

  it('keeps a teacher to their own, whatever teacherId or classroomId they name', async () => {
    expect(await rows(teacher, `?teacherId=${String(other.row.id)}`)).toEqual([[], 0]);
    expect(await rows(teacher, `?classroomId=${String(otherClass)}`)).toEqual([[], 0]);
    expect((await rows(other))[0].map((r) => r.homeworkId)).toEqual([otherHomework.id]);
  });

  it('gives an admin everyone’s, or one teacher’s when asked; refuses pupils', async () => {
    expect((await rows(admin))[1]).toBeGreaterThanOrEqual(3);
    const [list] = await rows(admin, `?teacherId=${String(other.row.id)}`);
    expect(list.map((r) => r.homeworkId)).toEqual([otherHomework.id]);
    expect((await get(ana, '/api/v1/homeworks-by-class')).statusCode).toBe(403);
  });

  it('refuses a bad query with a 400 naming the field, and an unknown language', async () => {
    const response = await get(teacher, '/api/v1/homeworks-by-class?showActive=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^showActive is not valid/);
    expect((await get(teacher, '/api/v1/homeworks-by-class?language=xx')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/homework-result-by-class/:classId/:homeworkId', () => {
  const url = (classId: number, homeworkId: number) =>
    `/api/v1/homework-result-by-class/${String(classId)}/${String(homeworkId)}`;

  it('gives the class’s teacher one element: tasks, and each pupil of that class with every attempt', async () => {
    const response = await get(teacher, url(classA, market.id));
    expect(response.statusCode).toBe(200);
    const [result, ...rest] = response.json<{ data: ClassResult[] }>().data;
    expect(rest).toEqual([]);
    expect(result?.classroom).toEqual({ id: classA, name: 'Year 8 Spanish' });
    expect(result?.tasks.map((task) => task.taskName)).toEqual(['Task 1', 'Task 2']);
    expect(result?.pupils.map((p) => p.name)).toEqual(['Ana']);
    const ids = result?.pupils[0]?.pupilTasks.map((a) => a.id) ?? [];
    expect(ids).toContain(anaPassed.id);
    expect(ids).toContain(anaLaterFail.id);
  });

  it('answers an empty list when the homework was not set for that class', async () => {
    const room = await insertClassroom(t.db, teacher.row.id, { name: 'Empty' });
    const response = await get(teacher, url(room, market.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
    // Another teacher's homework named with one's own class: nothing of it.
    expect((await get(teacher, url(classA, otherHomework.id))).json()).toEqual({ data: [] });
  });

  it('answers another teacher 404 and a pupil 403; an admin reads it', async () => {
    const refused = await get(other, url(classA, market.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not found.' });
    expect((await get(ana, url(classA, market.id))).statusCode).toBe(403);
    const read = await get(admin, url(classA, market.id));
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: ClassResult[] }>().data).toHaveLength(1);
  });

  it('refuses ids that are not whole numbers with a 400', async () => {
    const response = await get(teacher, '/api/v1/homework-result-by-class/abc/1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^classId is not valid/);
  });
});

describe('GET /api/v1/homework-result/:id', () => {
  const url = (id: number) => `/api/v1/homework-result/${String(id)}`;

  it('gives the pupil their own result in the spec §3 shape', async () => {
    const response = await get(ana, url(market.pupilHomeworkIds[0] ?? 0));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: PupilHomeworkResult }>();
    expect(data.homework).toEqual({
      id: market.id,
      name: 'At the market',
      tasks: [
        { id: market.taskIds[0], taskName: 'Task 1' },
        { id: market.taskIds[1], taskName: 'Task 2' },
      ],
    });
    expect(data.pupilTasks).toHaveLength(4);
    expect(data.pupilTasks.find((a) => a.id === anaPassed.id)).toEqual({
      id: anaPassed.id,
      task: { id: market.taskIds[0] },
      testPassed: true,
      scorePercentage: 100,
      submittedData: { answers: RIGHT },
    });
  });

  it('lets the teacher who set it and an admin read it; nobody else', async () => {
    const id = market.pupilHomeworkIds[0] ?? 0;
    expect((await get(teacher, url(id))).statusCode).toBe(200);
    expect((await get(admin, url(id))).statusCode).toBe(200);
    expect((await get(ben, url(id))).statusCode).toBe(404);
    expect((await get(other, url(id))).statusCode).toBe(404);
    expect((await get(admin, url(999_999))).statusCode).toBe(404);
  });
});

describe('GET /api/v1/task-attempts/:id', () => {
  const url = (id: number) => `/api/v1/task-attempts/${String(id)}`;

  it('shows the attempt question by question: the prompt, the answer, the right one, the marking', async () => {
    const response = await get(teacher, url(anaLaterFail.id));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: AttemptDetail }>();
    expect(data).toMatchObject({
      id: anaLaterFail.id,
      pupil: { id: ana.row.id, name: 'Ana' },
      task: { taskName: 'Task 1', format: 'vocabulary', skill: 'VOCAB' },
      testPassed: false,
      scorePercentage: 50,
    });
    expect(data.items).toEqual([
      {
        prompt: 'the bread',
        given: ['el pan'],
        expected: ['el pan'],
        marking: { marking: 'automatic', correct: [true] },
        lookAgain: null,
      },
      {
        prompt: 'the cheese',
        given: ['queso'],
        expected: ['el queso'],
        marking: { marking: 'automatic', correct: [false] },
        lookAgain: 'Learn again the word for “the cheese” (a noun).',
      },
    ]);
  });

  it('lets the pupil read their own attempt, not another’s; another teacher gets 404', async () => {
    expect((await get(ana, url(anaPassed.id))).statusCode).toBe(200);
    expect((await get(ben, url(anaPassed.id))).statusCode).toBe(404);
    expect((await get(other, url(anaPassed.id))).statusCode).toBe(404);
    expect((await get(admin, url(anaPassed.id))).statusCode).toBe(200);
  });
});
