import * as E from 'fp-ts/Either';

/*
 * How many pupil accounts a teacher may have (spec §3 User: totalPupilsAllowed,
 * remainingPupils, pupilPlatformAllowed). The figures are the teacher's plan's (issue #13:
 * `entitlements` in src/domain/billing); these are the rules and the words over them.
 */

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
  /** Whether the plan has pupil accounts at all (spec §3 pupilPlatformAllowed). */
  readonly pupilPlatformAllowed: boolean;
}

/**
 * Whether `adding` more pupils fit the plan; Right is the remaining count afterwards. A plan
 * without the pupil platform takes none, whatever its figure says.
 */
export function checkPupilAllowance(allowance: {
  readonly totalPupilsAllowed: number;
  readonly pupilCount: number;
  readonly adding: number;
  readonly pupilPlatformAllowed: boolean;
}): E.Either<PupilLimitExceeded, number> {
  const { totalPupilsAllowed, pupilCount, adding, pupilPlatformAllowed } = allowance;
  const remaining = pupilPlatformAllowed ? remainingPupils(totalPupilsAllowed, pupilCount) : 0;
  return adding <= remaining
    ? E.right(remaining - adding)
    : E.left({
        type: 'pupils/limit',
        totalPupilsAllowed,
        pupilCount,
        adding,
        remaining,
        pupilPlatformAllowed,
      });
}

const pupils = (n: number) => (n === 1 ? '1 pupil' : `${n} pupils`);

/**
 * The refusal as the teacher reads it, with every number. It ends with the plan's "Upgrade"
 * sentence, which the page turns into a link to the subscriptions page (RefusalText).
 */
export function pupilLimitMessage(limit: PupilLimitExceeded): string {
  if (!limit.pupilPlatformAllowed || limit.totalPupilsAllowed === 0)
    return (
      `Your plan does not include pupil accounts, so ${pupils(limit.adding)} cannot be added. ` +
      'Nothing was added. Upgrade to add pupils.'
    );
  return (
    `Your plan allows ${pupils(limit.totalPupilsAllowed)} and you have ${limit.pupilCount}, ` +
    `so ${limit.remaining === 0 ? 'no more' : `${limit.remaining} more`} can be added, not ` +
    `${limit.adding}. Nothing was added. Upgrade for more pupils.`
  );
}

/** What the classroom pages say of a plan without pupil accounts; "Upgrade" becomes a link. */
export const NO_PUPIL_ACCOUNTS =
  'Your plan does not include pupil accounts. Upgrade to add pupils.';
