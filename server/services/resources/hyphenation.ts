import type { Hyphenate } from '@/domain/questions/types';

/*
 * Syllables for the `syllables` question type come from hyphenation patterns (issue #4): the
 * `hyphen` package's patterns through server/adapters/hyphenation/hyphenate.ts. The port also
 * lets a server run without them and say so, instead of guessing syllables.
 */

/** The port: hyphenation, or the reason a teacher reads when there is none. */
export type Hyphenation =
  | { readonly available: true; readonly hyphenate: Hyphenate }
  | { readonly available: false; readonly reason: string };

/** Hyphenation over a hyphenator (the app wires the `hyphen` adapter in). */
export function hyphenationWith(hyphenate: Hyphenate): Hyphenation {
  return { available: true, hyphenate };
}
