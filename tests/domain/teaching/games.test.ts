import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from '@/domain/matching/normalise';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import {
  checkChunkGame,
  chunkGameSentences,
  clearChunks,
  isFinished,
  isSolved,
  matchingScore,
  MATCHING_SIZE_DEFAULT,
  newChunkGame,
  newMatching,
  newTextChunkGame,
  NO_MATCHING_PAIRS_NOTICE,
  pick,
  placeChunk,
  rebuiltChunks,
  removeLast,
  tileText,
  tryMatch,
  type ChunkState,
  type MatchingState,
} from '@/domain/teaching/games';
import { FIXTURES, germanBike, side, spanishMarket } from '../questions/fixtures';

function gameOf(content: ResourceContent, seed: number, size?: number): MatchingState {
  const made = newMatching(content, seed, size);
  if (made.type !== 'ok') throw new Error(made.reason);
  return made.game;
}

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const fixtureArb = fc.constantFrom(...FIXTURES.map(([, content]) => content));

/** Plays every pair right, in the order the target column shows them. */
function playRight(game: MatchingState): MatchingState {
  return game.targetOrder.reduce(
    (state, id) =>
      pick(pick(state, { side: 'target', pairId: id }), { side: 'native', pairId: id }),
    game,
  );
}

describe('newMatching', () => {
  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(fixtureArb, seedArb, (content, seed) => {
        expect(newMatching(content, seed)).toEqual(newMatching(content, seed));
      }),
    );
  });

  it('takes the default number of pairs from the vocabulary when it is long enough', () => {
    const game = gameOf(spanishMarket, 7);
    expect(game.pairs).toHaveLength(MATCHING_SIZE_DEFAULT);
    const vocabulary = spanishMarket.vocabulary.map((item) => `${item.target}|${item.native}`);
    for (const pair of game.pairs) expect(vocabulary).toContain(`${pair.target}|${pair.native}`);
  });

  it('tops a short vocabulary up with aligned words of the text', () => {
    const short = { ...spanishMarket, vocabulary: spanishMarket.vocabulary.slice(0, 2) };
    const game = gameOf(short, 3, 10);
    expect(game.pairs).toHaveLength(10);
    const texts = game.pairs.map((pair) => `${pair.target}|${pair.native}`);
    expect(texts).toEqual(expect.arrayContaining(['mercado|market', 'abuelo|grandfather']));
    // Words of the text are aligned by concept: "queso" is "cheese", never another word.
    const allWords = gameOf(short, 3, 100).pairs;
    expect(allWords).toContainEqual(expect.objectContaining({ target: 'queso', native: 'cheese' }));
    expect(allWords.some((pair) => pair.target === 'Lucía')).toBe(false);
  });

  it('says so when there is nothing to match', () => {
    const empty = { ...spanishMarket, vocabulary: [], sentences: [] };
    const made = newMatching(empty, 1);
    expect(made.type === 'games/no-pairs' && made.reason).toBe(NO_MATCHING_PAIRS_NOTICE);
  });

  it('every card has exactly one partner; columns are permutations; sides never line up', () => {
    fc.assert(
      fc.property(fixtureArb, seedArb, fc.integer({ min: 1, max: 30 }), (content, seed, size) => {
        const game = gameOf(content, seed, size);
        const n = game.pairs.length;
        expect(n).toBeLessThanOrEqual(size);
        const ids = game.pairs.map((pair) => pair.id);
        expect([...game.targetOrder].sort((a, b) => a - b)).toEqual(ids);
        expect([...game.nativeOrder].sort((a, b) => a - b)).toEqual(ids);
        const targets = game.pairs.map((p) => normaliseAnswer(p.target, content.language.target));
        const natives = game.pairs.map((p) => normaliseAnswer(p.native, content.language.native));
        expect(new Set(targets).size).toBe(n);
        expect(new Set(natives).size).toBe(n);
        if (n >= 2) expect(game.nativeOrder).not.toEqual(game.targetOrder);
      }),
    );
  });
});

