import * as E from 'fp-ts/Either';

/*
 * Pupils beyond the limit (issue #13): when a teacher's plan allows fewer pupils than they
 * have (a downgrade, an add-on not renewed), nobody's work is deleted; the pupils beyond the
 * limit cannot sign in until the teacher chooses who stays. One rule, used by the pupil
 * sign-in on the server and by the classroom page's panel in the browser.
 */

/** A teacher's pupil as the rule reads it. */
export interface PupilStanding {
  readonly id: number;
  /** Chosen by the teacher to keep signing in (users.pupil_keeps_access). */
  readonly keepsAccess: boolean;
}

/** The teacher's plan limits that concern pupils (spec §3). */
export interface PupilLimits {
  readonly totalPupilsAllowed: number;
  readonly pupilPlatformAllowed: boolean;
}

/** Whether the teacher has more pupils than the plan allows (or pupils and no platform). */
export function isOverPupilLimit(limits: PupilLimits, pupilCount: number): boolean {
  return pupilCount > (limits.pupilPlatformAllowed ? Math.max(0, limits.totalPupilsAllowed) : 0);
}

/**
 * The ids of the teacher's pupils who may sign in: all of them within the limit; beyond it,
 * only those the teacher kept, at most the limit of them (the oldest accounts first, should the
 * limit have shrunk again after the choice); without the pupil platform, none.
 */
export function pupilsWhoMaySignIn(
  limits: PupilLimits,
  pupils: readonly PupilStanding[],
): ReadonlySet<number> {
  if (!limits.pupilPlatformAllowed) return new Set();
  if (!isOverPupilLimit(limits, pupils.length)) return new Set(pupils.map((p) => p.id));
  const kept = pupils
    .filter((p) => p.keepsAccess)
    .map((p) => p.id)
    .sort((a, b) => a - b);
  return new Set(kept.slice(0, Math.max(0, limits.totalPupilsAllowed)));
}

/** Whether this one pupil may sign in now. */
export function pupilMaySignIn(
  limits: PupilLimits,
  pupils: readonly PupilStanding[],
  pupilId: number,
): boolean {
  return pupilsWhoMaySignIn(limits, pupils).has(pupilId);
}

/** What a pupil beyond the limit is told at sign-in. */
export const PUPIL_LOCKED_OUT_MESSAGE =
  "Your teacher's plan has changed: ask your teacher to let you sign in again.";

/** The teacher chose more pupils to keep than the plan allows. */
export interface TooManyKept {
  readonly type: 'pupils/too-many-kept';
  readonly chosen: number;
  readonly totalPupilsAllowed: number;
}

/** Whether a choice of pupils to keep fits the plan; Right is the ids, each once. */
export function checkKeptPupils(
  limits: PupilLimits,
  chosen: readonly number[],
): E.Either<TooManyKept, readonly number[]> {
  const ids = [...new Set(chosen)];
  const allowed = limits.pupilPlatformAllowed ? Math.max(0, limits.totalPupilsAllowed) : 0;
  return ids.length <= allowed
    ? E.right(ids)
    : E.left({ type: 'pupils/too-many-kept', chosen: ids.length, totalPupilsAllowed: allowed });
}

/** The refusal of a choice beyond the plan, as the teacher reads it. */
export function tooManyKeptMessage(refusal: TooManyKept): string {
  return refusal.totalPupilsAllowed === 0
    ? 'Your plan does not include pupil accounts, so no pupil can sign in. Nothing was changed. Upgrade to add pupils.'
    : `Your plan lets ${refusal.totalPupilsAllowed === 1 ? '1 pupil' : `${refusal.totalPupilsAllowed} pupils`} sign in; you chose ${refusal.chosen}. Nothing was changed.`;
}
