import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import type { ChunkWord, WordLists } from '@/domain/wordLists/wordLists';
import {
  checkNewWords,
  chunkStarts,
  chunksOf,
  EMPTY_WORD_LISTS,
  keyWordIndices,
  posRefusal,
  withSuggestedTags,
  wordsFromLines,
} from '@/domain/wordLists/wordLists';

const es = (sentence: string) => tokenise(sentence, 'es');
const lists = (chunkWords: readonly ChunkWord[]): WordLists => ({ chunkWords, posSuggestions: [] });

/** Words and marks a generated sentence is written from, so list words occur in it. */
const PIECES = [
  'pero',
  'Porque',
  'y',
  'casa',
  'come',
  'el',
  'perro',
  ',',
  '¿',
  '?',
  '.',
  '«',
  '»',
  ';',
  'mañana',
  '3',
];
const sentences = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 })
  .map((parts) =>
    parts
      .join(' ')
      .replace(/ ([,.?;»])/gu, '$1')
      .replace(/([¿«]) /gu, '$1'),
  );
const chunkWordLists = fc.array(
  fc.record({
    word: fc.constantFrom('pero', 'porque', 'Y', 'casa', 'perro', 'ninguna'),
    rule: fc.constantFrom('break_before' as const, 'break_after' as const, 'key_word' as const),
  }),
  { maxLength: 6 },
);

const withoutSpaces = (text: string) => text.replace(/\s+/gu, '');

describe('chunk boundaries from the word lists', () => {
  it('chunks cover the sentence exactly once, in order, whatever the lists', () => {
    fc.assert(
      fc.property(sentences, chunkWordLists, (sentence, words) => {
        const tokens = es(sentence);
        const chunks = chunksOf(tokens, lists(words), 'es');
        expect(withoutSpaces(chunks.join(''))).toBe(withoutSpaces(writeTokens(tokens)));
        // Rejoined with a space where the text had one, they are the sentence itself.
        const bounds = [0, ...chunkStarts(tokens, lists(words), 'es')];
        const rejoined = chunks
          .map((chunk, i) => (i > 0 && tokens[bounds[i] as number]?.spaceBefore ? ' ' : '') + chunk)
          .join('');
        expect(rejoined).toBe(writeTokens(tokens));
      }),
    );
  });

  it('a break never splits a word and every chunk holds a word', () => {
    fc.assert(
      fc.property(sentences, chunkWordLists, (sentence, words) => {
        const tokens = es(sentence);
        const starts = chunkStarts(tokens, lists(words), 'es');
        const bounds = [0, ...starts, tokens.length];
        for (let i = 1; i < bounds.length; i += 1) {
          expect(bounds[i]).toBeGreaterThan(bounds[i - 1] as number);
          const chunk = tokens.slice(bounds[i - 1], bounds[i]);
          // A sentence of marks alone stays one chunk; otherwise no chunk is marks alone.
          if (tokens.some((t: Token) => t.pos !== 'punctuation'))
            expect(chunk.some((t: Token) => t.pos !== 'punctuation')).toBe(true);
          else expect(starts).toEqual([]);
        }
        // Each chunk is whole tokens: its text is what its tokens write.
        const chunks = chunksOf(tokens, lists(words), 'es');
        chunks.forEach((chunk, i) =>
          expect(chunk).toBe(writeTokens(tokens.slice(bounds[i], bounds[i + 1]))),
        );
      }),
    );
  });

  it('an empty list (or one of key words only) changes nothing: the writer’s marks alone cut', () => {
    fc.assert(
      fc.property(sentences, (sentence) => {
        const tokens = es(sentence);
        const keyOnly = lists([{ word: 'pero', rule: 'key_word' }]);
        expect(chunkStarts(tokens, keyOnly, 'es')).toEqual(
          chunkStarts(tokens, EMPTY_WORD_LISTS, 'es'),
        );
        expect(withSuggestedTags(tokens, EMPTY_WORD_LISTS, 'es')).toEqual(tokens);
        expect(keyWordIndices(tokens, EMPTY_WORD_LISTS, 'es')).toEqual([]);
      }),
    );
  });

  it('adding a break word only adds boundaries', () => {
    fc.assert(
      fc.property(sentences, chunkWordLists, (sentence, words) => {
        const tokens = es(sentence);
        const without = chunkStarts(tokens, EMPTY_WORD_LISTS, 'es');
        const withWords = new Set(chunkStarts(tokens, lists(words), 'es'));
        for (const start of without) expect(withWords.has(start)).toBe(true);
      }),
    );
  });

  it('a break word next to a writer’s mark keeps the mark’s cut (a counterexample fast-check found)', () => {
    const tokens = es('perro «; pero');
    expect(chunksOf(tokens, EMPTY_WORD_LISTS, 'es')).toEqual(['perro «;', 'pero']);
    expect(chunksOf(tokens, lists([{ word: 'perro', rule: 'break_after' }]), 'es')).toEqual([
      'perro «;',
      'pero',
    ]);
  });

  it('cuts before a break_before word, whatever its case, and keeps “¿” with it', () => {
    const tokens = es('Quiero ir ¿Porque llueve hoy?');
    expect(chunksOf(tokens, lists([{ word: 'porque', rule: 'break_before' }]), 'es')).toEqual([
      'Quiero ir',
      '¿Porque llueve hoy?',
    ]);
  });

  it('cuts after a break_after word, keeping the marks that close on it', () => {
    const tokens = es('Dijo «pero» y se fue.');
    expect(chunksOf(tokens, lists([{ word: 'pero', rule: 'break_after' }]), 'es')).toEqual([
      'Dijo «pero»',
      'y se fue.',
    ]);
    expect(chunksOf(tokens, lists([{ word: 'pero', rule: 'break_before' }]), 'es')).toEqual([
      'Dijo',
      '«pero» y se fue.',
    ]);
    expect(chunksOf(tokens, EMPTY_WORD_LISTS, 'es')).toEqual(['Dijo «pero» y se fue.']);
  });

  it('still cuts at the writer’s commas, and after a word followed by one only once', () => {
    const tokens = es('Es tarde pero, sin embargo, salimos y volvemos.');
    expect(chunksOf(tokens, lists([{ word: 'pero', rule: 'break_after' }]), 'es')).toEqual([
      'Es tarde pero,',
      'sin embargo,',
      'salimos y volvemos.',
    ]);
    expect(chunksOf(tokens, lists([{ word: 'y', rule: 'break_before' }]), 'es')).toEqual([
      'Es tarde pero,',
      'sin embargo,',
      'salimos',
      'y volvemos.',
    ]);
  });

  it('does not cut at a break word that starts or ends the sentence', () => {
    const tokens = es('Pero no quiero pero.');
    const words = lists([
      { word: 'pero', rule: 'break_before' },
      { word: 'pero', rule: 'break_after' },
    ]);
    expect(chunksOf(tokens, words, 'es')).toEqual(['Pero', 'no quiero', 'pero.']);
    expect(chunksOf(es('Pero.'), words, 'es')).toEqual(['Pero.']);
  });
});

