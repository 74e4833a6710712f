import { isSpacelessLanguage, normaliseAnswer } from '@/domain/matching/normalise';

/*
 * Finding words and phrases in a sentence the way a pupil reads it: whole words only, any
 * letter case, any run of spaces between words. Chinese and Japanese have no spaces between
 * words, so there a phrase is found anywhere.
 */

/** A letter, digit or combining mark: what a word is made of. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Escapes the characters a `u`-flag pattern treats as syntax (and only those: `\-` is an error there). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** A global, case-insensitive pattern matching the phrase as whole words, spacing-tolerant. */
function phrasePattern(phrase: string, lang: string): RegExp | undefined {
  const parts = phrase
    .trim()
    .split(/\s+/u)
    .filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  const spaceless = isSpacelessLanguage(lang);
  let source = '';
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (previous !== undefined) {
      // Two words need a space between them; a word and a mark may touch ("mercado ." / "mercado.").
      const needsSpace = !spaceless && isWordChar(previous.at(-1)) && isWordChar(part[0]);
      source += needsSpace ? '\\s+' : '\\s*';
    }
    source += escapeRegExp(part);
  });
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  const before = !spaceless && isWordChar(first[0]) ? '(?<![\\p{L}\\p{N}\\p{M}])' : '';
  const after = !spaceless && isWordChar(last.at(-1)) ? '(?![\\p{L}\\p{N}\\p{M}])' : '';
  return new RegExp(before + source + after, 'giu');
}

/** Every place the phrase occurs in the text as whole words, in order. */
export function occurrences(text: string, phrase: string, lang: string): readonly Span[] {
  const pattern = phrasePattern(phrase, lang);
  if (pattern === undefined) return [];
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The phrase without the spaces and punctuation around it ("¿Dónde vives?" → "Dónde vives"). */
export function trimPunctuation(text: string): string {
  const trimmed = text.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  // An apostrophe written onto a word's end is part of that word: Italian "un po’".
  const elided = /\p{L}(['’])[\s.,;:!?…]*$/u.exec(text);
  return elided?.[1] !== undefined && trimmed !== '' ? `${trimmed}${elided[1]}` : trimmed;
}

/** How many words a phrase has (in Chinese and Japanese, how many characters). */
export function wordsIn(phrase: string, lang: string): number {
  if (isSpacelessLanguage(lang)) return [...phrase].filter((char) => isWordChar(char)).length;
  return phrase.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whether two answers count as the same once normalised for matching (spec §5). */
export function sameAnswer(a: string, b: string, lang: string): boolean {
  return normaliseAnswer(a, lang) === normaliseAnswer(b, lang);
}

/** Whether the text is blank for matching: nothing left once punctuation is stripped. */
export function isBlankAnswer(text: string, lang: string): boolean {
  return normaliseAnswer(text, lang) === '';
}

/** The items without repeats, two items being the same when their keys match once normalised. */
export function distinctAnswers<T>(
  items: readonly T[],
  key: (item: T) => string,
  lang: string,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const normalised = normaliseAnswer(key(item), lang);
    if (normalised === '' || seen.has(normalised)) return false;
    seen.add(normalised);
    return true;
  });
}

/** The items whose key no other item shares once normalised (a blank key counts as shared). */
export function unsharedAnswers<T>(
  items: readonly T[],
  key: (item: T) => string,
  lang: string,
): T[] {
  const counts = new Map<string, number>();
  const keys = items.map((item) => normaliseAnswer(key(item), lang));
  keys.forEach((k) => counts.set(k, (counts.get(k) ?? 0) + 1));
  return items.filter((_, index) => {
    const k = keys[index] ?? '';
    return k !== '' && counts.get(k) === 1;
  });
}