describe('matching moves', () => {
  it('playing every pair right finishes with no wrong tries', () => {
    fc.assert(
      fc.property(fixtureArb, seedArb, (content, seed) => {
        const game = gameOf(content, seed);
        expect(isFinished(game)).toBe(false);
        const done = playRight(game);
        expect(isFinished(done)).toBe(true);
        expect(matchingScore(done)).toEqual({
          right: game.pairs.length,
          wrong: 0,
          total: game.pairs.length,
        });
      }),
    );
  });

  it('a right pair is locked and announced; picking a locked card changes nothing', () => {
    const game = gameOf(spanishMarket, 11);
    const pair = game.pairs[0];
    if (pair === undefined) throw new Error('no pair');
    const picked = pick(game, { side: 'native', pairId: pair.id });
    expect(picked.picked).toEqual({ side: 'native', pairId: pair.id });
    const matched = pick(picked, { side: 'target', pairId: pair.id });
    expect(matched.matched).toEqual([pair.id]);
    expect(matched.picked).toBeNull();
    expect(matched.last).toEqual({ type: 'right', pair });
    expect(pick(matched, { side: 'target', pairId: pair.id })).toBe(matched);
  });

  it('a wrong pair is counted, not locked, and nothing stays picked', () => {
    const game = gameOf(spanishMarket, 11);
    const [a, b] = game.pairs;
    if (a === undefined || b === undefined) throw new Error('two pairs needed');
    const after = pick(pick(game, { side: 'target', pairId: a.id }), {
      side: 'native',
      pairId: b.id,
    });
    expect(after.matched).toEqual([]);
    expect(after.wrong).toBe(1);
    expect(after.picked).toBeNull();
    expect(after.last).toEqual({ type: 'wrong', target: a, native: b });
    expect(matchingScore(after)).toEqual({ right: 0, wrong: 1, total: game.pairs.length });
  });

  it('tapping the picked card again puts it back; another card of its side replaces it', () => {
    const game = gameOf(spanishMarket, 11);
    const first = pick(game, { side: 'target', pairId: 0 });
    expect(pick(first, { side: 'target', pairId: 0 }).picked).toBeNull();
    expect(pick(first, { side: 'target', pairId: 1 }).picked).toEqual({
      side: 'target',
      pairId: 1,
    });
  });

  it('score counts every right and wrong try, whatever the taps', () => {
    const tap = fc.record({
      side: fc.constantFrom('target' as const, 'native' as const),
      pairId: fc.nat(9),
    });
    fc.assert(
      fc.property(fixtureArb, seedArb, fc.array(tap, { maxLength: 60 }), (content, seed, taps) => {
        let game = gameOf(content, seed);
        let right = 0;
        let wrong = 0;
        for (const card of taps) {
          const next = pick(game, card);
          if (next !== game && next.last?.type === 'right') right += 1;
          if (next !== game && next.last?.type === 'wrong') wrong += 1;
          game = next;
        }
        expect(matchingScore(game)).toEqual({ right, wrong, total: game.pairs.length });
        expect(new Set(game.matched).size).toBe(game.matched.length);
        expect(isFinished(game)).toBe(right === game.pairs.length);
      }),
    );
  });

  it('tryMatch ignores unknown pairs', () => {
    const game = gameOf(spanishMarket, 1);
    expect(tryMatch(game, -1, 0)).toBe(game);
    expect(tryMatch(game, 0, 99)).toBe(game);
  });
});

/* Sentences cut into chunks from a tiny alphabet, so repeated and look-alike chunks happen. */
const chunkTextArb = fc.constantFrom('el', 'gato', 'el gato', 'come', 'y', 'y', 'pan.', 'a', 'aa');
const sentenceArb: fc.Arbitrary<AlignedSentence> = fc
  .array(chunkTextArb, { minLength: 1, maxLength: 5 })
  .map((parts) => ({
    id: 1,
    paragraph: 0,
    target: { text: parts.join(' '), tokens: [] },
    native: { text: parts.join(' '), tokens: [] },
    chunks: parts.map((part) => ({ target: part, native: part })),
  }));

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

const squash = (parts: readonly string[]) => parts.join('').replace(/\s+/gu, '');

function solve(game: ChunkState): ChunkState {
  // Place, for each chunk in reading order, an unused tile that shows it.
  return game.chunks.reduce((state, text) => {
    const tile = state.order.findIndex(
      (_, t) => !state.placed.includes(t) && tileText(state, t) === text,
    );
    return placeChunk(state, tile);
  }, game);
}

