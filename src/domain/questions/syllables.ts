import { languageByCode, type LanguageCode } from '@/domain/catalog/languages';
import { CONTENT_POS, type Token } from '@/domain/resource/content';
import { chooseInOrder, itemsOr, unavailable } from './selection';
import type { Derivation, DerivationContext, Hyphenate, SyllablesItem } from './types';

export const MAX_SYLLABLE_WORDS = 15;

/** A word of letters only: names, numbers and hyphenated compounds are left to the teacher. */
const PLAIN_WORD = /^\p{L}[\p{L}\p{M}]*$/u;

/**
 * Content words, and words whose part of speech is unknown: a teacher's uploaded text is not
 * tagged offline, and syllables need no part of speech.
 */
function isCandidate(token: Token): boolean {
  return (
    (CONTENT_POS.has(token.pos) || token.pos === 'other') &&
    token.pos !== 'proper_noun' &&
    token.pos !== 'numeral' &&
    PLAIN_WORD.test(token.text)
  );
}

/**
 * The word's syllables, or undefined when the hyphenator cannot split it into two or more parts
 * that join back into the word (a language without patterns gives none; a failing one, too).
 */
export function syllablesOf(
  hyphenate: Hyphenate,
  word: string,
  lang: LanguageCode,
): readonly string[] | undefined {
  let parts: readonly string[];
  try {
    parts = hyphenate(word, lang);
  } catch {
    return undefined;
  }
  const whole = parts.length >= 2 && parts.every((part) => part !== '') && parts.join('') === word;
  return whole ? [...parts] : undefined;
}

/** Syllables: content words of two or more syllables, split with the language's patterns. */
export function deriveSyllables({
  content,
  random,
  hyphenate,
}: DerivationContext): Derivation<SyllablesItem> {
  const lang = content.language.target;
  const name = languageByCode(lang)?.name ?? lang;
  if (hyphenate === undefined) {
    return unavailable(`Syllables need hyphenation patterns for ${name}, and none were given.`);
  }
  const seen = new Set<string>();
  const items: SyllablesItem[] = [];
  for (const sentence of content.sentences) {
    for (const token of sentence.target.tokens.filter(isCandidate)) {
      const key = token.text.toLocaleLowerCase(lang);
      if (seen.has(key)) continue;
      seen.add(key);
      const syllables = syllablesOf(hyphenate, token.text, lang);
      if (syllables !== undefined) {
        items.push({ word: token.text, syllables, sentenceIds: [sentence.id] });
      }
    }
  }
  return itemsOr(
    chooseInOrder(random, items, MAX_SYLLABLE_WORDS),
    `No word of two or more syllables could be split with the hyphenation patterns for ${name}.`,
  );
}
