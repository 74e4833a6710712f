import { languageName } from '@/domain/catalog/languages';
import { SYLLABLE_LANGUAGES, hasSyllabifier, syllabify } from '@/domain/language/syllables';
import { CONTENT_POS, type Token } from '@/domain/resource/content';
import { chooseInOrder, itemsOr, unavailable } from './selection';
import type { Derivation, DerivationContext, SyllablesItem } from './types';

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

/** "English, French, German, Italian, Portuguese and Spanish". */
function syllableLanguageList(): string {
  const names = SYLLABLE_LANGUAGES.map(languageName).sort((a, b) => a.localeCompare(b, 'en'));
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** Syllables: content words of two or more syllables, divided by the language's syllabifier. */
export function deriveSyllables({ content, random }: DerivationContext): Derivation<SyllablesItem> {
  const lang = content.language.target;
  const name = languageName(lang);
  if (!hasSyllabifier(lang)) {
    return unavailable(
      `Syllables are not yet available in ${name}: they are divided for ${syllableLanguageList()}.`,
    );
  }
  const seen = new Set<string>();
  const items: SyllablesItem[] = [];
  for (const sentence of content.sentences) {
    for (const token of sentence.target.tokens.filter(isCandidate)) {
      const key = token.text.toLocaleLowerCase(lang);
      if (seen.has(key)) continue;
      seen.add(key);
      const syllables = syllabify(token.text, lang);
      if (syllables !== undefined && syllables.length >= 2) {
        items.push({ word: token.text, syllables: [...syllables], sentenceIds: [sentence.id] });
      }
    }
  }
  return itemsOr(
    chooseInOrder(random, items, MAX_SYLLABLE_WORDS),
    `No word of the text has two or more syllables that ${name} division can give reliably.`,
  );
}
