// Which word a tap on the teaching screen landed on: the browser gives a text node and an
// offset in it; the word around that offset is found with Intl.Segmenter, so Chinese and
// Japanese (written without spaces) give a word too, not the whole run of characters.

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  const known = segmenters.get(language);
  if (known !== undefined) return known;
  const made = new Intl.Segmenter(language, { granularity: 'word' });
  segmenters.set(language, made);
  return made;
}

/**
 * The word of `text` that contains `offset` (or ends at it: a tap just past a word's last
 * letter still means that word), or undefined when the offset is on a space or punctuation.
 */
export function wordAt(text: string, offset: number, language: string): string | undefined {
  if (offset < 0 || offset > text.length) return undefined;
  const segments = segmenterFor(language).segment(text);
  const here = segments.containing(Math.min(offset, Math.max(0, text.length - 1)));
  if (here?.isWordLike === true) return here.segment;
  const before = offset > 0 ? segments.containing(offset - 1) : undefined;
  return before?.isWordLike === true ? before.segment : undefined;
}
