/** One step of a page's guided tour (spec §2 "Guided tour pages"). */
export interface TourStep {
  /** CSS selector of the element the step points at; the step is skipped while it is absent. */
  readonly target: string;
  readonly title: string;
  readonly content: string;
  /** The user guide (`/docs/{id}`) a tour's last step offers to read (issue #14). */
  readonly guide?: string;
}

/** Whether a step's target is on the page right now (the UI answers with a DOM query). */
export type TargetPresence = (selector: string) => boolean;

/** Sentinel for "no step": before the tour shows one, or when no target is present. */
export const NO_STEP = -1;

function isPresentAt(
  steps: readonly TourStep[],
  index: number,
  isTargetPresent: TargetPresence,
): boolean {
  const step = steps[index];
  return step !== undefined && isTargetPresent(step.target);
}

/** The first step after `from` whose target is present, else `NO_STEP` (spec §4: Next skips absent targets). */
export function nextPresentIndex(
  steps: readonly TourStep[],
  from: number,
  isTargetPresent: TargetPresence,
): number {
  for (let index = Math.max(from + 1, 0); index < steps.length; index += 1) {
    if (isPresentAt(steps, index, isTargetPresent)) return index;
  }
  return NO_STEP;
}

/** The last step before `from` whose target is present, else `NO_STEP` (spec §4: Back skips absent targets). */
export function previousPresentIndex(
  steps: readonly TourStep[],
  from: number,
  isTargetPresent: TargetPresence,
): number {
  for (let index = Math.min(from - 1, steps.length - 1); index >= 0; index -= 1) {
    if (isPresentAt(steps, index, isTargetPresent)) return index;
  }
  return NO_STEP;
}

/** The first step whose target is present, else `NO_STEP`. */
export function firstPresentIndex(
  steps: readonly TourStep[],
  isTargetPresent: TargetPresence,
): number {
  return nextPresentIndex(steps, NO_STEP, isTargetPresent);
}

/** Whether `index` names a step whose target is present (a dot may only move there). */
export function isStepPresent(
  steps: readonly TourStep[],
  index: number,
  isTargetPresent: TargetPresence,
): boolean {
  return Number.isInteger(index) && isPresentAt(steps, index, isTargetPresent);
}

/** Indexes of the steps whose targets are present, in order: the dots a user can move to. */
export function presentIndexes(
  steps: readonly TourStep[],
  isTargetPresent: TargetPresence,
): readonly number[] {
  return steps.flatMap((step, index) => (isTargetPresent(step.target) ? [index] : []));
}
