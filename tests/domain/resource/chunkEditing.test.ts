import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkChunkAlignment, joinsBack } from '@/domain/questions/chunks';
import {
  chunkSides,
  chunkWords,
  mergeChunks,
  mergeSentenceChunks,
  pairChunks,
  resetSentenceChunks,
  splitChunk,
  splitPoints,
  splitSentenceChunk,
  type ChunkSide,
  type ChunkSides,
} from '@/domain/resource/chunkEditing';
import { spanishMarket } from '../questions/fixtures';

const sentence1 = spanishMarket.sentences[0];
if (sentence1 === undefined) throw new Error('fixture without sentences');

describe('chunk sides', () => {
  it('pairs by position, padding the shorter side with blanks', () => {
    expect(pairChunks({ target: ['a', 'b', 'c'], native: ['x', 'y'] })).toEqual([
      { target: 'a', native: 'x' },
      { target: 'b', native: 'y' },
      { target: 'c', native: '' },
    ]);
    expect(chunkSides(pairChunks({ target: ['a', 'b', 'c'], native: ['x'] }))).toEqual({
      target: ['a', 'b', 'c'],
      native: ['x'],
    });
  });

  it('a chunk can be cut before each of its words but the first', () => {
    expect(splitPoints('Lucía va al mercado', 'es')).toEqual([6, 9, 12]);
    expect(chunkWords('Lucía va  al', 'es')).toEqual([
      { text: 'Lucía', start: 0 },
      { text: 'va', start: 6 },
      { text: 'al', start: 10 },
    ]);
    expect(splitPoints('我去市场。', 'zh')).toEqual([1, 2, 3]);
  });
});

describe('split and merge', () => {
  it('splitting a target chunk at a word makes one more chunk on that side only', () => {
    const next = splitSentenceChunk(spanishMarket, 1, 'target', 1, 6);
    const sentence = next.sentences[0];
    expect(chunkSides(sentence?.chunks ?? [])).toEqual({
      target: ['Los sábados,', 'Lucía', 'va al mercado', 'con su abuelo.'],
      native: ['On Saturdays,', 'Lucía goes to the market', 'with her grandfather.'],
    });
    expect(sentence && checkChunkAlignment(sentence)).toEqual({
      type: 'chunks/unaligned',
      sentenceId: 1,
      target: 4,
      native: 3,
    });
    expect(next.sentences.slice(1)).toEqual(spanishMarket.sentences.slice(1));
  });

  it('splitting the native side too pairs the chunks again', () => {
    const once = splitSentenceChunk(spanishMarket, 1, 'target', 1, 6);
    const twice = splitSentenceChunk(once, 1, 'native', 1, 6);
    const sentence = twice.sentences[0];
    expect(sentence?.chunks[1]).toEqual({ target: 'Lucía', native: 'Lucía' });
    expect(sentence?.chunks[2]).toEqual({ target: 'va al mercado', native: 'goes to the market' });
    expect(sentence && checkChunkAlignment(sentence)).toEqual({ type: 'ok' });
  });

  it('merging a chunk with the next joins them with a space', () => {
    const next = mergeSentenceChunks(spanishMarket, 1, 'native', 0);
    expect(chunkSides(next.sentences[0]?.chunks ?? []).native).toEqual([
      'On Saturdays, Lucía goes to the market',
      'with her grandfather.',
    ]);
  });

  it('merging the last chunk, or splitting at an edge, changes nothing', () => {
    const sides = chunkSides(sentence1.chunks);
    expect(mergeChunks(sides, 'target', 2, 'es')).toBe(sides);
    expect(splitChunk(sides, 'target', 0, 0)).toBe(sides);
    expect(splitChunk(sides, 'target', 0, 99)).toBe(sides);
    expect(splitChunk(sides, 'target', 7, 3)).toBe(sides);
  });

  it('Chinese chunks merge without a space', () => {
    const sides: ChunkSides = { target: ['我', '去市场。'], native: ['I go to the market.'] };
    expect(mergeChunks(sides, 'target', 0, 'zh').target).toEqual(['我去市场。']);
  });

  it('resetting gives one aligned chunk per side: the whole sentence', () => {
    const next = resetSentenceChunks(spanishMarket, 1);
    const sentence = next.sentences[0];
    expect(sentence?.chunks).toEqual([
      { target: sentence1.target.text, native: sentence1.native.text },
    ]);
    expect(sentence && checkChunkAlignment(sentence)).toEqual({ type: 'ok' });
  });
});