describe('chunk game', () => {
  it('is deterministic for a seed, and shows every chunk once', () => {
    fc.assert(
      fc.property(sentenceArb, seedArb, (sentence, seed) => {
        const game = newChunkGame(sentence, seed);
        expect(newChunkGame(sentence, seed)).toEqual(game);
        expect([...game.order].sort((a, b) => a - b)).toEqual(game.chunks.map((_, i) => i));
      }),
    );
  });

  it('never shows the chunks reading as the sentence when some order would not', () => {
    fc.assert(
      fc.property(sentenceArb, seedArb, (sentence, seed) => {
        const game = newChunkGame(sentence, seed);
        const shown = game.order.map((_, tile) => tileText(game, tile));
        const couldDiffer = permutations(game.chunks).some(
          (p) => squash(p) !== squash(game.chunks),
        );
        if (couldDiffer) expect(squash(shown)).not.toBe(squash(game.chunks));
      }),
    );
  });

  it('never shows reading order for a fixture sentence of two or more chunks', () => {
    for (const [, content] of FIXTURES) {
      for (const sentence of chunkGameSentences(content, 'target')) {
        for (const seed of [0, 1, 2, 3, 42]) {
          const game = newChunkGame(sentence, seed);
          expect(game.order).not.toEqual(game.chunks.map((_, i) => i));
        }
      }
    }
  });

  it('placing the chunks in reading order solves it; any other reading is wrong', () => {
    fc.assert(
      fc.property(sentenceArb, seedArb, fc.array(fc.nat(6)), (sentence, seed, taps) => {
        const game = newChunkGame(sentence, seed);
        const solved = solve(game);
        expect(isSolved(solved)).toBe(true);
        expect(checkChunkGame(solved)).toEqual({ type: 'right' });
        const played = taps.reduce(placeChunk, game);
        expect(new Set(played.placed).size).toBe(played.placed.length);
        const verdict = checkChunkGame(played);
        if (played.placed.length < game.chunks.length) expect(verdict.type).toBe('incomplete');
        else
          expect(verdict.type).toBe(
            squash(rebuiltChunks(played)) === squash(game.chunks) ? 'right' : 'wrong',
          );
      }),
    );
  });

  it('a wrong rebuild reports how many chunks from the start are in place', () => {
    const sentence = spanishMarket.sentences[0];
    if (sentence === undefined) throw new Error('no sentence');
    const game = newChunkGame(sentence, 5);
    const tileOf = (text: string) => game.order.findIndex((_, t) => tileText(game, t) === text);
    const [a, b, c] = game.chunks;
    if (a === undefined || b === undefined || c === undefined) throw new Error('three chunks');
    const wrong = [a, c, b].map(tileOf).reduce(placeChunk, game);
    expect(checkChunkGame(wrong)).toEqual({ type: 'wrong', inPlace: 1 });
    expect(checkChunkGame(removeLast(wrong))).toEqual({ type: 'incomplete', placed: 2, total: 3 });
    expect(clearChunks(wrong).placed).toEqual([]);
  });

  it('removeLast undoes the last placement only', () => {
    fc.assert(
      fc.property(
        sentenceArb,
        seedArb,
        fc.array(fc.nat(6), { minLength: 1 }),
        (sentence, seed, taps) => {
          const played = taps.reduce(placeChunk, newChunkGame(sentence, seed));
          expect(removeLast(played).placed).toEqual(played.placed.slice(0, -1));
        },
      ),
    );
  });

  it('plays the native side too, and leaves out sentences whose chunks do not join back', () => {
    const sentence = germanBike.sentences[0];
    if (sentence === undefined) throw new Error('no sentence');
    expect(newChunkGame(sentence, 1, 'native').chunks).toEqual(
      sentence.chunks.map((c) => c.native),
    );
    const broken: AlignedSentence = {
      ...sentence,
      target: side('Ganz/adv anders/adv .'),
    };
    const content = { ...germanBike, sentences: [broken, ...germanBike.sentences.slice(1)] };
    expect(chunkGameSentences(content, 'target').map((s) => s.id)).not.toContain(1);
    expect(chunkGameSentences(content, 'native').map((s) => s.id)).toContain(1);
  });

  it('the whole-text variant rebuilds every usable sentence in reading order', () => {
    fc.assert(
      fc.property(fixtureArb, seedArb, (content, seed) => {
        const game = newTextChunkGame(content, seed);
        const expected = chunkGameSentences(content, 'target').flatMap((s) =>
          s.chunks.map((c) => c.target),
        );
        expect(game.chunks).toEqual(expected);
        expect(game.order).not.toEqual(expected.map((_, i) => i));
        expect(isSolved(solve(game))).toBe(true);
      }),
    );
  });
});
