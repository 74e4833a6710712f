import type { PupilHomework } from './pupilResultsPorts';

/*
 * The pupil home's three sections. The rule belongs in the domain (src/domain/homework/
 * pupilHome.ts, issue #11 helper H2); until that lands this file states it once for the page,
 * as H2's brief defines it, and is the one place to swap for the domain's function.
 */

/** One homework as the pupil home lists it. */
export interface PupilHomeEntry {
  readonly homework: PupilHomework;
  /** Tasks with at least one attempt. */
  readonly done: number;
  readonly total: number;
  /** Past its due date and not finished. */
  readonly overdue: boolean;
  /** The mean of the shown attempts' scores, whole percent; null with no attempt. */
  readonly score: number | null;
}

export interface PupilHomeGroups {
  /** No task attempted; soonest due first. */
  readonly toDo: readonly PupilHomeEntry[];
  /** Some tasks attempted, not all; soonest due first. */
  readonly inProgress: readonly PupilHomeEntry[];
  /** Every task attempted, or closed by the teacher; newest due first. */
  readonly finished: readonly PupilHomeEntry[];
}

function entry(homework: PupilHomework, now: Date): PupilHomeEntry {
  const shown = homework.tasks.flatMap((task) => (task.shown === null ? [] : [task.shown]));
  const total = homework.tasks.length;
  const finished = homework.closedAt !== null || (total > 0 && shown.length === total);
  const score =
    shown.length === 0
      ? null
      : Math.round(shown.reduce((sum, a) => sum + a.scorePercentage, 0) / shown.length);
  return {
    homework,
    done: shown.length,
    total,
    overdue: !finished && Date.parse(homework.dueAt) < now.getTime(),
    score,
  };
}

const byDue = (a: PupilHomeEntry, b: PupilHomeEntry) =>
  Date.parse(a.homework.dueAt) - Date.parse(b.homework.dueAt) ||
  a.homework.pupilHomeworkId - b.homework.pupilHomeworkId;

export function groupPupilHomework(
  homeworks: readonly PupilHomework[],
  now: Date,
): PupilHomeGroups {
  const entries = homeworks.map((h) => entry(h, now));
  const finished = entries.filter(
    (e) => e.homework.closedAt !== null || (e.total > 0 && e.done === e.total),
  );
  const open = entries.filter((e) => !finished.includes(e));
  return {
    toDo: open.filter((e) => e.done === 0).sort(byDue),
    inProgress: open.filter((e) => e.done > 0).sort(byDue),
    finished: [...finished].sort((a, b) => byDue(b, a)),
  };
}
