import { isSpacelessLanguage } from '@/domain/matching/normalise';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { shuffle, type Random } from '@/domain/random/seeded';
import type { Derivation, DerivationContext, QuestionIssue, SentenceChunksItem } from './types';

/** The notice a pupil or teacher sees when a resource's chunks are not aligned (spec §8). */
export const CHUNKS_NOT_ALIGNED_NOTICE =
  'The author of this resource has not yet fully aligned chunks for this resource. Please try again later.';

/** What the chunk editor says when a sentence's chunks do not align (spec §5 gives no text). */
export const CHUNKS_UNALIGNED_MESSAGE =
  'To use this activity, edit the chunks so that each sentence has an equal number on each side, and that they join back into the sentence';

export type ChunkCheck = { readonly type: 'ok' } | QuestionIssue;

function withoutSpaces(text: string): string {
  return text.replace(/\s+/gu, '');
}

/** The chunks of one side joined as the language writes them: with spaces, or none for zh/ja. */
export function joinChunks(parts: readonly string[], lang: string): string {
  return parts.join(isSpacelessLanguage(lang) ? '' : ' ');
}

/** Whether the chunks, joined, give back the text (spacing aside: "Hola ," and "Hola,"). */
export function joinsBack(parts: readonly string[], text: string): boolean {
  return withoutSpaces(parts.join('')) === withoutSpaces(text);
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** The sentence's chunk pairs without the wholly blank ones an editor may leave behind. */
function chunksOf(sentence: AlignedSentence): AlignedSentence['chunks'] {
  return sentence.chunks.filter((chunk) => !isBlank(chunk.target) || !isBlank(chunk.native));
}

/**
 * Spec §5: a sentence's chunks need equal numbers on each side, each target chunk paired with
 * its translation (a pair with one side blank counts on the other side only, so it never
 * aligns), and each side must join back into the sentence.
 */
export function checkChunkAlignment(sentence: AlignedSentence): ChunkCheck {
  const chunks = chunksOf(sentence);
  const target = chunks.filter((chunk) => !isBlank(chunk.target)).length;
  const native = chunks.filter((chunk) => !isBlank(chunk.native)).length;
  if (target !== native || target !== chunks.length) {
    return { type: 'chunks/unaligned', sentenceId: sentence.id, target, native };
  }
  for (const side of ['target', 'native'] as const) {
    const parts = chunks.map((chunk) => chunk[side]);
    if (!joinsBack(parts, sentence[side].text)) {
      return { type: 'chunks/mismatch', sentenceId: sentence.id, side };
    }
  }
  return { type: 'ok' };
}

/** Every chunk problem of the content, in sentence order. */
export function chunkIssues(content: ResourceContent): readonly QuestionIssue[] {
  return content.sentences.flatMap((sentence) => {
    const check = checkChunkAlignment(sentence);
    return check.type === 'ok' ? [] : [check];
  });
}

/** A shuffled order of n chunks that is never reading order, so there is something to rebuild. */
function shownOrder(random: Random, n: number): number[] {
  const order = shuffle(
    random,
    Array.from({ length: n }, (_, index) => index),
  );
  const inReadingOrder = order.every((value, index) => value === index);
  return inReadingOrder ? [...order.slice(1), ...order.slice(0, 1)] : order;
}

/**
 * Sentence chunks: every aligned sentence of two or more chunks, chunks shown out of order.
 * Sentences whose chunks do not align are left out and reported as issues.
 */
export function deriveChunks({
  content,
  random,
}: DerivationContext): Derivation<SentenceChunksItem> {
  const issues = chunkIssues(content);
  const excluded = new Set(issues.map((issue) => issue.sentenceId));
  const items = content.sentences
    .filter((sentence) => !excluded.has(sentence.id))
    .map((sentence) => ({ id: sentence.id, chunks: chunksOf(sentence) }))
    .filter(({ chunks }) => chunks.length >= 2)
    .map(({ id, chunks }) => ({
      chunks,
      order: shownOrder(random, chunks.length),
      sentenceIds: [id],
    }));
  if (items.length > 0) return { type: 'items', items, issues };
  const reason =
    issues.length > 0 ? CHUNKS_NOT_ALIGNED_NOTICE : 'No sentence is cut into two or more chunks.';
  return { type: 'unavailable', reason, issues };
}
