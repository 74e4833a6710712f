import type { pinyin as Pinyin } from 'pinyin-pro';
import type { Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import {
  alignPieces,
  joinPinyin,
  piecesInText,
  readingToShow,
  tokenSpans,
} from '@/domain/transliteration/readings';
import type { Piece } from '@/domain/transliteration/readings';
import type { SentenceReadings } from '@/domain/transliteration/schemes';

/*
 * Mandarin pinyin with tone marks from pinyin-pro. It reads the whole sentence at once, so its
 * word dictionary settles characters with several readings by their neighbours (银行 yínháng,
 * 行走 xíngzǒu); its answer is one syllable per character, laid back over our tokens by offset.
 */

/** pinyin-pro's reader. */
export type PinyinReader = typeof Pinyin;

let loading: Promise<PinyinReader> | undefined;

/**
 * pinyin-pro, loaded on the first Mandarin request (its dictionaries take some 25 MB and a
 * tenth of a second), so a server that never meets a Mandarin text never pays for them.
 */
export function pinyinReader(): Promise<PinyinReader> {
  loading ??= import('pinyin-pro').then((module) => module.pinyin);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

interface Syllable {
  readonly text: string;
  /** The syllable of a Chinese character; null for anything else (digits, Latin, marks). */
  readonly pinyin: string | null;
}

function syllables(pinyin: PinyinReader, text: string): readonly Piece<Syllable>[] {
  const characters = pinyin(text, { type: 'all', toneType: 'symbol' });
  return piecesInText(
    text,
    characters.map((character) => ({
      surface: character.origin,
      value: {
        text: character.origin,
        pinyin: character.isZh && character.pinyin !== '' ? character.pinyin : null,
      },
    })),
  );
}

/** A word's pinyin from its characters' syllables; null when it has no Chinese character. */
function readSyllables(parts: readonly Syllable[]): string | null {
  if (!parts.some((part) => part.pinyin !== null)) return null;
  return joinPinyin(parts.map((part) => part.pinyin ?? part.text));
}

export function mandarinReadings(
  pinyin: PinyinReader,
  sentence: { readonly id: number; readonly tokens: readonly Token[] },
): SentenceReadings {
  const aligned = alignPieces(
    tokenSpans(sentence.tokens),
    syllables(pinyin, writeTokens(sentence.tokens)),
  );
  return {
    id: sentence.id,
    tokens: sentence.tokens.map((token, index) => {
      const alignment = aligned[index];
      const own = alignment?.kind === 'inside' ? alignment.pieces : syllables(pinyin, token.text);
      return readingToShow('pinyin', token, readSyllables(own.map((piece) => piece.value)));
    }),
  };
}
