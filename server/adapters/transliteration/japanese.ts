import { createRequire } from 'node:module';
import path from 'node:path';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import { isKana, toHiragana } from 'wanakana';
import type { Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { hepburn } from '@/domain/transliteration/hepburn';
import type { ReadWord, WordRole } from '@/domain/transliteration/hepburn';
import {
  alignPieces,
  piecesInText,
  readingToShow,
  tokenSpans,
} from '@/domain/transliteration/readings';
import type { SentenceReadings } from '@/domain/transliteration/schemes';
import { fromRoot } from '../../paths';

/*
 * Japanese readings from kuromoji's IPADIC dictionary: each dictionary word's reading (in
 * katakana) becomes furigana in hiragana, or romaji in modified Hepburn (とうきょう → tōkyō) by
 * the domain's rules, which also need the word's pronunciation and part of speech.
 */

export type JapaneseScheme = 'furigana' | 'romaji';

// From the project root: the bundle `npm start` runs lives elsewhere than this file.
const require = createRequire(fromRoot('package.json'));
/** IPADIC as kuromoji ships it. */
export const DICTIONARY = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');

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

/** A dictionary word's reading in katakana or hiragana; null when the dictionary has none. */
function kanaOf(word: IpadicFeatures): string | null {
  if (word.reading !== undefined && word.reading !== '' && word.reading !== '*')
    return word.reading;
  return isKana(word.surface_form) ? word.surface_form : null;
}

/** What the spelling needs of IPADIC's part of speech (助詞 particle, 動詞 verb, 助動詞 う). */
function roleOf(word: IpadicFeatures): WordRole {
  if (word.pos === '助詞') return 'particle';
  if (word.pos === '動詞') return 'verb';
  // IPADIC cuts the volitional 行こう as 行こ + the auxiliary う.
  if (word.pos === '助動詞' && word.basic_form === 'う') return 'volitional';
  return 'other';
}

/** A token's reading from the dictionary words it is made of; null if one is unknown. */
function readWords(scheme: JapaneseScheme, words: readonly IpadicFeatures[]): string | null {
  const read: ReadWord[] = [];
  for (const word of words) {
    const kana = kanaOf(word);
    if (kana === null) return null;
    // Only a word the dictionary knows has a pronunciation; an unknown one has none or '*'.
    const pronunciation =
      word.pronunciation === '' || word.pronunciation === '*' ? undefined : word.pronunciation;
    read.push({ reading: kana, pronunciation, role: roleOf(word) });
  }
  if (read.length === 0) return null;
  return scheme === 'furigana'
    ? read.map((word) => toHiragana(word.reading)).join('')
    : hepburn(read);
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
