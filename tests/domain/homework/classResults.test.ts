import { describe, expect, it } from 'vitest';
import { classResultTable, meanPercent, tableSummary } from '@/domain/homework/classResults';
import type { ResultPupil, ResultTask } from '@/domain/homework/classResults';
import type { PupilTaskAttempt } from '@/domain/homework/results';

const tasks: ResultTask[] = [
  { id: 10, taskName: 'Vocabulary' },
  { id: 11, taskName: 'Reading' },
  { id: 12, taskName: 'Phrases' },
];

const attempt = (id: number, task: number, testPassed: boolean, scorePercentage: number) =>
  ({ id, task: { id: task }, testPassed, scorePercentage }) satisfies PupilTaskAttempt;

const ana: ResultPupil = {
  pupilId: 1,
  name: 'Ana',
  userName: 'ana.1',
  pupilTasks: [
    attempt(1, 10, true, 80),
    attempt(5, 10, false, 40),
    attempt(2, 11, false, 20),
    attempt(7, 11, false, 50),
    attempt(3, 12, true, 100),
  ],
};
const ben: ResultPupil = {
  pupilId: 2,
  name: 'Ben',
  userName: 'ben.2',
  pupilTasks: [attempt(4, 10, false, 30)],
};
const cat: ResultPupil = { pupilId: 3, name: 'Cat', userName: 'cat.3', pupilTasks: [] };

describe('the class results table', () => {
  const table = classResultTable(tasks, [ana, ben, cat]);

  it('has one row per pupil and one cell per task, in order', () => {
    expect(table.rows.map((row) => row.pupil.name)).toEqual(['Ana', 'Ben', 'Cat']);
    expect(table.rows.map((row) => row.cells.map((c) => c.taskId))).toEqual([
      [10, 11, 12],
      [10, 11, 12],
      [10, 11, 12],
    ]);
  });

  it('shows a passed attempt over a later failed one, else the latest failed by id', () => {
    const [vocab, reading] = table.rows[0]?.cells ?? [];
    expect(vocab?.attempt?.id).toBe(1);
    expect(vocab?.cell).toEqual({ kind: 'passed', percent: 80 });
    expect(reading?.attempt?.id).toBe(7);
    expect(reading?.cell).toEqual({ kind: 'failed', percent: 50 });
  });

  it('shows a dash where the pupil made no attempt', () => {
    expect(table.rows[1]?.cells.map((c) => c.cell.kind)).toEqual(['failed', 'none', 'none']);
    expect(table.rows[2]?.cells.every((c) => c.attempt === undefined)).toBe(true);
  });

  it('counts passes and averages the shown scores of each pupil', () => {
    expect(table.rows.map((row) => [row.passed, row.average, row.finished])).toEqual([
      [2, 77, true],
      [0, 30, false],
      [0, null, false],
    ]);
  });

  it('sums up the class: pupils finished, of all, and the mean of every shown score', () => {
    // (80 + 50 + 100 + 30) / 4 = 65
    expect(tableSummary(table)).toEqual({ pupilsFinished: 1, pupilsTotal: 3, averageScore: 65 });
  });

  it('of a class without pupils has no rows and no average', () => {
    expect(tableSummary(classResultTable(tasks, []))).toEqual({
      pupilsFinished: 0,
      pupilsTotal: 0,
      averageScore: null,
    });
  });
});

describe('meanPercent', () => {
  it('rounds the mean and gives null for nothing', () => {
    expect(meanPercent([33, 34])).toBe(34);
    expect(meanPercent([])).toBeNull();
  });
});
