import { hasFinished } from './completion';
import { resultCell, selectAttempt, type PupilTaskAttempt, type ResultCell } from './results';

/*
 * A class's results for one homework (issue #10 `/homework-classroom-result/…`): pupils down,
 * tasks across, each cell the attempt the pupil's own result screen shows for that task
 * (`selectAttempt`: a passed one if any, else the latest by id).
 */

/** A task as the results table heads a column with it. */
export interface ResultTask {
  readonly id: number;
  readonly taskName: string;
}

/** A pupil of the class and every attempt they made at this homework's tasks. */
export interface ResultPupil<A extends PupilTaskAttempt = PupilTaskAttempt> {
  readonly pupilId: number;
  readonly name: string;
  readonly userName: string;
  readonly pupilTasks: readonly A[];
}

/** One cell: what it shows, and the attempt behind it (to open question by question). */
export interface ResultTableCell<A extends PupilTaskAttempt = PupilTaskAttempt> {
  readonly taskId: number;
  readonly attempt: A | undefined;
  readonly cell: ResultCell;
}

export interface ResultTableRow<A extends PupilTaskAttempt = PupilTaskAttempt> {
  readonly pupil: ResultPupil<A>;
  /** One per task, in the tasks' order. */
  readonly cells: readonly ResultTableCell<A>[];
  /** Whether the pupil attempted every task. */
  readonly finished: boolean;
  /** How many tasks the chosen attempts passed. */
  readonly passed: number;
  /** Mean of the chosen attempts' scores, whole percent; null when nothing was attempted. */
  readonly average: number | null;
}

export interface ResultTable<A extends PupilTaskAttempt = PupilTaskAttempt> {
  readonly tasks: readonly ResultTask[];
  /** In the order the pupils were given (the server sorts them by name). */
  readonly rows: readonly ResultTableRow<A>[];
}

/** The whole-percent mean of some scores, null for none. */
export function meanPercent(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** The table of a class's results: one row per pupil, one cell per task. */
export function classResultTable<A extends PupilTaskAttempt>(
  tasks: readonly ResultTask[],
  pupils: readonly ResultPupil<A>[],
): ResultTable<A> {
  const taskIds = tasks.map((task) => task.id);
  const rows = pupils.map((pupil): ResultTableRow<A> => {
    const cells = tasks.map((task) => {
      const attempt = selectAttempt(task.id, pupil.pupilTasks);
      return { taskId: task.id, attempt, cell: resultCell(attempt) };
    });
    const shown = cells.flatMap((c) => (c.cell.kind === 'none' ? [] : [c.cell]));
    return {
      pupil,
      cells,
      finished: hasFinished(
        taskIds,
        pupil.pupilTasks.map((a) => a.task.id),
      ),
      passed: shown.filter((c) => c.kind === 'passed').length,
      average: meanPercent(shown.map((c) => c.percent)),
    };
  });
  return { tasks, rows };
}

/** The class's figures: pupils finished, of how many, and the mean of every shown score. */
export function tableSummary(table: ResultTable): {
  readonly pupilsFinished: number;
  readonly pupilsTotal: number;
  readonly averageScore: number | null;
} {
  const scores = table.rows.flatMap((row) =>
    row.cells.flatMap((c) => (c.cell.kind === 'none' ? [] : [c.cell.percent])),
  );
  return {
    pupilsFinished: table.rows.filter((row) => row.finished).length,
    pupilsTotal: table.rows.length,
    averageScore: meanPercent(scores),
  };
}
