import type { AlignedSentence, ChunkPair, SentenceText, Token } from '@/domain/resource/content';
import { alignChunks } from '@/domain/resource/alignment';
import { writeTokens } from '@/domain/resource/content';
import type { Seg } from './model';

/*
 * Turns the two renderings of one frame into an aligned sentence. Chunks are groups of the
 * frame's slots cut where both languages have covered the same concepts (issue #12), so a word
 * that moves (German verb second, the rest of a German perfect at the end) merges with its
 * neighbours instead of being glued to a chunk that does not translate it. Chunk counts are
 * equal and each pair carries the same concepts by construction.
 */

function nonEmpty(segs: readonly Seg[]): Seg[] {
  return segs.filter((s) => s.tokens.length > 0);
}

/** The sides' slots as chunking units, each token replaced by its counterpart-checked copy. */
function unitsOf(segs: readonly Seg[], tokens: readonly Token[]): Token[][] {
  let index = 0;
  return segs.map((s) =>
    s.tokens.map(() => {
      const token = tokens[index];
      index += 1;
      if (token === undefined) throw new Error('A slot has more tokens than its sentence.');
      return token;
    }),
  );
}

export function chunkPairs(target: readonly Seg[], native: readonly Seg[]): ChunkPair[] {
  const t = nonEmpty(target);
  const n = nonEmpty(native);
  const tTokens = t.flatMap((s) => s.tokens);
  const nTokens = n.flatMap((s) => s.tokens);
  return alignChunks(
    unitsOf(t, symmetricConcepts(tTokens, nTokens)),
    unitsOf(n, symmetricConcepts(nTokens, tTokens)),
  );
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
