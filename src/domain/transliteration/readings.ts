import type { Token } from '@/domain/resource/content';
import type { Transliteration, TransliterationScheme } from './schemes';

/*
 * Pure rules of transliteration: where each token of a sentence stands in the written
 * sentence, how readings computed over the whole sentence (a dictionary's own words, one
 * syllable per character) map back onto our tokens, and what is shown over a token.
 */

const HAN = /\p{Script=Han}/u;
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a text holds a Chinese character (kanji, hanzi): what furigana and pinyin read. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** A stretch of the written sentence, in UTF-16 code units, end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Where each token stands in the sentence as `writeTokens` writes it (one space before a token
 * with `spaceBefore`, except the first), so readings of the text map back to tokens by offset.
 */
export function tokenSpans(tokens: readonly Token[]): readonly Span[] {
  let at = 0;
  return tokens.map((token, index) => {
    if (index > 0 && token.spaceBefore) at += 1;
    const span = { start: at, end: at + token.text.length };
    at = span.end;
    return span;
  });
}

/** Something read over a stretch of the sentence: a dictionary word, a character. */
export type Piece<T> = Span & { readonly value: T };

/**
 * The pieces a token is made of (`inside`), or `straddles` when a piece runs over the token's
 * edge (the dictionary cut the sentence elsewhere than our tokens): its reading cannot be
 * shared out honestly, so the caller reads that token on its own. Pieces outside every token
 * (spaces) are ignored.
 */
export type Alignment<T> =
  | { readonly kind: 'inside'; readonly pieces: readonly Piece<T>[] }
  | { readonly kind: 'straddles' };

export function alignPieces<T>(
  spans: readonly Span[],
  pieces: readonly Piece<T>[],
): readonly Alignment<T>[] {
  return spans.map((span) => {
    const overlapping = pieces.filter(
      (piece) => piece.start < span.end && piece.end > span.start && piece.end > piece.start,
    );
    return overlapping.every((piece) => piece.start >= span.start && piece.end <= span.end)
      ? { kind: 'inside', pieces: overlapping }
      : { kind: 'straddles' };
  });
}

/**
 * Pieces laid over a text from its parts in order (`surface` as written in the text): each is
 * looked for from where the previous one ended, so whatever the source skips (spaces) is
 * skipped here too. A part not found is left out.
 */
export function piecesInText<T>(
  text: string,
  parts: readonly { readonly surface: string; readonly value: T }[],
): readonly Piece<T>[] {
  const pieces: Piece<T>[] = [];
  let cursor = 0;
  for (const part of parts) {
    if (part.surface === '') continue;
    const start = text.indexOf(part.surface, cursor);
    if (start < 0) continue;
    const end = start + part.surface.length;
    pieces.push({ start, end, value: part.value });
    cursor = end;
  }
  return pieces;
}

const PINYIN_VOWEL_START = /^[aoeāáǎàōóǒòēéěè]/i;

/**
 * Pinyin syllables written as one word, as pinyin orthography does (银行 → yínháng), with the
 * apostrophe that keeps a syllable starting with a, o or e apart from the one before
 * (西安 → xī'ān, not xīān).
 */
export function joinPinyin(syllables: readonly string[]): string {
  return syllables
    .filter((syllable) => syllable !== '')
    .map((syllable, index) =>
      index > 0 && PINYIN_VOWEL_START.test(syllable) ? `'${syllable}` : syllable,
    )
    .join('');
}

/**
 * What is shown over a token in a scheme, given the reading computed for it: nothing over
 * punctuation; furigana only over words written with kanji (kana read themselves); romaji over
 * Japanese script; pinyin over Chinese characters; nothing when the reading only repeats the
 * token.
 */
export function readingToShow(
  scheme: TransliterationScheme,
  token: Pick<Token, 'text' | 'pos'>,
  reading: string | null | undefined,
): string | null {
  const shown = reading?.trim() ?? '';
  if (shown === '' || token.pos === 'punctuation' || shown === token.text) return null;
  switch (scheme) {
    case 'furigana':
    case 'pinyin':
      return hasHan(token.text) ? shown : null;
    case 'romaji':
      return JAPANESE.test(token.text) ? shown : null;
  }
}

/** A reading by sentence id and token index; null (nothing to show) for anything unknown. */
export type ReadingLookup = (sentenceId: number, tokenIndex: number) => string | null;

export function readingLookup(transliteration: Transliteration): ReadingLookup {
  const bySentence = new Map(
    transliteration.sentences.map((sentence) => [sentence.id, sentence.tokens]),
  );
  return (sentenceId, tokenIndex) => bySentence.get(sentenceId)?.[tokenIndex] ?? null;
}
