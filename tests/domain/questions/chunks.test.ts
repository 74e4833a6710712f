import { describe, expect, it } from 'vitest';
import {
  CHUNKS_NOT_ALIGNED_NOTICE,
  checkChunkAlignment,
  deriveChunks,
} from '@/domain/questions/chunks';
import { seededRandom } from '@/domain/random/seeded';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { frenchPicnic, spanishMarket } from './fixtures';

const first = spanishMarket.sentences[0] as AlignedSentence;
const derive = (content: ResourceContent, seed = 1) =>
  deriveChunks({ content, random: seededRandom(seed) });

describe('sentence chunks (spec §5: equal numbers on each side)', () => {
  it('a sentence whose chunks pair up and join back is aligned', () => {
    expect(spanishMarket.sentences.map(checkChunkAlignment)).toEqual(
      spanishMarket.sentences.map(() => ({ type: 'ok' })),
    );
  });

  it('a chunk on one side only makes the counts differ', () => {
    const sentence = {
      ...first,
      chunks: [...first.chunks.slice(0, 2), { target: 'con su abuelo.', native: '' }],
    };
    expect(checkChunkAlignment(sentence)).toEqual({
      type: 'chunks/unaligned',
      sentenceId: 1,
      target: 3,
      native: 2,
    });
  });

  it('equal counts on rows that do not pair up are still unaligned', () => {
    const sentence = {
      ...first,
      chunks: [
        { target: 'Los sábados, Lucía va al mercado', native: '' },
        { target: '', native: 'On Saturdays, Lucía goes to the market' },
        { target: 'con su abuelo.', native: 'with her grandfather.' },
      ],
    };
    expect(checkChunkAlignment(sentence)).toMatchObject({
      type: 'chunks/unaligned',
      target: 2,
      native: 2,
    });
  });

  it('chunks that no longer give back an edited sentence are reported', () => {
    const edited = {
      ...first,
      target: { ...first.target, text: 'Los domingos, Lucía va al mercado con su abuelo.' },
    };
    expect(checkChunkAlignment(edited)).toEqual({
      type: 'chunks/mismatch',
      sentenceId: 1,
      side: 'target',
    });
  });

  it('wholly blank rows left by the editor are ignored', () => {
    const sentence = { ...first, chunks: [...first.chunks, { target: ' ', native: '' }] };
    expect(checkChunkAlignment(sentence)).toEqual({ type: 'ok' });
    const derivation = derive({ ...spanishMarket, sentences: [sentence] });
    expect(derivation.type === 'items' && derivation.items[0]?.chunks).toEqual(first.chunks);
  });

  it('an unaligned sentence is left out of the activity and reported', () => {
    const broken = { ...first, chunks: first.chunks.slice(0, 2) };
    const derivation = derive({
      ...spanishMarket,
      sentences: [broken, ...spanishMarket.sentences.slice(1)],
    });
    expect(derivation.type).toBe('items');
    expect(derivation.issues).toEqual([{ type: 'chunks/mismatch', sentenceId: 1, side: 'target' }]);
    expect(
      derivation.type === 'items' && derivation.items.map((item) => item.sentenceIds[0]),
    ).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('when no sentence aligns the activity is unavailable with the spec §8 notice', () => {
    const content = {
      ...spanishMarket,
      sentences: spanishMarket.sentences.map((s) => ({ ...s, chunks: s.chunks.slice(1) })),
    };
    expect(derive(content)).toMatchObject({
      type: 'unavailable',
      reason: CHUNKS_NOT_ALIGNED_NOTICE,
    });
  });

  it('a sentence of one chunk has nothing to rebuild and is not asked', () => {
    const derivation = derive(frenchPicnic);
    const ids =
      derivation.type === 'items' ? derivation.items.map((item) => item.sentenceIds[0]) : [];
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(5);
    expect(derivation.issues).toEqual([]);
  });

  it('two chunks are always shown swapped', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const derivation = derive(frenchPicnic, seed);
      const twos =
        derivation.type === 'items'
          ? derivation.items.filter((item) => item.chunks.length === 2)
          : [];
      expect(twos.every((item) => item.order.join() === '1,0')).toBe(true);
    }
  });
});
