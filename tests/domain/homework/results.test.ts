import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultCell, selectAttempt, type PupilTaskAttempt } from '@/domain/homework/results';

const attempt = (
  id: number,
  taskId: number,
  testPassed: boolean,
  scorePercentage = 50,
): PupilTaskAttempt => ({
  id,
  task: { id: taskId },
  testPassed,
  scorePercentage,
});

describe('selecting the attempt shown for a task', () => {
  it('no attempt for the task gives undefined', () => {
    expect(selectAttempt(1, [])).toBeUndefined();
    expect(selectAttempt(1, [attempt(5, 2, true)])).toBeUndefined();
  });

  it('a passed attempt wins over a later failed one', () => {
    const passed = attempt(3, 1, true);
    expect(selectAttempt(1, [passed, attempt(9, 1, false)])).toBe(passed);
  });

  it('without a pass, the latest attempt by id is shown', () => {
    const latest = attempt(12, 1, false);
    expect(selectAttempt(1, [attempt(4, 1, false), latest, attempt(7, 1, false)])).toBe(latest);
  });

  it('of several passes, the latest passed by id is shown', () => {
    const latestPass = attempt(8, 1, true, 70);
    expect(selectAttempt(1, [attempt(2, 1, true, 90), latestPass, attempt(10, 1, false)])).toBe(
      latestPass,
    );
  });

  it('order in the list does not matter, only the id', () => {
    const latest = attempt(20, 1, false);
    expect(selectAttempt(1, [latest, attempt(3, 1, false)])).toBe(latest);
  });

  it('attempts at other tasks are ignored', () => {
    const own = attempt(1, 1, false);
    expect(selectAttempt(1, [own, attempt(99, 2, true)])).toBe(own);
  });

  it('keeps the extra fields of the attempt it returns', () => {
    const withData = { ...attempt(1, 1, true), submittedData: { answers: ['x'] } };
    expect(selectAttempt(1, [withData])?.submittedData).toEqual({ answers: ['x'] });
  });
});

describe('the result cell', () => {
  it('no attempt shows a dash', () => {
    expect(resultCell(undefined)).toEqual({ kind: 'none' });
  });

  it('a passed attempt shows its score as passed', () => {
    expect(resultCell(attempt(1, 1, true, 80))).toEqual({ kind: 'passed', percent: 80 });
  });

  it('a failed attempt shows its score as failed', () => {
    expect(resultCell(attempt(1, 1, false, 30))).toEqual({ kind: 'failed', percent: 30 });
  });

  it('rounds the score to a whole number', () => {
    expect(resultCell(attempt(1, 1, true, 66.666))).toEqual({ kind: 'passed', percent: 67 });
    expect(resultCell(attempt(1, 1, false, 12.4))).toEqual({ kind: 'failed', percent: 12 });
  });

  it('clamps the score to 0–100', () => {
    expect(resultCell(attempt(1, 1, true, 120))).toEqual({ kind: 'passed', percent: 100 });
    expect(resultCell(attempt(1, 1, false, -5))).toEqual({ kind: 'failed', percent: 0 });
  });

  it('a score that is not a number shows as 0', () => {
    expect(resultCell(attempt(1, 1, false, Number.NaN))).toEqual({ kind: 'failed', percent: 0 });
  });
});

describe('result properties', () => {
  const attempts = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      task: fc.record({ id: fc.integer({ min: 1, max: 3 }) }),
      testPassed: fc.boolean(),
      scorePercentage: fc.double({ min: -50, max: 150, noNaN: true }),
    }),
    { maxLength: 15 },
  );

  it('the shown attempt belongs to the task and exists exactly when the task was attempted', () => {
    fc.assert(
      fc.property(attempts, fc.integer({ min: 1, max: 3 }), (list, taskId) => {
        const chosen = selectAttempt(taskId, list);
        const own = list.filter((a) => a.task.id === taskId);
        expect(chosen === undefined).toBe(own.length === 0);
        if (chosen !== undefined) expect(chosen.task.id).toBe(taskId);
      }),
    );
  });

  it('the shown attempt is passed whenever any attempt at the task passed', () => {
    fc.assert(
      fc.property(attempts, fc.integer({ min: 1, max: 3 }), (list, taskId) => {
        const anyPassed = list.some((a) => a.task.id === taskId && a.testPassed);
        expect(selectAttempt(taskId, list)?.testPassed ?? false).toBe(anyPassed);
      }),
    );
  });

  it('no attempt of the same kind at the task has a higher id', () => {
    fc.assert(
      fc.property(attempts, fc.integer({ min: 1, max: 3 }), (list, taskId) => {
        const chosen = selectAttempt(taskId, list);
        if (chosen === undefined) return;
        const rivals = list.filter(
          (a) => a.task.id === taskId && a.testPassed === chosen.testPassed,
        );
        expect(rivals.every((a) => a.id <= chosen.id)).toBe(true);
      }),
    );
  });

  it('the percent is a whole number within 0–100', () => {
    fc.assert(
      fc.property(attempts, (list) => {
        for (const a of list) {
          const cell = resultCell(a);
          if (cell.kind === 'none') throw new Error('an attempt never shows a dash');
          expect(Number.isInteger(cell.percent)).toBe(true);
          expect(cell.percent).toBeGreaterThanOrEqual(0);
          expect(cell.percent).toBeLessThanOrEqual(100);
          expect(cell.kind).toBe(a.testPassed ? 'passed' : 'failed');
        }
      }),
    );
  });
});
