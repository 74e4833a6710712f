import { describe, expect, it } from 'vitest';
import type { Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import {
  alignPieces,
  hasHan,
  joinPinyin,
  piecesInText,
  readingLookup,
  readingToShow,
  tokenSpans,
} from '@/domain/transliteration/readings';

const word = (text: string, spaceBefore = false): Token => ({ text, pos: 'other', spaceBefore });
const mark = (text: string): Token => ({ text, pos: 'punctuation', spaceBefore: false });

describe('token spans', () => {
  it('are the offsets of each token in the sentence as written, spaces counted', () => {
    const tokens = [word('Hola'), mark(','), word('qué', true), word('tal', true), mark('?')];
    const text = writeTokens(tokens);
    const spans = tokenSpans(tokens);
    expect(spans.map(({ start, end }) => text.slice(start, end))).toEqual([
      'Hola',
      ',',
      'qué',
      'tal',
      '?',
    ]);
  });

  it('count UTF-16 units, as string offsets do (a character outside the BMP is two)', () => {
    const spans = tokenSpans([word('𠀀好'), word('。')]);
    expect(spans).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 4 },
    ]);
  });
});

describe('aligning pieces with tokens', () => {
  const spans = [
    { start: 0, end: 3 },
    { start: 3, end: 4 },
    { start: 4, end: 6 },
  ];

  it('gives a token the pieces inside it, several when the dictionary cut finer', () => {
    const pieces = [
      { start: 0, end: 1, value: 'a' },
      { start: 1, end: 3, value: 'b' },
      { start: 3, end: 4, value: 'c' },
      { start: 4, end: 6, value: 'd' },
    ];
    expect(alignPieces(spans, pieces)).toEqual([
      { kind: 'inside', pieces: [pieces[0], pieces[1]] },
      { kind: 'inside', pieces: [pieces[2]] },
      { kind: 'inside', pieces: [pieces[3]] },
    ]);
  });

  it('says a token straddles when a piece runs over its edge, and only those tokens', () => {
    const pieces = [
      { start: 0, end: 4, value: 'long' },
      { start: 4, end: 6, value: 'd' },
    ];
    const aligned = alignPieces(spans, pieces);
    expect(aligned[0]).toEqual({ kind: 'straddles' });
    expect(aligned[1]).toEqual({ kind: 'straddles' });
    expect(aligned[2]).toEqual({ kind: 'inside', pieces: [pieces[1]] });
  });

  it('ignores pieces between tokens and leaves a token without pieces empty', () => {
    const pieces = [{ start: 6, end: 7, value: ' ' }];
    expect(alignPieces(spans, pieces)).toEqual([
      { kind: 'inside', pieces: [] },
      { kind: 'inside', pieces: [] },
      { kind: 'inside', pieces: [] },
    ]);
  });
});

describe('pieces in a text', () => {
  it('lays parts over the text in order, skipping what the source skipped', () => {
    const pieces = piecesInText('東京 に 行く', [
      { surface: '東京', value: 1 },
      { surface: 'に', value: 2 },
      { surface: '行く', value: 3 },
    ]);
    expect(pieces).toEqual([
      { start: 0, end: 2, value: 1 },
      { start: 3, end: 4, value: 2 },
      { start: 5, end: 7, value: 3 },
    ]);
  });

  it('finds a repeated surface at its next occurrence, and leaves out a part not in the text', () => {
    const pieces = piecesInText('はは', [
      { surface: 'は', value: 'a' },
      { surface: 'x', value: 'missing' },
      { surface: 'は', value: 'b' },
    ]);
    expect(pieces).toEqual([
      { start: 0, end: 1, value: 'a' },
      { start: 1, end: 2, value: 'b' },
    ]);
  });
});

describe('pinyin words', () => {
  it('joins syllables into one word', () => {
    expect(joinPinyin(['yín', 'háng'])).toBe('yínháng');
  });

  it("keeps a syllable starting with a, o or e apart with an apostrophe (xī'ān)", () => {
    expect(joinPinyin(['xī', 'ān'])).toBe("xī'ān");
    expect(joinPinyin(['tiān', 'é'])).toBe("tiān'é");
    expect(joinPinyin(['ān', 'quán'])).toBe('ānquán');
  });
});

describe('what is shown over a token', () => {
  it('shows no furigana over kana, only over words with kanji', () => {
    expect(readingToShow('furigana', word('東京'), 'とうきょう')).toBe('とうきょう');
    expect(readingToShow('furigana', word('行き'), 'いき')).toBe('いき');
    expect(readingToShow('furigana', word('です'), 'です')).toBeNull();
    expect(readingToShow('furigana', word('テレビ'), 'てれび')).toBeNull();
  });

  it('shows romaji over any Japanese word, none over Latin letters or digits', () => {
    expect(readingToShow('romaji', word('です'), 'desu')).toBe('desu');
    expect(readingToShow('romaji', word('日本語'), 'nihongo')).toBe('nihongo');
    expect(readingToShow('romaji', word('OK'), 'ok')).toBeNull();
  });

  it('shows pinyin over Chinese characters only', () => {
    expect(readingToShow('pinyin', word('银行'), 'yínháng')).toBe('yínháng');
    expect(readingToShow('pinyin', word('3'), '3')).toBeNull();
  });

  it('shows nothing over punctuation, nor when there is no reading', () => {
    expect(readingToShow('romaji', mark('。'), '.')).toBeNull();
    expect(readingToShow('pinyin', word('银行'), null)).toBeNull();
    expect(readingToShow('furigana', word('東京'), '  ')).toBeNull();
  });

  it('knows Chinese characters when it sees them', () => {
    expect(hasHan('日本')).toBe(true);
    expect(hasHan('にほん')).toBe(false);
  });
});

describe('reading lookup', () => {
  it('finds a reading by sentence id and token index, null elsewhere', () => {
    const lookup = readingLookup({
      scheme: 'pinyin',
      sentences: [{ id: 2, tokens: ['wǒ', null] }],
    });
    expect(lookup(2, 0)).toBe('wǒ');
    expect(lookup(2, 1)).toBeNull();
    expect(lookup(2, 5)).toBeNull();
    expect(lookup(1, 0)).toBeNull();
  });
});
