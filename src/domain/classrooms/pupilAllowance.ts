import * as E from 'fp-ts/Either';

/*
 * How many pupil accounts a teacher may have (spec §3 User: totalPupilsAllowed,
 * remainingPupils). Subscriptions will set the figure from what the teacher bought; until they
 * exist, each demo plan's figure is this table's, and an account keeps its figure in
 * `users.total_pupils_allowed` (set from here when the account is made).
 */

export const DEMO_PLAN_IDS = ['trial', 'starter', 'teacher'] as const;
export type DemoPlanId = (typeof DEMO_PLAN_IDS)[number];

export interface DemoPlan {
  readonly label: string;
  /** Pupil accounts the plan allows in all (spec §3 totalPupilsAllowed). */
  readonly totalPupilsAllowed: number;
  /** Whether pupils may sign in and do homework (spec §3 pupilPlatformAllowed). */
  readonly pupilPlatformAllowed: boolean;
}

/**
 * The demo plans: a new sign-up's trial (one class), the starter demo teacher's plan (teaching
 * tools only, no pupil accounts) and the full demo teacher's plan (the seeded 30).
 */
export const DEMO_PLANS: Readonly<Record<DemoPlanId, DemoPlan>> = {
  trial: { label: 'Trial', totalPupilsAllowed: 30, pupilPlatformAllowed: true },
  starter: { label: 'Starter', totalPupilsAllowed: 0, pupilPlatformAllowed: false },
  teacher: { label: 'Teacher', totalPupilsAllowed: 30, pupilPlatformAllowed: true },
};

/** Spec §3 remainingPupils: never below zero, even if a plan shrank under existing pupils. */
export function remainingPupils(totalPupilsAllowed: number, pupilCount: number): number {
  return Math.max(0, totalPupilsAllowed - pupilCount);
}

/** Adding would go beyond the plan: the numbers the teacher is told. */
export interface PupilLimitExceeded {
  readonly type: 'pupils/limit';
  readonly totalPupilsAllowed: number;
  readonly pupilCount: number;
  readonly adding: number;
  readonly remaining: number;
}

/** Whether `adding` more pupils fit the plan; Right is the remaining count afterwards. */
export function checkPupilAllowance(allowance: {
  readonly totalPupilsAllowed: number;
  readonly pupilCount: number;
  readonly adding: number;
}): E.Either<PupilLimitExceeded, number> {
  const { totalPupilsAllowed, pupilCount, adding } = allowance;
  const remaining = remainingPupils(totalPupilsAllowed, pupilCount);
  return adding <= remaining
    ? E.right(remaining - adding)
    : E.left({ type: 'pupils/limit', totalPupilsAllowed, pupilCount, adding, remaining });
}

const pupils = (n: number) => (n === 1 ? '1 pupil' : `${n} pupils`);

/** The refusal as the teacher reads it, with every number. */
export function pupilLimitMessage(limit: PupilLimitExceeded): string {
  if (limit.totalPupilsAllowed === 0)
    return `Your plan does not include pupil accounts, so ${pupils(limit.adding)} cannot be added. Nothing was added.`;
  return (
    `Your plan allows ${pupils(limit.totalPupilsAllowed)} and you have ${limit.pupilCount}, ` +
    `so ${limit.remaining === 0 ? 'no more' : `${limit.remaining} more`} can be added, not ` +
    `${limit.adding}. Nothing was added.`
  );
}
