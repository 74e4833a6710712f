// Games on the teaching screen (issue #5): matching words with their translations, and
// rebuilding a sentence (or a whole text) from its shuffled chunks.
//
// Decisions where the spec is silent:
// - Matching takes the resource's vocabulary first. When it has fewer items than the game's
//   size, words of the text top it up: a study word (CONTENT_POS, proper nouns aside) and its
//   translation are the two tokens of one sentence that share an alignment concept, each the
//   only token of that concept on its side of the sentence, so the pair is right by construction.
// - A game never holds two cards that read the same on one side (as the matching rules compare
//   answers), so every card has exactly one partner, and never a pair that reads the same on both
//   sides ("Lucía — Lucía"), which would be no exercise.
// - With two or more pairs the native column is never in the target column's order, so the
//   answer is never simply "straight across".
// - After any attempt, right or wrong, nothing stays picked; a wrong pair only counts.
// - A chunk game plays one side's chunks; a sentence qualifies when that side has two or more
//   non-blank chunks that join back into the sentence (the other side is only the hint). Tiles
//   are placed by their shown position, and a rebuild is right when it reads as the sentence
//   (spacing aside), so two identical chunks may go either way round.
// - The shown order never reads as the sentence when any order could read otherwise.
import { normaliseAnswer } from '@/domain/matching/normalise';
import {
  CONTENT_POS,
  type AlignedSentence,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import { seedFrom, seededRandom, shuffle, type Random } from '@/domain/random/seeded';

export type GameSide = 'target' | 'native';

/** Pairs a matching game has unless asked otherwise (fits two columns on a projector). */
export const MATCHING_SIZE_DEFAULT = 8;

/** A word and its translation; `id` is its index in the game's `pairs`. */
export interface MatchPair {
  readonly id: number;
  readonly target: string;
  readonly native: string;
}

/** One card of the board: the pair it belongs to, shown on one side. */
export interface MatchCard {
  readonly side: GameSide;
  readonly pairId: number;
}

/** What the last move did, for the screen to announce. */
export type MatchOutcome =
  | { readonly type: 'picked'; readonly card: MatchCard }
  | { readonly type: 'unpicked'; readonly card: MatchCard }
  | { readonly type: 'right'; readonly pair: MatchPair }
  | { readonly type: 'wrong'; readonly target: MatchPair; readonly native: MatchPair };

export interface MatchingState {
  readonly language: { readonly target: string; readonly native: string };
  readonly pairs: readonly MatchPair[];
  /** Pair ids in the order the target column shows them. */
  readonly targetOrder: readonly number[];
  /** Pair ids in the order the native column shows them. */
  readonly nativeOrder: readonly number[];
  /** Pair ids matched so far, in the order they were matched. */
  readonly matched: readonly number[];
  readonly picked: MatchCard | null;
  /** Wrong pairs tried. */
  readonly wrong: number;
  readonly last: MatchOutcome | null;
}

export type NewMatching =
  | { readonly type: 'ok'; readonly game: MatchingState }
  | { readonly type: 'games/no-pairs'; readonly reason: string };

export const NO_MATCHING_PAIRS_NOTICE = 'This resource has no words to match yet.';

export interface MatchingScore {
  readonly right: number;
  readonly wrong: number;
  readonly total: number;
}

type WordPair = Omit<MatchPair, 'id'>;

function usablePair(pair: WordPair, language: MatchingState['language']): boolean {
  const target = normaliseAnswer(pair.target, language.target);
  const native = normaliseAnswer(pair.native, language.native);
  return target !== '' && native !== '' && target !== native;
}

/** Study words of the text with their translations, aligned by concept within a sentence. */
function textWordPairs(content: ResourceContent): WordPair[] {
  const single = (tokens: readonly Token[], concept: string): Token | undefined => {
    const found = tokens.filter((token) => token.concept === concept);
    return found.length === 1 ? found[0] : undefined;
  };
  const pairs: WordPair[] = [];
  for (const sentence of content.sentences) {
    for (const token of sentence.target.tokens) {
      if (token.concept === undefined || !CONTENT_POS.has(token.pos)) continue;
      if (token.pos === 'proper_noun') continue;
      const target = single(sentence.target.tokens, token.concept);
      const native = single(sentence.native.tokens, token.concept);
      if (target === undefined || native === undefined || native.pos === 'proper_noun') continue;
      pairs.push({ target: target.text, native: native.text });
    }
  }
  return pairs;
}

/** Keeps the first of any pairs that read alike on either side, and drops unusable ones. */
function distinctPairs(
  pairs: readonly WordPair[],
  language: MatchingState['language'],
): WordPair[] {
  const seenTarget = new Set<string>();
  const seenNative = new Set<string>();
  const kept: WordPair[] = [];
  for (const pair of pairs) {
    if (!usablePair(pair, language)) continue;
    const target = normaliseAnswer(pair.target, language.target);
    const native = normaliseAnswer(pair.native, language.native);
    if (seenTarget.has(target) || seenNative.has(native)) continue;
    seenTarget.add(target);
    seenNative.add(native);
    kept.push(pair);
  }
  return kept;
}

/** A shuffled order of 0…n-1, never the identity when n ≥ 2. */
function derangedOrder(random: Random, n: number): number[] {
  const order = shuffle(
    random,
    Array.from({ length: n }, (_, index) => index),
  );
  return order.every((value, index) => value === index)
    ? [...order.slice(1), ...order.slice(0, 1)]
    : order;
}

/**
 * A matching game of up to `size` pairs, chosen and laid out by the seed: vocabulary first,
 * topped up with words of the text (see the decisions above).
 */
export function newMatching(
  content: ResourceContent,
  seed: number,
  size: number = MATCHING_SIZE_DEFAULT,
): NewMatching {
  const language = { target: content.language.target, native: content.language.native };
  const random = seededRandom(seed);
  const vocabulary = distinctPairs(content.vocabulary, language);
  const wanted = Math.max(0, Math.floor(size));
  const words =
    vocabulary.length >= wanted
      ? vocabulary
      : distinctPairs([...vocabulary, ...textWordPairs(content)], language);
  // Vocabulary is chosen before text words, each group in a seeded order.
  const fromVocabulary = shuffle(random, words.slice(0, vocabulary.length));
  const fromText = shuffle(random, words.slice(vocabulary.length));
  const chosen = [...fromVocabulary, ...fromText].slice(0, wanted);
  if (chosen.length === 0) return { type: 'games/no-pairs', reason: NO_MATCHING_PAIRS_NOTICE };
  const pairs = chosen.map((pair, id) => ({ id, target: pair.target, native: pair.native }));
  const targetOrder = shuffle(
    random,
    pairs.map((pair) => pair.id),
  );
  const nativeOrder = derangedOrder(random, pairs.length).map((index) => targetOrder[index] ?? 0);
  return {
    type: 'ok',
    game: {
      language,
      pairs,
      targetOrder,
      nativeOrder,
      matched: [],
      picked: null,
      wrong: 0,
      last: null,
    },
  };
}

export function isMatched(game: MatchingState, pairId: number): boolean {
  return game.matched.includes(pairId);
}

function hasPair(game: MatchingState, pairId: number): boolean {
  return Number.isInteger(pairId) && pairId >= 0 && pairId < game.pairs.length;
}

/**
 * Tries a target card against a native card: a right pair is matched (locked), a wrong one is
 * counted. Either way nothing stays picked. Cards already matched, or unknown, change nothing.
 */
export function tryMatch(
  game: MatchingState,
  targetPairId: number,
  nativePairId: number,
): MatchingState {
  if (!hasPair(game, targetPairId) || !hasPair(game, nativePairId)) return game;
  if (isMatched(game, targetPairId) || isMatched(game, nativePairId)) return game;
  const target = game.pairs[targetPairId];
  const native = game.pairs[nativePairId];
  if (target === undefined || native === undefined) return game;
  if (targetPairId === nativePairId) {
    return {
      ...game,
      matched: [...game.matched, targetPairId],
      picked: null,
      last: { type: 'right', pair: target },
    };
  }
  return { ...game, wrong: game.wrong + 1, picked: null, last: { type: 'wrong', target, native } };
}

/**
 * Tap a card: the first tap picks it, a tap on the same card puts it back, a tap on another card
 * of the same side picks that one instead, and a tap on the other side tries the pair.
 */
export function pick(game: MatchingState, card: MatchCard): MatchingState {
  if (!hasPair(game, card.pairId) || isMatched(game, card.pairId)) return game;
  const picked = game.picked;
  if (picked !== null && picked.side !== card.side) {
    return card.side === 'native'
      ? tryMatch(game, picked.pairId, card.pairId)
      : tryMatch(game, card.pairId, picked.pairId);
  }
  if (picked !== null && picked.pairId === card.pairId) {
    return { ...game, picked: null, last: { type: 'unpicked', card } };
  }
  return { ...game, picked: card, last: { type: 'picked', card } };
}

export function isFinished(game: MatchingState): boolean {
  return game.matched.length === game.pairs.length;
}

export function matchingScore(game: MatchingState): MatchingScore {
  return { right: game.matched.length, wrong: game.wrong, total: game.pairs.length };
}

/* ------------------------------------------------------------------------------------------ */
/* Chunk games                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Where a chunk game's chunks come from. */
export type ChunkSource =
  { readonly kind: 'sentence'; readonly sentenceId: number } | { readonly kind: 'text' };

export interface ChunkState {
  readonly source: ChunkSource;
  readonly side: GameSide;
  /** The side's chunks in reading order. */
  readonly chunks: readonly string[];
  /** The shown tiles: indices into `chunks`, never reading order (see the decisions above). */
  readonly order: readonly number[];
  /** Tiles placed on the answer line so far, as positions in `order`, first placed first. */
  readonly placed: readonly number[];
}

export type ChunkVerdict =
  | { readonly type: 'incomplete'; readonly placed: number; readonly total: number }
  | { readonly type: 'right' }
  /** `inPlace`: how many chunks from the start are where they belong. */
  | { readonly type: 'wrong'; readonly inPlace: number };

function withoutSpaces(text: string): string {
  return text.replace(/\s+/gu, '');
}

function readsAs(parts: readonly string[], expected: readonly string[]): boolean {
  return withoutSpaces(parts.join('')) === withoutSpaces(expected.join(''));
}

function sideChunks(sentence: AlignedSentence, side: GameSide): string[] {
  return sentence.chunks.map((chunk) => chunk[side]).filter((text) => text.trim() !== '');
}

/** Whether a sentence can be rebuilt on this side: two or more chunks that join back into it. */
export function isChunkGameSentence(sentence: AlignedSentence, side: GameSide): boolean {
  const chunks = sideChunks(sentence, side);
  return chunks.length >= 2 && readsAs(chunks, [sentence[side].text]);
}

/** The sentences a chunk game can use on this side, in reading order. */
export function chunkGameSentences(
  content: ResourceContent,
  side: GameSide,
): readonly AlignedSentence[] {
  return content.sentences.filter((sentence) => isChunkGameSentence(sentence, side));
}

/**
 * A shuffled order of the chunks that does not read as the text: when the shuffle happens to,
 * the first rotation that reads otherwise is taken. If every rotation reads the same, every
 * chunk is a repeat of one string and no order could differ.
 */
function shownOrder(random: Random, chunks: readonly string[]): number[] {
  const order = shuffle(
    random,
    chunks.map((_, index) => index),
  );
  const texts = (o: readonly number[]) => o.map((index) => chunks[index] ?? '');
  if (!readsAs(texts(order), chunks)) return order;
  for (let k = 1; k < order.length; k += 1) {
    const rotated = [...order.slice(k), ...order.slice(0, k)];
    if (!readsAs(texts(rotated), chunks)) return rotated;
  }
  return order;
}

function newGame(
  source: ChunkSource,
  side: GameSide,
  chunks: readonly string[],
  seed: number,
): ChunkState {
  const key = source.kind === 'sentence' ? String(source.sentenceId) : 'text';
  // The sentence is part of the seed, so one seed does not shuffle every sentence alike.
  const random = seededRandom(seedFrom(`${String(seed >>> 0)}/${side}/${key}`));
  return { source, side, chunks, order: shownOrder(random, chunks), placed: [] };
}

/** Rebuild one sentence from its shuffled chunks (of the target side unless told). */
export function newChunkGame(
  sentence: AlignedSentence,
  seed: number,
  side: GameSide = 'target',
): ChunkState {
  return newGame(
    { kind: 'sentence', sentenceId: sentence.id },
    side,
    sideChunks(sentence, side),
    seed,
  );
}

/** Order the chunks of the whole text: every usable sentence's chunks, shuffled together. */
export function newTextChunkGame(
  content: ResourceContent,
  seed: number,
  side: GameSide = 'target',
): ChunkState {
  const chunks = chunkGameSentences(content, side).flatMap((sentence) =>
    sideChunks(sentence, side),
  );
  return newGame({ kind: 'text' }, side, chunks, seed);
}

/** The chunk shown at a tile position. */
export function tileText(game: ChunkState, tile: number): string {
  return game.chunks[game.order[tile] ?? -1] ?? '';
}

export function isPlaced(game: ChunkState, tile: number): boolean {
  return game.placed.includes(tile);
}

/** Puts a tile at the end of the answer line; a tile already placed, or unknown, changes nothing. */
export function placeChunk(game: ChunkState, tile: number): ChunkState {
  if (!Number.isInteger(tile) || tile < 0 || tile >= game.order.length) return game;
  if (isPlaced(game, tile)) return game;
  return { ...game, placed: [...game.placed, tile] };
}

/** Takes the last placed tile back. */
export function removeLast(game: ChunkState): ChunkState {
  return game.placed.length === 0 ? game : { ...game, placed: game.placed.slice(0, -1) };
}

/** Takes every placed tile back. */
export function clearChunks(game: ChunkState): ChunkState {
  return game.placed.length === 0 ? game : { ...game, placed: [] };
}

/** The answer line's chunks, in the order placed. */
export function rebuiltChunks(game: ChunkState): readonly string[] {
  return game.placed.map((tile) => tileText(game, tile));
}

/** Every chunk placed, and the answer line reads as the sentence (spacing aside). */
export function isSolved(game: ChunkState): boolean {
  return game.placed.length === game.chunks.length && readsAs(rebuiltChunks(game), game.chunks);
}

/** The verdict of "Check". */
export function checkChunkGame(game: ChunkState): ChunkVerdict {
  if (game.placed.length < game.chunks.length) {
    return { type: 'incomplete', placed: game.placed.length, total: game.chunks.length };
  }
  if (isSolved(game)) return { type: 'right' };
  const rebuilt = rebuiltChunks(game);
  let inPlace = 0;
  while (
    inPlace < rebuilt.length &&
    withoutSpaces(rebuilt[inPlace] ?? '') === withoutSpaces(game.chunks[inPlace] ?? '')
  ) {
    inPlace += 1;
  }
  return { type: 'wrong', inPlace };
}

/* ------------------------------------------------------------------------------------------ */
/* An answer line of pieces, as indices of the pieces shown (the chunk game's `placed`, a     */
/* pupil's ordering task): moves shared by every board that puts pieces in order.             */
/* ------------------------------------------------------------------------------------------ */

/** `placed` with the pieces at positions `a` and `b` changed round; out of range: unchanged. */
export function swapPlaced(placed: readonly number[], a: number, b: number): readonly number[] {
  const first = placed[a];
  const second = placed[b];
  if (first === undefined || second === undefined || a === b) return placed;
  return placed.map((piece, position) =>
    position === a ? second : position === b ? first : piece,
  );
}

/**
 * `placed` with `piece` put at `position` (taken from where it was, if placed); a position past
 * the end puts it last.
 */
export function insertPlaced(
  placed: readonly number[],
  piece: number,
  position: number,
): readonly number[] {
  const without = placed.filter((p) => p !== piece);
  const at = Math.min(Math.max(position, 0), without.length);
  return [...without.slice(0, at), piece, ...without.slice(at)];
}

/** `placed` without the piece at `position`. */
export function removePlaced(placed: readonly number[], position: number): readonly number[] {
  return placed.filter((_, p) => p !== position);
}
