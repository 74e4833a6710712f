import type { LanguageCode } from '@/domain/catalog/languages';
import type { PartOfSpeech, Token } from '@/domain/resource/content';

/*
 * A teacher's own words as tokens, by Intl.Segmenter (ICU's rules, every language of the
 * catalogue, Chinese and Japanese included). Nothing here knows grammar: words carry the part
 * of speech `other` (numbers `numeral`, marks `punctuation`). Shared by the upload segmenter
 * (server/services/resources/segmentText.ts) and the sentence editor (editSentence.ts).
 */

const NUMERAL = /^\p{N}+(?:[.,:'’]\p{N}+)*$/u;
const MARK = /^[\p{P}\p{S}]+$/u;
const SPACE = /^\s+$/u;

/** Collapses runs of whitespace to one space: a token's `spaceBefore` can write only one. */
export function normaliseSpaces(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

function partOfSpeech(segment: string, wordLike: boolean): PartOfSpeech {
  if (wordLike) return NUMERAL.test(segment) ? 'numeral' : 'other';
  return MARK.test(segment) ? 'punctuation' : 'other';
}

/** A sentence's tokens; `writeTokens` of them gives back `normaliseSpaces(sentence)`. */
export function tokenise(sentence: string, language: LanguageCode): readonly Token[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const tokens: Token[] = [];
  let space = false;
  for (const { segment, isWordLike } of segmenter.segment(normaliseSpaces(sentence))) {
    if (SPACE.test(segment)) {
      space = true;
      continue;
    }
    tokens.push({
      text: segment,
      pos: partOfSpeech(segment, isWordLike === true),
      spaceBefore: tokens.length > 0 && space,
    });
    space = false;
  }
  return tokens;
}
