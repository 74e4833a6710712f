import type { AlignedSentence, ChunkPair, SentenceText, Token } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import type { Seg } from './model';

/*
 * Turns the two renderings of one frame into an aligned sentence. Chunks are the frame's slot
 * groups: the finest segmentation at which both languages have covered the same slots, so a
 * slot that moves (German verb second, Spanish verb before a questioned subject) merges with
 * its neighbours instead of breaking the alignment. Chunk counts are equal by construction.
 */

function nonEmpty(segs: readonly Seg[]): Seg[] {
  return segs.filter((s) => s.tokens.length > 0);
}

/** First cut position for each set of covered slots, where a cut is allowed. */
function cutPositions(segs: readonly Seg[], shared: ReadonlySet<string>): Map<string, number> {
  const result = new Map<string, number>();
  for (let i = 1; i < segs.length; i += 1) {
    // Never cut inside an elision (French "J'|aime"): the next word is glued to the last.
    if (segs[i]?.tokens[0]?.spaceBefore === false) continue;
    const prefix = new Set(
      segs
        .slice(0, i)
        .map((s) => s.slot)
        .filter((s) => shared.has(s)),
    );
    const suffix = new Set(
      segs
        .slice(i)
        .map((s) => s.slot)
        .filter((s) => shared.has(s)),
    );
    if (prefix.size === 0 || suffix.size === 0) continue;
    if ([...prefix].some((slot) => suffix.has(slot))) continue;
    const key = [...prefix].sort().join('|');
    if (!result.has(key)) result.set(key, i);
  }
  return result;
}

function textOf(segs: readonly Seg[]): string {
  return writeTokens(segs.flatMap((s) => s.tokens));
}

export function chunkPairs(target: readonly Seg[], native: readonly Seg[]): ChunkPair[] {
  const t = nonEmpty(target);
  const n = nonEmpty(native);
  const shared = new Set(t.map((s) => s.slot).filter((slot) => n.some((s) => s.slot === slot)));
  const tCuts = cutPositions(t, shared);
  const nCuts = cutPositions(n, shared);
  const keys = [...tCuts.keys()].filter((key) => nCuts.has(key));
  const tPositions = [0, ...keys.map((k) => tCuts.get(k) ?? 0), t.length].sort((a, b) => a - b);
  const nPositions = [0, ...keys.map((k) => nCuts.get(k) ?? 0), n.length].sort((a, b) => a - b);
  const chunks: ChunkPair[] = [];
  for (let i = 0; i + 1 < tPositions.length; i += 1) {
    chunks.push({
      target: textOf(t.slice(tPositions[i], tPositions[i + 1])),
      native: textOf(n.slice(nPositions[i], nPositions[i + 1])),
    });
  }
  return chunks;
}

/** Keeps a concept only on words whose counterpart exists on the other side. */
function symmetricConcepts(tokens: readonly Token[], other: readonly Token[]): Token[] {
  const present = new Set(other.map((t) => t.concept).filter((c) => c !== undefined));
  return tokens.map((token) => {
    if (token.concept === undefined || present.has(token.concept)) return token;
    const { concept: _dropped, ...rest } = token;
    return rest;
  });
}

function sideOf(tokens: Token[]): SentenceText {
  const first = tokens[0];
  const normalised = first ? [{ ...first, spaceBefore: false }, ...tokens.slice(1)] : tokens;
  return { text: writeTokens(normalised), tokens: normalised };
}

export function alignedSentence(
  id: number,
  paragraph: number,
  speaker: string | undefined,
  target: readonly Seg[],
  native: readonly Seg[],
): AlignedSentence {
  const tTokens = nonEmpty(target).flatMap((s) => s.tokens);
  const nTokens = nonEmpty(native).flatMap((s) => s.tokens);
  return {
    id,
    paragraph,
    ...(speaker !== undefined ? { speaker } : {}),
    target: sideOf(symmetricConcepts(tTokens, nTokens)),
    native: sideOf(symmetricConcepts(nTokens, tTokens)),
    chunks: chunkPairs(target, native),
  };
}
