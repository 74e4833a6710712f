import { describe, expect, it } from 'vitest';
import { tokenChunks } from '@/domain/resource/chunkMap';
import { frenchPicnic, spanishMarket } from '../questions/fixtures';

describe('tokenChunks', () => {
  it.each([
    ['Spanish market', spanishMarket],
    ['French picnic', frenchPicnic],
  ])('gives every token of %s the chunk whose text it is part of, in order', (_, content) => {
    for (const sentence of content.sentences) {
      for (const side of ['target', 'native'] as const) {
        const map = tokenChunks(sentence, side);
        expect(map).toHaveLength(sentence[side].tokens.length);
        // Never backwards: chunks follow reading order.
        expect([...map].sort((a, b) => a - b)).toEqual(map);
        // Each chunk's tokens, spaces aside, are the chunk's own text.
        sentence.chunks.forEach((chunk, index) => {
          const tokens = sentence[side].tokens.filter((_, t) => map[t] === index);
          expect(tokens.map((token) => token.text).join('')).toBe(chunk[side].replace(/\s+/gu, ''));
        });
      }
    }
  });

  it('puts the first sentence of the market text into its three chunks', () => {
    const sentence = spanishMarket.sentences[0];
    if (sentence === undefined) throw new Error('no sentence');
    const words = sentence.target.tokens.map((token, index) => [
      token.text,
      tokenChunks(sentence, 'target')[index],
    ]);
    expect(words).toEqual([
      ['Los', 0],
      ['sábados', 0],
      [',', 0],
      ['Lucía', 1],
      ['va', 1],
      ['al', 1],
      ['mercado', 1],
      ['con', 2],
      ['su', 2],
      ['abuelo', 2],
      ['.', 2],
    ]);
  });
});
