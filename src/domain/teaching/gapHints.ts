// What a gap shows before it is answered, at each level of help (display settings' level
// choice). The hint is written into the empty box, so it must never be the whole answer.
import type { GapLevel } from '@/domain/display/settings';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The answer's letters as the reader sees them (é, 👍 or a Devanagari cluster is one). */
function lettersOf(answer: string): string[] {
  return Array.from(graphemes.segment(answer), ({ segment }) => segment);
}

/**
 * The hint for a gap: level 1 its first letter and a dash for each other letter ("g _ _ _ _"),
 * so the length shows; level 2 its first letter and an ellipsis ("g…"); level 3 nothing.
 * A one-letter answer gets no hint at levels 1 and 2 but the dash, as its letter would be the
 * answer itself.
 */
export function gapHint(answer: string, level: GapLevel): string {
  if (level === 'no-help') return '';
  const letters = lettersOf(answer.trim());
  if (letters.length === 0) return '';
  if (letters.length === 1) return '_';
  const [first = '', ...rest] = letters;
  if (level === 'some-help') return `${first}…`;
  return [first, ...rest.map((letter) => (/\s/u.test(letter) ? ' ' : '_'))].join(' ');
}
