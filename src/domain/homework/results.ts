// The pupil homework result screen (spec §2 "Pupil homework result screen", §3 "Pupil homework result").

/** One attempt at a task, as the result carries it in `pupilTasks` (spec §3). */
export interface PupilTaskAttempt {
  readonly id: number;
  readonly task: { readonly id: number };
  readonly testPassed: boolean;
  readonly scorePercentage: number;
}

/** What the Result column shows for a task: a dash (`none`), or the score, green or red. */
export type ResultCell =
  { readonly kind: 'none' } | { readonly kind: 'passed' | 'failed'; readonly percent: number };

function latest<T extends PupilTaskAttempt>(attempts: readonly T[]): T | undefined {
  return attempts.reduce<T | undefined>(
    (best, a) => (best === undefined || a.id > best.id ? a : best),
    undefined,
  );
}

/**
 * The attempt shown for a task (spec §2): a passed one if any (the latest passed, when several
 * passed), else the latest by id; undefined when the pupil has not attempted the task.
 */
export function selectAttempt<T extends PupilTaskAttempt>(
  taskId: number,
  pupilTasks: readonly T[],
): T | undefined {
  const attempts = pupilTasks.filter((a) => a.task.id === taskId);
  return latest(attempts.filter((a) => a.testPassed)) ?? latest(attempts);
}

/**
 * The Result cell of an attempt. The percentage is shown whole and within 0–100; a score that is
 * not a number (a server gap) shows as 0 rather than breaking the table.
 */
export function resultCell(attempt: PupilTaskAttempt | undefined): ResultCell {
  if (attempt === undefined) return { kind: 'none' };
  const score = Number.isFinite(attempt.scorePercentage) ? attempt.scorePercentage : 0;
  const percent = Math.min(100, Math.max(0, Math.round(score)));
  return { kind: attempt.testPassed ? 'passed' : 'failed', percent };
}
