import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pupilHome,
  pupilHomeEntry,
  type PupilHomeHomework,
  type PupilHomeTask,
} from '@/domain/homework/pupilHome';

const now = new Date('2026-03-10T12:00:00Z');
const todo: PupilHomeTask = { attempts: 0, shown: null };
const passed = (score: number): PupilHomeTask => ({
  attempts: 1,
  shown: { scorePercentage: score, testPassed: true },
});
const failed = (score: number): PupilHomeTask => ({
  attempts: 2,
  shown: { scorePercentage: score, testPassed: false },
});

function homework(
  id: number,
  dueAt: string,
  tasks: readonly PupilHomeTask[],
  closedAt: string | null = null,
): PupilHomeHomework & { name: string } {
  return { pupilHomeworkId: id, name: `Homework ${String(id)}`, dueAt, closedAt, tasks };
}

describe('the pupil home groups homework', () => {
  it('with no attempt at all as to do', () => {
    const entry = pupilHomeEntry(homework(1, '2026-03-20T00:00:00Z', [todo, todo]), now);
    expect(entry.group).toBe('toDo');
    expect(entry.tasksDone).toBe(0);
    expect(entry.score).toBeNull();
  });

  it('with some tasks attempted, not all, as in progress, counting the tasks done', () => {
    const entry = pupilHomeEntry(
      homework(1, '2026-03-20T00:00:00Z', [failed(40), todo, passed(90)]),
      now,
    );
    expect(entry.group).toBe('inProgress');
    expect(entry.tasksDone).toBe(2);
    expect(entry.tasksTotal).toBe(3);
  });

  it('with every task attempted, passed or not, as finished with the mean shown score', () => {
    const entry = pupilHomeEntry(
      homework(1, '2026-03-20T00:00:00Z', [failed(40), passed(90), passed(81)]),
      now,
    );
    expect(entry.group).toBe('finished');
    // (40 + 90 + 81) / 3 = 70.33…
    expect(entry.score).toBe(70);
    expect(entry.tasksPassed).toBe(2);
  });

  it('closed by the teacher as finished, whatever was done, scored over what was attempted', () => {
    const closed = pupilHomeEntry(
      homework(1, '2026-03-20T00:00:00Z', [passed(80), todo], '2026-03-09T00:00:00Z'),
      now,
    );
    expect(closed.group).toBe('finished');
    expect(closed.closed).toBe(true);
    expect(closed.score).toBe(80);
    const closedUntouched = pupilHomeEntry(
      homework(2, '2026-03-20T00:00:00Z', [todo], '2026-03-09T00:00:00Z'),
      now,
    );
    expect(closedUntouched.group).toBe('finished');
    expect(closedUntouched.score).toBeNull();
  });

  it('past its due date but open as overdue to do or in progress, never overdue once finished', () => {
    const past = '2026-03-01T00:00:00Z';
    expect(pupilHomeEntry(homework(1, past, [todo]), now)).toMatchObject({
      group: 'toDo',
      overdue: true,
    });
    expect(pupilHomeEntry(homework(2, past, [passed(100), todo]), now)).toMatchObject({
      group: 'inProgress',
      overdue: true,
    });
    expect(pupilHomeEntry(homework(3, past, [passed(100)]), now)).toMatchObject({
      group: 'finished',
      overdue: false,
    });
    expect(pupilHomeEntry(homework(4, '2026-03-11T00:00:00Z', [todo]), now).overdue).toBe(false);
  });

  it('without tasks as to do, not finished by doing nothing', () => {
    expect(pupilHomeEntry(homework(1, '2026-03-20T00:00:00Z', []), now).group).toBe('toDo');
  });

  it('with a score out of range shown as the result table shows it (0–100)', () => {
    const entry = pupilHomeEntry(homework(1, '2026-03-20T00:00:00Z', [passed(130)]), now);
    expect(entry.score).toBe(100);
  });
});

