import { meanPercent } from './classResults';
import { resultCell, type ResultCell } from './results';

/*
 * The pupil's home page (issue #11 "Pupil home"): their homework in three groups — to do, in
 * progress, finished — so the server's list (GET /v1/pupil/homeworks) is grouped and ordered by
 * one rule wherever it is shown.
 *
 * Decisions where the issue is silent:
 * - A task counts as done once it has any attempt, passed or not: the same "attempted" that
 *   makes a pupil count as finished on the teacher's class result page (`hasFinished`).
 * - A homework the teacher closed is finished whatever was done: nothing more can be sent.
 *   One past its due date but still open stays to do or in progress, marked overdue, since the
 *   server still takes its attempts.
 * - A finished homework's score is the mean of the shown attempts' scores (a passed attempt if
 *   any, else the latest), whole percent, over the tasks attempted: the figure the teacher's
 *   class result table shows as the pupil's average, so both sides read the same number. A
 *   closed homework with nothing attempted has no score (null), shown as a dash.
 * - To do and in progress are sorted by due date, soonest first (overdue ones thus on top);
 *   finished ones by due date, newest first. Equal due dates keep a fixed order by id, so
 *   the list never reshuffles between two loads.
 * - A due date that cannot be read is never overdue and sorts after every other.
 */

/** What one task of a homework says about the pupil's work on it. */
export interface PupilHomeTask {
  /** How many attempts the pupil sent. */
  readonly attempts: number;
  /** The attempt the results show (passed if any, else the latest); null before the first. */
  readonly shown: { readonly scorePercentage: number; readonly testPassed: boolean } | null;
}

/** What grouping reads of a homework given to the pupil (a GET /v1/pupil/homeworks row). */
export interface PupilHomeHomework {
  readonly pupilHomeworkId: number;
  /** ISO timestamp. */
  readonly dueAt: string;
  /** ISO timestamp when the teacher closed it; null while open. */
  readonly closedAt: string | null;
  readonly tasks: readonly PupilHomeTask[];
}

export type PupilHomeGroup = 'toDo' | 'inProgress' | 'finished';

/** A homework as the home page lists it: the row itself and what the page shows beside it. */
export interface PupilHomeEntry<H extends PupilHomeHomework = PupilHomeHomework> {
  readonly homework: H;
  readonly group: PupilHomeGroup;
  readonly tasksTotal: number;
  /** Tasks with at least one attempt: the "2 of 3 done" of a homework in progress. */
  readonly tasksDone: number;
  /** Past its due date and not finished. */
  readonly overdue: boolean;
  /** Closed by the teacher (at or before `now`). */
  readonly closed: boolean;
  /** Whole percent, see the decisions above; null when nothing was attempted. */
  readonly score: number | null;
  /** Tasks whose shown attempt passed. */
  readonly tasksPassed: number;
}

export interface PupilHome<H extends PupilHomeHomework = PupilHomeHomework> {
  readonly toDo: readonly PupilHomeEntry<H>[];
  readonly inProgress: readonly PupilHomeEntry<H>[];
  readonly finished: readonly PupilHomeEntry<H>[];
}

function time(iso: string): number {
  return new Date(iso).getTime();
}

function isAttempted(task: PupilHomeTask): boolean {
  return task.attempts > 0 || task.shown !== null;
}

/** The result table's own cell (rounded, within 0–100), so both pages show the same figure. */
function shownCell(shown: NonNullable<PupilHomeTask['shown']>): ResultCell {
  return resultCell({ id: 0, task: { id: 0 }, ...shown });
}

/** How the home page shows one homework at `now`. */
export function pupilHomeEntry<H extends PupilHomeHomework>(
  homework: H,
  now: Date,
): PupilHomeEntry<H> {
  const tasksTotal = homework.tasks.length;
  const tasksDone = homework.tasks.filter(isAttempted).length;
  const closed = homework.closedAt !== null && time(homework.closedAt) <= now.getTime();
  // As `hasFinished`: a homework without tasks is never finished by doing nothing.
  const allDone = tasksTotal > 0 && tasksDone === tasksTotal;
  const group: PupilHomeGroup =
    closed || allDone ? 'finished' : tasksDone > 0 ? 'inProgress' : 'toDo';
  const cells = homework.tasks.flatMap((task) =>
    task.shown === null ? [] : [shownCell(task.shown)],
  );
  const cellPercents = cells.flatMap((cell) => (cell.kind === 'none' ? [] : [cell.percent]));
  return {
    homework,
    group,
    tasksTotal,
    tasksDone,
    // NaN (an unreadable date) compares false: never overdue.
    overdue: group !== 'finished' && time(homework.dueAt) < now.getTime(),
    closed,
    score: meanPercent(cellPercents),
    tasksPassed: cells.filter((cell) => cell.kind === 'passed').length,
  };
}

/** Soonest due first; unreadable dates last; then by id. */
function bySoonest(a: PupilHomeEntry, b: PupilHomeEntry): number {
  return compareDue(a, b, 1);
}

/** Newest due first; unreadable dates last; then by id, newest first. */
function byNewest(a: PupilHomeEntry, b: PupilHomeEntry): number {
  return compareDue(a, b, -1);
}

function compareDue(a: PupilHomeEntry, b: PupilHomeEntry, direction: 1 | -1): number {
  const ta = time(a.homework.dueAt);
  const tb = time(b.homework.dueAt);
  const aBad = Number.isNaN(ta);
  const bBad = Number.isNaN(tb);
  if (aBad !== bBad) return aBad ? 1 : -1;
  if (!aBad && ta !== tb) return (ta - tb) * direction;
  return (a.homework.pupilHomeworkId - b.homework.pupilHomeworkId) * direction;
}

/** The pupil's homework grouped and ordered for the home page at `now`. */
export function pupilHome<H extends PupilHomeHomework>(
  homeworks: readonly H[],
  now: Date,
): PupilHome<H> {
  const entries = homeworks.map((homework) => pupilHomeEntry(homework, now));
  const of = (group: PupilHomeGroup) => entries.filter((entry) => entry.group === group);
  return {
    toDo: of('toDo').sort(bySoonest),
    inProgress: of('inProgress').sort(bySoonest),
    finished: of('finished').sort(byNewest),
  };
}
