import { createRequire } from 'node:module';
import path from 'node:path';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import { isKana, toHiragana, toRomaji } from 'wanakana';
import type { Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import {
  alignPieces,
  piecesInText,
  readingToShow,
  tokenSpans,
} from '@/domain/transliteration/readings';
import type { SentenceReadings } from '@/domain/transliteration/schemes';

/*
 * Japanese readings from kuromoji's IPADIC dictionary: each dictionary word's reading (in
 * katakana) becomes furigana in hiragana, or Hepburn-style romaji as wanakana writes it
 * (long vowels spelt out: とうきょう → toukyou).
 */

export type JapaneseScheme = 'furigana' | 'romaji';

const require = createRequire(import.meta.url);
const DICTIONARY = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');

let building: Promise<Tokenizer<IpadicFeatures>> | undefined;

/**
 * The tokenizer, built on the first Japanese request and shared by every later one (building
 * it reads the whole dictionary: about a second and a few hundred MB of memory, so a server
 * that never meets a Japanese text never pays for it). A failed build is forgotten, so the
 * next request tries again.
 */
export function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  building ??= import('kuromoji').then(
    ({ default: kuromoji }) =>
      new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
        kuromoji.builder({ dicPath: DICTIONARY }).build((error, tokenizer) => {
          if (error !== null && error !== undefined) reject(error);
          else resolve(tokenizer);
        });
      }),
  );
  building.catch(() => {
    building = undefined;
  });
  return building;
}

/** The topic, direction and object particles are written は, へ, を but said wa, e, o. */
const PARTICLE_ROMAJI: Readonly<Record<string, string>> = { は: 'wa', へ: 'e', を: 'o' };

/** A dictionary word's reading in katakana or hiragana; null when the dictionary has none. */
function kanaOf(word: IpadicFeatures): string | null {
  if (word.reading !== undefined && word.reading !== '' && word.reading !== '*')
    return word.reading;
  return isKana(word.surface_form) ? word.surface_form : null;
}

/** A token's reading from the dictionary words it is made of; null if one is unknown. */
function readWords(scheme: JapaneseScheme, words: readonly IpadicFeatures[]): string | null {
  const parts: string[] = [];
  for (const word of words) {
    const kana = kanaOf(word);
    if (kana === null) return null;
    const particle = word.pos === '助詞' ? PARTICLE_ROMAJI[word.surface_form] : undefined;
    parts.push(scheme === 'furigana' ? toHiragana(kana) : (particle ?? toRomaji(kana)));
  }
  return parts.length === 0 ? null : parts.join('');
}

/**
 * The readings of one sentence's tokens. The dictionary reads the whole sentence (its words
 * need their neighbours), and its words are laid back over our tokens by character offset;
 * a token that a dictionary word runs across is read on its own instead.
 */
export function japaneseReadings(
  tokenizer: Tokenizer<IpadicFeatures>,
  scheme: JapaneseScheme,
  sentence: { readonly id: number; readonly tokens: readonly Token[] },
): SentenceReadings {
  const text = writeTokens(sentence.tokens);
  const words = piecesInText(
    text,
    tokenizer.tokenize(text).map((word) => ({ surface: word.surface_form, value: word })),
  );
  const aligned = alignPieces(tokenSpans(sentence.tokens), words);
  return {
    id: sentence.id,
    tokens: sentence.tokens.map((token, index) => {
      const alignment = aligned[index];
      const own =
        alignment?.kind === 'inside'
          ? alignment.pieces.map((piece) => piece.value)
          : tokenizer.tokenize(token.text);
      return readingToShow(scheme, token, readWords(scheme, own));
    }),
  };
}
