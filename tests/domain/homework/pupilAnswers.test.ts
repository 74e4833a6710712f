import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inRun,
  piecesAnswer,
  placementOf,
  runAnswer,
  runOf,
  tapWord,
  textWords,
  type WordRun,
} from '@/domain/homework/pupilAnswers';
import { insertPlaced, removePlaced, swapPlaced } from '@/domain/teaching/games';

const TEXT = 'Hoy voy al mercado con mi madre. Compramos pan, queso y manzanas.';

describe('pieces put in order', () => {
  it('a saved answer gives back a placement that writes it, chunks with spaces inside them too', () => {
    const pieces = ['con mi madre', 'Hoy', 'voy al mercado'];
    const answer = 'Hoy voy al mercado con mi madre';
    const placed = placementOf(pieces, answer, ' ');
    expect(placed).toEqual([1, 2, 0]);
    expect(piecesAnswer(pieces, placed, ' ')).toBe(answer);
  });

  it('a partial answer gives back the pieces placed so far; a blank or foreign one none', () => {
    const pieces = ['mer', 'ca', 'do'];
    expect(placementOf(pieces, 'mer-ca', '-')).toEqual([0, 1]);
    expect(placementOf(pieces, '', '-')).toEqual([]);
    expect(placementOf(pieces, 'queso', '-')).toEqual([]);
  });

  it('any placement of any pieces is read back as one that writes the same answer', () => {
    const piece = fc.stringMatching(/^[a-zñ]{1,3}( [a-z]{1,2})?$/u);
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 7 }),
        fc.constantFrom(' ', '-'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (pieces, separator, seed) => {
          // A placement: some of the pieces, each once, in a seeded order.
          const indices = pieces.map((_, index) => index);
          const placed = indices
            .map((index) => ({ index, key: (index * 7919 + seed) % 97 }))
            .sort((a, b) => a.key - b.key)
            .slice(0, 1 + (seed % pieces.length))
            .map(({ index }) => index);
          const answer = piecesAnswer(pieces, placed, separator);
          const back = placementOf(pieces, answer, separator);
          expect(piecesAnswer(pieces, back, separator)).toBe(answer);
          expect(new Set(back).size).toBe(back.length);
        },
      ),
    );
  });

  it('two placed pieces change round; a piece is put at a place, or taken off', () => {
    expect(swapPlaced([3, 1, 2], 0, 2)).toEqual([2, 1, 3]);
    expect(swapPlaced([3, 1, 2], 0, 5)).toEqual([3, 1, 2]);
    expect(insertPlaced([0, 1, 2], 2, 0)).toEqual([2, 0, 1]);
    expect(insertPlaced([0, 1], 4, 9)).toEqual([0, 1, 4]);
    expect(removePlaced([0, 1, 2], 1)).toEqual([0, 2]);
  });
});

describe('find the phrase', () => {
  const words = textWords(TEXT, 'es');

  it('cuts the text into its words, punctuation left out', () => {
    expect(words.map((word) => word.text).slice(0, 7)).toEqual([
      'Hoy',
      'voy',
      'al',
      'mercado',
      'con',
      'mi',
      'madre',
    ]);
    expect(words.every((word) => TEXT.slice(word.start, word.end) === word.text)).toBe(true);
  });

  it('cuts Chinese, written without spaces, into words too', () => {
    const chinese = textWords('我今天去市场。', 'zh');
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.map((word) => word.text).join('')).toBe('我今天去市场');
  });

  it('a tap starts a run, a tap beside it grows it, a tap on an end shrinks it, elsewhere starts again', () => {
    let run: WordRun | null = tapWord(null, 4);
    run = tapWord(run, 5);
    run = tapWord(run, 6);
    expect(runAnswer(TEXT, words, run)).toBe('con mi madre');
    expect(runAnswer(TEXT, words, tapWord(run, 6))).toBe('con mi');
    expect(runAnswer(TEXT, words, tapWord(run, 4))).toBe('mi madre');
    expect(runAnswer(TEXT, words, tapWord(run, 3))).toBe('mercado con mi madre');
    expect(tapWord(run, 9)).toEqual({ first: 9, last: 9 });
    expect(tapWord({ first: 2, last: 2 }, 2)).toBeNull();
    expect(inRun(run, 5)).toBe(true);
    expect(inRun(run, 7)).toBe(false);
  });

  it('the answer keeps the punctuation between the words as the text writes it', () => {
    expect(runAnswer(TEXT, words, { first: 8, last: 9 })).toBe('pan, queso');
  });

  it('a saved answer gives back its run; one not in the text none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.integer({ min: 0, max: 4 }),
        (first, length) => {
          const run = { first, last: Math.min(first + length, words.length - 1) };
          const answer = runAnswer(TEXT, words, run);
          expect(runAnswer(TEXT, words, runOf(TEXT, words, answer))).toBe(answer);
        },
      ),
    );
    expect(runOf(TEXT, words, 'con mi padre')).toBeNull();
    expect(runOf(TEXT, words, '')).toBeNull();
  });
});
