// The teaching screen's font-size stepper (spec §4 "Font size", §9 minimum 10, default 16).

export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_DEFAULT = 16;
/**
 * Our ceiling (the spec gives none): 72 px is already huge on a projector, and an unbounded
 * stepper lets a stray key-repeat push the text off the screen.
 */
export const FONT_SIZE_MAX = 72;

/**
 * Sizes the stepper jumps over in both directions (spec §4), so it never lands on them. No two are
 * consecutive, so a step of 2 always lands on an allowed size.
 */
export const SKIPPED_FONT_SIZES: ReadonlySet<number> = new Set([
  5, 8, 10, 13, 15, 18, 20, 23, 28, 30, 33, 38, 40, 43, 48, 53, 55,
]);

/**
 * A usable size from any stored or typed value: whole, within MIN–MAX, the default when not a
 * number at all. A skipped size is kept as it is; the next step moves off it.
 */
export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));
}

function step(size: number, direction: 1 | -1): number {
  const next = clampFontSize(size) + direction;
  return clampFontSize(SKIPPED_FONT_SIZES.has(next) ? next + direction : next);
}

/** One step up: +1, or +2 when +1 is a skipped size; stays at FONT_SIZE_MAX. */
export function increaseFontSize(size: number): number {
  return step(size, 1);
}

/**
 * One step down: -1, or -2 when -1 is a skipped size; never below FONT_SIZE_MIN. 10 is both the
 * minimum and a skipped size; the minimum wins, so 11 steps down to 10 (not to 9, not stuck at 11).
 */
export function decreaseFontSize(size: number): number {
  return step(size, -1);
}