/** A sentence of words (some with punctuation) cut into chunks, and edits on it. */
const word = fc.stringMatching(/^[a-záéñü]{1,6}[,.!?]?$/u);
const words = fc.array(word, { minLength: 1, maxLength: 12 });
const edit = fc.record({
  kind: fc.constantFrom('split', 'merge'),
  side: fc.constantFrom<ChunkSide>('target', 'native'),
  index: fc.nat(12),
  at: fc.nat(60),
});

/** Cuts the words into chunks at the given places. */
function chunked(list: readonly string[], cuts: readonly boolean[]): string[] {
  const chunks: string[][] = [[]];
  list.forEach((w, i) => {
    if (i > 0 && cuts[i]) chunks.push([]);
    chunks.at(-1)?.push(w);
  });
  return chunks.map((chunk) => chunk.join(' '));
}

describe('properties', () => {
  it('joined chunks give back the sentence, whatever splits and merges are made', () => {
    fc.assert(
      fc.property(
        words,
        words,
        fc.array(fc.boolean(), { maxLength: 12 }),
        fc.array(edit, { maxLength: 20 }),
        fc.constantFrom('es', 'zh'),
        (target, native, cuts, edits, lang) => {
          const text = { target: target.join(' '), native: native.join(' ') };
          let sides: ChunkSides = { target: chunked(target, cuts), native: chunked(native, cuts) };
          for (const step of edits) {
            sides =
              step.kind === 'split'
                ? splitChunk(sides, step.side, step.index, step.at)
                : mergeChunks(sides, step.side, step.index, lang);
          }
          for (const side of ['target', 'native'] as const) {
            expect(joinsBack(sides[side], text[side])).toBe(true);
            expect(sides[side].every((chunk) => chunk.trim() !== '')).toBe(true);
          }
        },
      ),
    );
  });

  it('splitting at a split point and merging back gives the chunk again', () => {
    fc.assert(
      fc.property(words, fc.nat(), (list, pick) => {
        const chunk = list.join(' ');
        const points = splitPoints(chunk, 'es');
        fc.pre(points.length > 0);
        const at = points[pick % points.length] ?? 0;
        const sides: ChunkSides = { target: [chunk], native: [] };
        const split = splitChunk(sides, 'target', 0, at);
        expect(split.target).toHaveLength(2);
        expect(mergeChunks(split, 'target', 0, 'es').target).toEqual([chunk]);
      }),
    );
  });

  it('a sentence whose sides are cut alike stays aligned after the same split on both sides', () => {
    fc.assert(
      fc.property(words, fc.nat(), (list, pick) => {
        const text = list.join(' ');
        const sentence = {
          ...sentence1,
          id: 1,
          target: { ...sentence1.target, text },
          native: { ...sentence1.native, text },
          chunks: [{ target: text, native: text }],
        };
        const content = { ...spanishMarket, sentences: [sentence] };
        const points = splitPoints(text, 'es');
        fc.pre(points.length > 0);
        const at = points[pick % points.length] ?? 0;
        const once = splitSentenceChunk(content, 1, 'target', 0, at);
        const twice = splitSentenceChunk(once, 1, 'native', 0, at);
        const edited = twice.sentences[0];
        expect(edited?.chunks).toHaveLength(2);
        expect(edited && checkChunkAlignment(edited)).toEqual({ type: 'ok' });
      }),
    );
  });
});
