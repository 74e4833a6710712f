import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultCell, selectAttempt } from '@/domain/homework/results';
import type { ClassResult, HomeworkByClass } from '@/infrastructure/api/homeworkResults';
import { DEMO_ACCOUNTS, DEMO_CLASSROOM, seedDemoData } from '../../../server/db/seed';
import { bearer, signIn, testApp, type TestApp } from '../support/harness';

/* The demo homework `npm start` seeds (issue #10), read through the teacher's routes. */

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  expect(await seedDemoData(t.db, t.clock)).toBe(true);
  const { login, password } = DEMO_ACCOUNTS.teacher;
  headers = bearer((await signIn(t.app, login, password)).accessToken);
});
afterAll(() => t.close());

describe('the demo homework', () => {
  it('is set for Year 8 Spanish, active, with the demo pupil not yet finished', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/homeworks-by-class',
      headers,
    });
    const [list, count] = response.json<{ data: [HomeworkByClass[], number] }>().data;
    // "At the market" and, for the pupil's side (issue #11), "Weekend plans".
    expect(count).toBe(2);
    expect(list.map((row) => row.homeworkName).sort()).toEqual(['At the market', 'Weekend plans']);
    expect(list.find((row) => row.homeworkName === 'At the market')).toMatchObject({
      homeworkName: 'At the market',
      classroomName: DEMO_CLASSROOM,
      completed: false,
      taskCount: 3,
      pupilsFinished: 0,
      pupilsTotal: 1,
    });
  });

  it('shows a passed cell, a failed one and a dash, the attempts marked by the domain', async () => {
    const row = (await t.app.inject({ method: 'GET', url: '/api/v1/homeworks-by-class', headers }))
      .json<{ data: [HomeworkByClass[], number] }>()
      .data[0].find((homework) => homework.homeworkName === 'At the market');
    const url = `/api/v1/homework-result-by-class/${String(row?.classroomId)}/${String(row?.homeworkId)}`;
    const [result] = (await t.app.inject({ method: 'GET', url, headers })).json<{
      data: ClassResult[];
    }>().data;
    const pupil = result?.pupils[0];
    expect(pupil?.userName).toBe(DEMO_ACCOUNTS.pupil.login);
    const cells = (result?.tasks ?? []).map((task) =>
      resultCell(selectAttempt(task.id, pupil?.pupilTasks ?? [])),
    );
    // Vocabulary: 1 of 5 then 4 of 5 (pass mark 60); reading: 1 of 3 (pass mark 70); phrases: none.
    expect(cells).toEqual([
      { kind: 'passed', percent: 80 },
      { kind: 'failed', percent: 33 },
      { kind: 'none' },
    ]);
  });
});
