import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PupilHomeworkSummary } from '@/infrastructure/api/pupilHomework';
import { pupilTaskAttempts } from '../../../server/db/schema/homework';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { insertClassroom, insertHomework, RIGHT } from '../homework/support';

/*
 * The pupil routes of issue #11 by role × owner: the pupil the homework was given to; another
 * pupil of the same class (who has homework of their own); the teacher who set it; an admin;
 * nobody signed in. Only the pupil reads it or answers it; an admin does not submit attempts.
 */

let t: TestApp;
let teacher: CreatedUser;
let admin: CreatedUser;
let ana: CreatedUser;
let ben: CreatedUser;
let homeworkId: number;
let taskId: number;

type Caller = 'signed out' | 'teacher' | 'admin' | 'the pupil' | 'another pupil';
const CALLERS: readonly Caller[] = ['signed out', 'teacher', 'admin', 'the pupil', 'another pupil'];

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  const user = { teacher, admin, 'the pupil': ana, 'another pupil': ben, 'signed out': null }[
    caller
  ];
  return user === null ? {} : bearer(await tokenFor(t.app, user));
}

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  ben = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  const classroom = await insertClassroom(t.db, teacher.row.id);
  const anas = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    name: 'Ana’s',
    pupils: [{ pupilId: ana.row.id, classroomId: classroom }],
  });
  await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    name: 'Ben’s',
    pupils: [{ pupilId: ben.row.id, classroomId: classroom }],
  });
  homeworkId = anas.id;
  taskId = anas.taskIds[0] ?? 0;
});
afterAll(() => t.close());

const EXPECTED: Readonly<Record<string, Readonly<Record<Caller, number>>>> = {
  'GET list': {
    'signed out': 401,
    teacher: 403,
    admin: 403,
    'the pupil': 200,
    'another pupil': 200,
  },
  'GET task': {
    'signed out': 401,
    teacher: 403,
    admin: 403,
    'the pupil': 200,
    'another pupil': 404,
  },
  POST: { 'signed out': 401, teacher: 403, admin: 403, 'the pupil': 201, 'another pupil': 404 },
};

describe('the pupil routes by role × owner', () => {
  it.each(CALLERS)(
    'answer %s as the matrix says, and only the pupil adds a row',
    async (caller) => {
      const headers = await headersOf(caller);
      const before = (await t.db.select().from(pupilTaskAttempts)).length;
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/pupil/homeworks', headers });
      const task = await t.app.inject({
        method: 'GET',
        url: `/api/v1/pupil/tasks/${String(homeworkId)}/${String(taskId)}`,
        headers,
      });
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pupil/attempts',
        headers,
        payload: {
          homeworkId,
          taskId,
          attemptKey: randomUUID(),
          submittedData: { answers: RIGHT },
        },
      });
      expect({
        'GET list': list.statusCode,
        'GET task': task.statusCode,
        POST: post.statusCode,
      }).toEqual({
        'GET list': EXPECTED['GET list']?.[caller],
        'GET task': EXPECTED['GET task']?.[caller],
        POST: EXPECTED.POST?.[caller],
      });
      const after = (await t.db.select().from(pupilTaskAttempts)).length;
      expect(after - before).toBe(caller === 'the pupil' ? 1 : 0);
      if (list.statusCode === 200) {
        const names = list.json<{ data: PupilHomeworkSummary[] }>().data.map((h) => h.name);
        expect(names).toEqual([caller === 'the pupil' ? 'Ana’s' : 'Ben’s']);
      }
    },
  );
});
