import { describe, expect, it } from 'vitest';
import type { AlignedSentence, Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { TransliterationScheme } from '@/domain/transliteration/schemes';
import { transliterateWithDictionaries } from '../../../server/adapters/transliteration/transliterate';

/*
 * The readings themselves, through the real dictionaries (kuromoji's IPADIC, pinyin-pro),
 * over tokens cut as an upload cuts them (Intl.Segmenter), so alignment by offset is real.
 */

function sentence(id: number, text: string, language: LanguageCode): AlignedSentence {
  const tokens = tokenise(text, language);
  return {
    id,
    paragraph: 0,
    target: { text: writeTokens(tokens), tokens },
    native: { text: '', tokens: [] },
    chunks: [],
  };
}

/** Each token's text with its reading, for readable expectations. */
async function read(
  scheme: TransliterationScheme,
  text: string,
  language: LanguageCode,
): Promise<[string, string | null][]> {
  const one = sentence(1, text, language);
  const { sentences } = await transliterateWithDictionaries(scheme, [one]);
  const tokens: readonly Token[] = one.target.tokens;
  return tokens.map((token, index) => [token.text, sentences[0]?.tokens[index] ?? null]);
}

const readingOf = (pairs: [string, string | null][], text: string) =>
  pairs.find(([token]) => token === text)?.[1];

describe('Japanese', () => {
  it('gives furigana in hiragana over words with kanji (日本語 にほんご, 東京 とうきょう)', async () => {
    const pairs = await read('furigana', '東京で日本語を勉強します。', 'ja');
    const whole = pairs.map(([, reading]) => reading ?? '').join('');
    expect(whole).toContain('とうきょう');
    expect(whole).toContain('にほんご');
    expect(whole).toContain('べんきょう');
  }, 30_000);

  it('gives no furigana over kana or punctuation', async () => {
    const pairs = await read('furigana', '東京で日本語を勉強します。', 'ja');
    for (const [text, reading] of pairs)
      if (!/\p{Script=Han}/u.test(text)) expect({ text, reading }).toEqual({ text, reading: null });
  }, 30_000);

  it('gives romaji in modified Hepburn (日本語 nihongo, 東京 tōkyō), particles as said (は wa, を o)', async () => {
    const pairs = await read('romaji', '私は東京で日本語を勉強します。', 'ja');
    const whole = pairs.map(([, reading]) => reading ?? '').join(' ');
    expect(whole).toContain('nihongo');
    expect(whole).toContain('tōkyō');
    expect(whole).toContain('benkyō');
    expect(whole).not.toContain('toukyou');
    expect(readingOf(pairs, 'は')).toBe('wa');
    expect(readingOf(pairs, 'を')).toBe('o');
    expect(readingOf(pairs, '。')).toBeNull();
  }, 30_000);

  it('reads the greetings こんにちは konnichiwa and こんばんは konbanwa, and 先生 sensei', async () => {
    const day = await read('romaji', 'こんにちは、先生。', 'ja');
    const evening = await read('romaji', 'こんばんは。', 'ja');
    expect(readingOf(day, 'こんにちは')).toBe('konnichiwa');
    expect(readingOf(day, '先生')).toBe('sensei');
    expect(readingOf(evening, 'こんばんは')).toBe('konbanwa');
  }, 30_000);

  it('lengthens a vowel before katakana ー (コーヒー kōhī), not with a verb’s final う (思う omou)', async () => {
    const pairs = await read('romaji', 'コーヒーが好きだと思う。', 'ja');
    expect(readingOf(pairs, 'コーヒー')).toBe('kōhī');
    expect(readingOf(pairs, '思う')).toBe('omou');
  }, 30_000);

  it('writes ō for おお and n’ before a vowel (大きい ōkii, 禁煙 kin’en)', async () => {
    const pairs = await read('romaji', '大きい禁煙の部屋。', 'ja');
    const whole = pairs.map(([, reading]) => reading ?? '').join(' ');
    expect(whole).toContain('ōkii');
    expect(whole).toContain("kin'en");
  }, 30_000);

  it('reads a token the dictionary cut differently on its own, never across tokens', async () => {
    const tokens: Token[] = [
      { text: '日', pos: 'other', spaceBefore: false },
      { text: '本語', pos: 'other', spaceBefore: false },
    ];
    const odd: AlignedSentence = {
      ...sentence(1, '日本語', 'ja'),
      target: { text: '日本語', tokens },
    };
    const { sentences } = await transliterateWithDictionaries('furigana', [odd]);
    const readings = sentences[0]?.tokens ?? [];
    expect(readings).toHaveLength(2);
    expect(readings[0]).not.toBe('にほんご');
    expect(readings.every((reading) => reading === null || reading.length < 4)).toBe(true);
  }, 30_000);
});

describe('Mandarin', () => {
  it('reads 行 by its word: 银行 yínháng, 行走 xíngzǒu', async () => {
    const bank = await read('pinyin', '我去银行取钱。', 'zh');
    const walk = await read('pinyin', '他在路上行走。', 'zh');
    const bankWhole = bank.map(([, reading]) => reading ?? '').join(' ');
    const walkWhole = walk.map(([, reading]) => reading ?? '').join(' ');
    expect(bankWhole).toMatch(/yín ?háng/);
    expect(walkWhole).toMatch(/xíng ?zǒu/);
  });

  it('writes a word as one pinyin word with tone marks, nothing over punctuation or digits', async () => {
    const pairs = await read('pinyin', '我有3个朋友。', 'zh');
    // Intl.Segmenter cuts 我有|3|个|朋友|。
    expect(pairs).toEqual([
      ['我有', 'wǒyǒu'],
      ['3', null],
      ['个', 'gè'],
      ['朋友', 'péngyǒu'],
      ['。', null],
    ]);
  });

  it('gives one reading per token of every sentence, by sentence id', async () => {
    const sentences = [sentence(1, '你好。', 'zh'), sentence(2, '西安很大。', 'zh')];
    const result = await transliterateWithDictionaries('pinyin', sentences);
    expect(result.scheme).toBe('pinyin');
    expect(result.sentences.map((s) => s.id)).toEqual([1, 2]);
    result.sentences.forEach((readings, index) =>
      expect(readings.tokens).toHaveLength(sentences[index]?.target.tokens.length ?? -1),
    );
    expect(result.sentences[1]?.tokens.join(' ')).toContain("xī'ān");
  });
});