describe('key words and suggested tags', () => {
  it('finds key words wherever they occur, case folded in the language', () => {
    const tokens = es('La Casa y la casa.');
    expect(keyWordIndices(tokens, lists([{ word: 'casa', rule: 'key_word' }]), 'es')).toEqual([
      1, 4,
    ]);
    // A break word is not a key word.
    expect(keyWordIndices(tokens, lists([{ word: 'casa', rule: 'break_before' }]), 'es')).toEqual(
      [],
    );
  });

  it('gives a listed word its suggested tag and leaves other words and marks alone', () => {
    const tokens = es('Vale, vamos.');
    const tagged = withSuggestedTags(
      tokens,
      { chunkWords: [], posSuggestions: [{ word: 'VALE', pos: 'interjection' }] },
      'es',
    );
    expect(tagged.map((t) => t.pos)).toEqual([
      'interjection',
      'punctuation',
      'other',
      'punctuation',
    ]);
  });

  it('refuses a tag that is not a part of speech, naming the choices', () => {
    expect(posRefusal('verb')).toBeNull();
    expect(posRefusal('punctuation')?.type).toBe('word/pos');
    expect(posRefusal('verbo')?.message).toMatch(
      /"verbo" is not a part of speech.*noun, proper_noun/u,
    );
  });
});

describe('checking words to add', () => {
  it('accepts trimmed new words', () => {
    expect(checkNewWords([' pero ', 'aunque'], ['porque'], 'es')).toEqual(
      E.right(['pero', 'aunque']),
    );
  });

  it('refuses empty words, spaces, duplicates in the paste and in the list', () => {
    expect(checkNewWords([], [], 'es')).toMatchObject(E.left({ type: 'word/empty' }));
    expect(checkNewWords(['pero', '  '], [], 'es')).toMatchObject(E.left({ type: 'word/empty' }));
    expect(checkNewWords(['sin embargo'], [], 'es')).toMatchObject(E.left({ type: 'word/spaces' }));
    expect(checkNewWords(['pero', 'PERO'], [], 'es')).toMatchObject(
      E.left({ type: 'word/duplicate', message: '"PERO" is already in this list (as "pero").' }),
    );
    expect(checkNewWords(['Pero'], ['pero'], 'es')).toMatchObject(
      E.left({ type: 'word/duplicate' }),
    );
    expect(checkNewWords(['x'.repeat(61)], [], 'es')).toMatchObject(
      E.left({ type: 'word/too-long' }),
    );
  });

  it('folds case the way the language does (Turkish dotted I)', () => {
    expect(E.isLeft(checkNewWords(['İstanbul'], ['istanbul'], 'tr'))).toBe(true);
    // And as the database's unique index does: Turkish "I" and "i" are one word there.
    expect(E.isLeft(checkNewWords(['Irmak'], ['irmak'], 'tr'))).toBe(true);
  });
});

describe('words pasted one per line', () => {
  it('drops blank lines around the paste and keeps one inside it for the check to refuse', () => {
    expect(wordsFromLines('\n  pero\r\naunque \n\n')).toEqual(['pero', 'aunque']);
    expect(wordsFromLines('pero\n\naunque')).toEqual(['pero', '', 'aunque']);
    expect(wordsFromLines('   ')).toEqual([]);
    expect(checkNewWords(wordsFromLines('pero\n\naunque'), [], 'es')).toMatchObject(
      E.left({ type: 'word/empty' }),
    );
  });
});
