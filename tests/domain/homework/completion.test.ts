import { describe, expect, it } from 'vitest';
import { hasFinished, isHomeworkCompleted } from '@/domain/homework/completion';

const now = new Date('2026-03-10T12:00:00Z');
const open = {
  dueAt: new Date('2026-03-20T12:00:00Z'),
  closedAt: null,
  pupilsTotal: 5,
  pupilsFinished: 2,
};

describe('a pupil has finished', () => {
  it('when every task was attempted, in any order, retries included', () => {
    expect(hasFinished([1, 2, 3], [3, 1, 1, 2])).toBe(true);
  });

  it('not while one task is left', () => {
    expect(hasFinished([1, 2, 3], [1, 2, 2])).toBe(false);
  });

  it('never for a homework without tasks', () => {
    expect(hasFinished([], [])).toBe(false);
  });
});

describe('a homework is completed', () => {
  it('not while open, before its due date, with pupils still working', () => {
    expect(isHomeworkCompleted(open, now)).toBe(false);
  });

  it('once its due date has passed, finished or not', () => {
    expect(isHomeworkCompleted({ ...open, dueAt: now }, now)).toBe(true);
    expect(isHomeworkCompleted({ ...open, dueAt: new Date('2026-03-01T00:00:00Z') }, now)).toBe(
      true,
    );
  });

  it('once the teacher closed it', () => {
    expect(isHomeworkCompleted({ ...open, closedAt: new Date('2026-03-09T00:00:00Z') }, now)).toBe(
      true,
    );
  });

  it('once every pupil finished, before the due date', () => {
    expect(isHomeworkCompleted({ ...open, pupilsFinished: 5 }, now)).toBe(true);
  });

  it('not when given to no pupil yet: pupils who join still receive it', () => {
    expect(isHomeworkCompleted({ ...open, pupilsTotal: 0, pupilsFinished: 0 }, now)).toBe(false);
  });
});
