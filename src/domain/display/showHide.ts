// Show/hide keys of the teaching screen (spec §4 "Show/hide keys", §3 "Screen display settings").

/**
 * What the teaching screen shows: true means shown. `all` is true exactly when the other three
 * are, so it is derived, never set on its own.
 */
export interface ShowHideFlags {
  readonly target: boolean;
  readonly native: boolean;
  readonly questions: boolean;
  readonly all: boolean;
}

export const SHOW_HIDE_KEYS = ['T', 'N', '?', 'A'] as const;
export type ShowHideKey = (typeof SHOW_HIDE_KEYS)[number];

/** Everything shown: how a teaching screen opens. */
export const DEFAULT_SHOW_HIDE: ShowHideFlags = {
  target: true,
  native: true,
  questions: true,
  all: true,
};

/** The key as one of SHOW_HIDE_KEYS (letters in either case), else undefined. */
export function toShowHideKey(key: string): ShowHideKey | undefined {
  const upper = key.toUpperCase();
  return SHOW_HIDE_KEYS.find((k) => k === upper);
}

/** True for T, N, ?, A (letters in either case): the keys the teaching screen reacts to. */
export function isShowHideKey(key: string): boolean {
  return toShowHideKey(key) !== undefined;
}

function withAll(target: boolean, native: boolean, questions: boolean): ShowHideFlags {
  return { target, native, questions, all: target && native && questions };
}

/**
 * T toggles the target text, N the native text, ? the questions. A hides everything when
 * everything is shown, otherwise shows everything: after one press of A the screen is in a
 * known state whatever was toggled before. An unknown key returns the flags unchanged.
 */
export function applyShowHideKey(flags: ShowHideFlags, key: string): ShowHideFlags {
  const { target, native, questions } = flags;
  switch (toShowHideKey(key)) {
    case 'T':
      return withAll(!target, native, questions);
    case 'N':
      return withAll(target, !native, questions);
    case '?':
      return withAll(target, native, !questions);
    case 'A': {
      const show = !(target && native && questions);
      return withAll(show, show, show);
    }
    case undefined:
      return flags;
  }
}