describe('the pupil home orders homework', () => {
  it('to do and in progress soonest due first, finished newest due first, keeping the rows', () => {
    const home = pupilHome(
      [
        homework(1, '2026-03-25T00:00:00Z', [todo]),
        homework(2, '2026-03-05T00:00:00Z', [todo]),
        homework(3, '2026-03-15T00:00:00Z', [todo]),
        homework(4, '2026-03-25T00:00:00Z', [passed(50), todo]),
        homework(5, '2026-03-12T00:00:00Z', [passed(50), todo]),
        homework(6, '2026-02-01T00:00:00Z', [passed(50)]),
        homework(7, '2026-03-01T00:00:00Z', [passed(50)]),
      ],
      now,
    );
    expect(home.toDo.map((e) => e.homework.pupilHomeworkId)).toEqual([2, 3, 1]);
    expect(home.inProgress.map((e) => e.homework.pupilHomeworkId)).toEqual([5, 4]);
    expect(home.finished.map((e) => e.homework.pupilHomeworkId)).toEqual([7, 6]);
    expect(home.toDo[0]?.homework.name).toBe('Homework 2');
  });

  it('equal due dates by id, and an unreadable due date last and never overdue', () => {
    const home = pupilHome(
      [
        homework(9, 'not a date', [todo]),
        homework(8, '2026-03-15T00:00:00Z', [todo]),
        homework(3, '2026-03-15T00:00:00Z', [todo]),
      ],
      now,
    );
    expect(home.toDo.map((e) => e.homework.pupilHomeworkId)).toEqual([3, 8, 9]);
    expect(home.toDo[2]?.overdue).toBe(false);
  });
});

const taskArb: fc.Arbitrary<PupilHomeTask> = fc.oneof(
  fc.constant(todo),
  fc.record({
    attempts: fc.integer({ min: 1, max: 5 }),
    shown: fc.record({
      scorePercentage: fc.integer({ min: 0, max: 100 }),
      testPassed: fc.boolean(),
    }),
  }),
);
const dateArb = fc
  .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-06-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());
const homeworksArb = fc.uniqueArray(
  fc.record({
    pupilHomeworkId: fc.integer({ min: 1, max: 10_000 }),
    dueAt: dateArb,
    closedAt: fc.option(dateArb, { nil: null }),
    tasks: fc.array(taskArb, { maxLength: 6 }),
  }),
  { selector: (h) => h.pupilHomeworkId, maxLength: 20 },
);

describe('the pupil home, for any list of homework', () => {
  it('puts each homework in exactly one group, by what was attempted and whether it closed', () => {
    fc.assert(
      fc.property(homeworksArb, (homeworks) => {
        const home = pupilHome(homeworks, now);
        const all = [...home.toDo, ...home.inProgress, ...home.finished];
        expect(
          all.map((e) => e.homework).sort((a, b) => a.pupilHomeworkId - b.pupilHomeworkId),
        ).toEqual([...homeworks].sort((a, b) => a.pupilHomeworkId - b.pupilHomeworkId));
        for (const e of home.toDo) expect(e.tasksDone).toBe(0);
        for (const e of home.inProgress) {
          expect(e.tasksDone).toBeGreaterThan(0);
          expect(e.tasksDone).toBeLessThan(e.tasksTotal);
        }
        for (const e of home.finished)
          expect(e.closed || (e.tasksTotal > 0 && e.tasksDone === e.tasksTotal)).toBe(true);
        for (const e of [...home.toDo, ...home.inProgress]) expect(e.closed).toBe(false);
      }),
    );
  });

  it('orders to do and in progress by due date ascending, finished descending', () => {
    fc.assert(
      fc.property(homeworksArb, (homeworks) => {
        const home = pupilHome(homeworks, now);
        const due = (list: typeof home.toDo) => list.map((e) => Date.parse(e.homework.dueAt));
        const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] ?? x) <= x);
        expect(ascending(due(home.toDo))).toBe(true);
        expect(ascending(due(home.inProgress))).toBe(true);
        expect(ascending(due(home.finished).reverse())).toBe(true);
      }),
    );
  });

  it('flags overdue exactly the unfinished homework due before now', () => {
    fc.assert(
      fc.property(homeworksArb, (homeworks) => {
        const home = pupilHome(homeworks, now);
        for (const e of [...home.toDo, ...home.inProgress])
          expect(e.overdue).toBe(Date.parse(e.homework.dueAt) < now.getTime());
        for (const e of home.finished) expect(e.overdue).toBe(false);
      }),
    );
  });

  it('scores between the lowest and highest shown score, null with none shown', () => {
    fc.assert(
      fc.property(homeworksArb, (homeworks) => {
        for (const e of pupilHome(homeworks, now).finished) {
          const scores = e.homework.tasks.flatMap((t) =>
            t.shown === null ? [] : [t.shown.scorePercentage],
          );
          if (scores.length === 0) expect(e.score).toBeNull();
          else {
            expect(e.score).toBeGreaterThanOrEqual(Math.min(...scores));
            expect(e.score).toBeLessThanOrEqual(Math.max(...scores));
          }
        }
      }),
    );
  });
});
