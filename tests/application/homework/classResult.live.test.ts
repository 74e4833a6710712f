import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CLASS_RESULT_REFRESH_MS,
  classResultMachine,
  selectAttemptView,
  selectClassResultView,
  selectResultTable,
} from '@/application/homework/classResult.machine';
import { makeClassResultImplementations } from '@/application/homework/classResultImplementations';
import type { ClassResult, HomeworkResultsGateway } from '@/application/homework/resultsPorts';
import { ATTEMPT, CLASS_RESULT, fakeResultsGateway } from './fakes';

/** Ben sends his first attempt: what the server answers once it is stored. */
const WITH_BEN: ClassResult = {
  ...CLASS_RESULT,
  pupils: CLASS_RESULT.pupils.map((p) =>
    p.name === 'Ben'
      ? {
          ...p,
          pupilTasks: [
            {
              id: 30,
              task: { id: 10 },
              testPassed: true,
              scorePercentage: 90,
              createdAt: '2026-03-03T10:00:00.000Z',
            },
          ],
        }
      : p,
  ),
};

function start(calls: Partial<HomeworkResultsGateway>) {
  const machine = classResultMachine.provide(
    makeClassResultImplementations({
      gateway: fakeResultsGateway(calls),
      files: { save: vi.fn() },
    }),
  );
  return createActor(machine, { input: { classId: 2, homeworkId: 1 } }).start();
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const benCell = (actor: ReturnType<typeof start>) =>
  selectResultTable(actor.getSnapshot())?.rows.find((r) => r.pupil.name === 'Ben')?.cells[0]?.cell;

describe('the class result table refreshes itself while open (issue #11)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every 15 s while the page is visible and shows the attempts that arrived', async () => {
    const answers = [CLASS_RESULT, CLASS_RESULT, WITH_BEN];
    const classResult = vi.fn(() => Promise.resolve(answers.shift() ?? WITH_BEN));
    const actor = start({ classResult });
    await settle();
    expect(classResult).toHaveBeenCalledTimes(1);
    expect(benCell(actor)).toEqual({ kind: 'none' });

    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS - 1);
    expect(classResult).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(classResult).toHaveBeenCalledTimes(2);
    expect(benCell(actor)).toEqual({ kind: 'none' });

    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS);
    expect(classResult).toHaveBeenCalledTimes(3);
    expect(benCell(actor)).toEqual({ kind: 'passed', percent: 90 });
    actor.stop();
  });

  it('never shows "loading" while it refreshes: the table stays drawn', async () => {
    let release: (value: ClassResult) => void = () => undefined;
    let calls = 0;
    const actor = start({
      classResult: () => {
        calls += 1;
        return calls === 1
          ? Promise.resolve(CLASS_RESULT)
          : new Promise<ClassResult>((resolve) => (release = resolve));
      },
    });
    await settle();
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS);
    expect(actor.getSnapshot().matches({ Loaded: { live: 'Refreshing' } })).toBe(true);
    expect(selectClassResultView(actor.getSnapshot()).status).toBe('loaded');
    release(WITH_BEN);
    await settle();
    expect(benCell(actor)).toEqual({ kind: 'passed', percent: 90 });
    actor.stop();
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    const actor = start({ classResult });
    await settle();
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS * 5);
    expect(classResult).toHaveBeenCalledTimes(1);
    actor.send({ type: 'page.visible' });
    await settle();
    expect(classResult).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ Loaded: { live: 'Watching' } })).toBe(true);
    actor.stop();
  });

  it('a page hidden before the table loads starts paused', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    const actor = start({ classResult });
    actor.send({ type: 'page.hidden' });
    await settle();
    expect(actor.getSnapshot().matches({ Loaded: { live: 'Paused' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS * 2);
    expect(classResult).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('asks at once when the window gets the focus back', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    const actor = start({ classResult });
    await settle();
    actor.send({ type: 'page.focused' });
    await settle();
    expect(classResult).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('a failed refresh keeps the last table and says so; the next one clears it', async () => {
    const answers: (() => Promise<ClassResult>)[] = [
      () => Promise.resolve(CLASS_RESULT),
      () => Promise.reject(new Error('Offline')),
      () => Promise.resolve(WITH_BEN),
    ];
    const actor = start({ classResult: () => (answers.shift() ?? answers[0]!)() });
    await settle();
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS);
    expect(actor.getSnapshot().context.refreshError).toBe('Offline');
    expect(selectClassResultView(actor.getSnapshot()).status).toBe('loaded');
    expect(benCell(actor)).toEqual({ kind: 'none' });
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS);
    expect(actor.getSnapshot().context.refreshError).toBeNull();
    expect(benCell(actor)).toEqual({ kind: 'passed', percent: 90 });
    actor.stop();
  });

  it('an open attempt stays open through a refresh', async () => {
    const actor = start({
      classResult: () => Promise.resolve(CLASS_RESULT),
      attempt: () => Promise.resolve(ATTEMPT),
    });
    await settle();
    actor.send({ type: 'user.openAttempt', attemptId: 20 });
    await settle();
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'shown', attempt: ATTEMPT });
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS);
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'shown', attempt: ATTEMPT });
    actor.stop();
  });

  it('stops asking once the page is closed', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    const actor = start({ classResult });
    await settle();
    actor.stop();
    await vi.advanceTimersByTimeAsync(CLASS_RESULT_REFRESH_MS * 3);
    expect(classResult).toHaveBeenCalledTimes(1);
  });
});
