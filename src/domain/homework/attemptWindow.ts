/*
 * When a pupil's attempt is taken (issue #11): from the homework's start until the teacher
 * closes it. Late work (after the due date) is taken: teachers see the date of each attempt
 * and judge it themselves, and a pupil whose answers were queued on a bus loses nothing.
 */

/** What the rule reads of a homework. */
export interface AttemptWindow {
  readonly startsAt: Date;
  /** When the teacher closed it early; null while open. */
  readonly closedAt: Date | null;
}

/** Why an attempt sent at `now` is refused, or null when it is taken. */
export function attemptRefusal(homework: AttemptWindow, now: Date): 'closed' | 'notStarted' | null {
  if (homework.closedAt !== null && homework.closedAt.getTime() <= now.getTime()) return 'closed';
  if (homework.startsAt.getTime() > now.getTime()) return 'notStarted';
  return null;
}

/** Whether the pupil sees the homework yet: it has started (closed ones stay, for their results). */
export function hasStarted(homework: Pick<AttemptWindow, 'startsAt'>, now: Date): boolean {
  return homework.startsAt.getTime() <= now.getTime();
}
