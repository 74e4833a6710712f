/*
 * When a homework is finished (issue #10 "completed=true for finished ones — past the due date
 * or every pupil done"): the teacher's lists split active from completed work by this rule, on
 * the server and on the screens alike.
 */

/** Whether a pupil has attempted every task: what "finished" means in "3 of 5 finished". */
export function hasFinished(
  taskIds: readonly number[],
  attemptedTaskIds: Iterable<number>,
): boolean {
  const attempted = new Set(attemptedTaskIds);
  return taskIds.length > 0 && taskIds.every((id) => attempted.has(id));
}

/** What completion reads of a homework (for all its pupils, or one class's). */
export interface CompletionFacts {
  readonly dueAt: Date;
  /** When the teacher closed it early; null while open. */
  readonly closedAt: Date | null;
  /** Pupils the homework was given to. */
  readonly pupilsTotal: number;
  /** Of them, those who attempted every task (`hasFinished`). */
  readonly pupilsFinished: number;
}

/**
 * Completed when closed, when the due date has passed, or when every pupil it was given to has
 * attempted every task. A homework given to nobody yet stays active until its due date: pupils
 * who join the class still receive it.
 */
export function isHomeworkCompleted(facts: CompletionFacts, now: Date): boolean {
  if (facts.closedAt !== null && facts.closedAt.getTime() <= now.getTime()) return true;
  if (facts.dueAt.getTime() <= now.getTime()) return true;
  return facts.pupilsTotal > 0 && facts.pupilsFinished >= facts.pupilsTotal;
}
