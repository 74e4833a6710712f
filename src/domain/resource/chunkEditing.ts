import { isSpacelessLanguage } from '@/domain/matching/normalise';
import type { AlignedSentence, ChunkPair, ResourceContent } from './content';

/*
 * Cutting a sentence into aligned chunks by hand (spec §5: equal numbers on each side). The
 * teacher works on each side's list of chunks on its own, splitting a chunk at a word and
 * merging a chunk with the next; chunks pair up by position, so splitting and merging both
 * sides until the counts agree is how chunks are paired, and no pairing is ever out of order.
 *
 * Splitting and merging only move the cut between two words: the characters of a side never
 * change, so the chunks, joined, still give back the sentence (spacing aside, the rule
 * `checkChunkAlignment` holds them to).
 */

export type ChunkSide = 'target' | 'native';

/** Each side's chunks in reading order, blank ones left out. */
export interface ChunkSides {
  readonly target: readonly string[];
  readonly native: readonly string[];
}

export function chunkSides(chunks: readonly ChunkPair[]): ChunkSides {
  const side = (key: ChunkSide) =>
    chunks.map((chunk) => chunk[key]).filter((text) => text.trim() !== '');
  return { target: side('target'), native: side('native') };
}

/**
 * The two sides paired by position. When one side has more chunks, its extra chunks are paired
 * with a blank, which `checkChunkAlignment` reports as unaligned until the teacher fixes it.
 */
export function pairChunks(sides: ChunkSides): readonly ChunkPair[] {
  const length = Math.max(sides.target.length, sides.native.length);
  return Array.from({ length }, (_, index) => ({
    target: sides.target[index] ?? '',
    native: sides.native[index] ?? '',
  }));
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * The offsets in a chunk where it can be cut before a word: after each run of spaces, or in
 * Chinese and Japanese (no spaces) before each letter but the first.
 */
export function splitPoints(chunk: string, lang: string): readonly number[] {
  const text = chunk.trimEnd();
  const points: number[] = [];
  if (isSpacelessLanguage(lang)) {
    let offset = 0;
    let seenWord = false;
    for (const char of text) {
      if (seenWord && WORD_CHAR.test(char)) points.push(offset);
      if (WORD_CHAR.test(char)) seenWord = true;
      offset += char.length;
    }
    return points;
  }
  for (const match of text.matchAll(/\s+/gu)) {
    const at = match.index + match[0].length;
    if (match.index > 0 && at < text.length) points.push(at);
  }
  return points;
}

/** The words of a chunk with the offset each starts at: what the editor offers to split before. */
export function chunkWords(
  chunk: string,
  lang: string,
): readonly { readonly text: string; readonly start: number }[] {
  const starts = [0, ...splitPoints(chunk, lang)];
  return starts.map((start, index) => ({
    text: chunk.slice(start, starts[index + 1] ?? chunk.length).trim(),
    start,
  }));
}

function withSide(sides: ChunkSides, side: ChunkSide, parts: readonly string[]): ChunkSides {
  return { ...sides, [side]: parts };
}

/**
 * Chunk `index` of one side cut in two before the character at `at` (a split point). Any other
 * offset, or a cut that would leave one part blank, changes nothing.
 */
export function splitChunk(
  sides: ChunkSides,
  side: ChunkSide,
  index: number,
  at: number,
): ChunkSides {
  const parts = sides[side];
  const chunk = parts[index];
  if (chunk === undefined) return sides;
  const first = chunk.slice(0, at).trimEnd();
  const second = chunk.slice(at).trimStart();
  if (first.trim() === '' || second.trim() === '') return sides;
  return withSide(sides, side, [
    ...parts.slice(0, index),
    first,
    second,
    ...parts.slice(index + 1),
  ]);
}

/** Chunk `index` of one side joined with the next, with a space where the language writes one. */
export function mergeChunks(
  sides: ChunkSides,
  side: ChunkSide,
  index: number,
  lang: string,
): ChunkSides {
  const parts = sides[side];
  const chunk = parts[index];
  const next = parts[index + 1];
  if (chunk === undefined || next === undefined) return sides;
  const joiner = isSpacelessLanguage(lang) ? '' : ' ';
  return withSide(sides, side, [
    ...parts.slice(0, index),
    chunk + joiner + next,
    ...parts.slice(index + 2),
  ]);
}

/** The language a side of the content is written in. */
export function sideLanguage(content: ResourceContent, side: ChunkSide): string {
  return content.language[side];
}

/** The sentence with new chunks on each side, paired by position. */
export function withChunkSides(sentence: AlignedSentence, sides: ChunkSides): AlignedSentence {
  return { ...sentence, chunks: pairChunks(sides) };
}

/** Split a chunk of one of the content's sentences (by sentence id). */
export function splitSentenceChunk(
  content: ResourceContent,
  sentenceId: number,
  side: ChunkSide,
  index: number,
  at: number,
): ResourceContent {
  return editSentence(content, sentenceId, (sentence) =>
    withChunkSides(sentence, splitChunk(chunkSides(sentence.chunks), side, index, at)),
  );
}

/** Merge a chunk of one of the content's sentences with the next (by sentence id). */
export function mergeSentenceChunks(
  content: ResourceContent,
  sentenceId: number,
  side: ChunkSide,
  index: number,
): ResourceContent {
  const lang = sideLanguage(content, side);
  return editSentence(content, sentenceId, (sentence) =>
    withChunkSides(sentence, mergeChunks(chunkSides(sentence.chunks), side, index, lang)),
  );
}

/**
 * A sentence's chunks reset to the whole sentence on each side: one pair, aligned, from which
 * the teacher can cut again.
 */
export function resetSentenceChunks(content: ResourceContent, sentenceId: number): ResourceContent {
  return editSentence(content, sentenceId, (sentence) => ({
    ...sentence,
    chunks: [{ target: sentence.target.text, native: sentence.native.text }],
  }));
}

function editSentence(
  content: ResourceContent,
  sentenceId: number,
  edit: (sentence: AlignedSentence) => AlignedSentence,
): ResourceContent {
  return {
    ...content,
    sentences: content.sentences.map((sentence) =>
      sentence.id === sentenceId ? edit(sentence) : sentence,
    ),
  };
}
