import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syllabify } from '@/domain/language/syllables';
import { deriveSyllables } from '@/domain/questions/syllables';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { frenchPicnic, germanBike, spanishMarket } from './fixtures';

const derive = (content: ResourceContent, seed = 2) =>
  deriveSyllables({ content, random: seededRandom(seed) });

const items = (content: ResourceContent, seed = 2) => {
  const derivation = derive(content, seed);
  return derivation.type === 'items' ? derivation.items : [];
};

/** The fixture's chosen words for seed 2, each as a Spanish teacher divides it. */
const DIVIDED: readonly string[] = [
  'sá-ba-dos',
  'mer-ca-do',
  'es-tá',
  'ma-yor',
  'pue-blo',
  'Com-pran',
  'fres-ca',
  'en-can-tan',
  'pre-fie-re',
  'na-ran-jas',
  'to-man',
  'ca-fe-te-rí-a',
  'pe-que-ña',
  'me-jor',
  'au-to-bús',
];

describe('syllables', () => {
  it('divides each word with the language’s syllabifier, not hyphenation points', () => {
    const found = items(spanishMarket);
    expect(found.length).toBeGreaterThan(5);
    for (const item of found) {
      expect(item.syllables).toEqual(syllabify(item.word, 'es'));
    }
    // As a Spanish class divides them ("ca-fe-te-rí-a", "pue-blo"), not at hyphenation points.
    expect(found.map((item) => item.syllables.join('-'))).toEqual(DIVIDED);
  });

  it('picks content words of two or more syllables, once each, never names', () => {
    const words = items(spanishMarket).map((item) => item.word);
    expect(words).not.toContain('Lucía');
    expect(words).not.toContain('los');
    expect(new Set(words.map((w) => w.toLowerCase())).size).toBe(words.length);
    expect(items(spanishMarket).every((item) => item.syllables.length >= 2)).toBe(true);
  });

  it('every item of any seed is the syllabifier’s division of a word of its sentence', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(spanishMarket, frenchPicnic, germanBike),
        (seed, content) => {
          for (const item of items(content, seed)) {
            const sentence = content.sentences.find((s) => s.id === item.sentenceIds[0]);
            expect(sentence?.target.tokens.some((token) => token.text === item.word)).toBe(true);
            expect(item.syllables).toEqual(syllabify(item.word, content.language.target));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a language without a syllabifier has no syllables, and says which languages have', () => {
    const swahili: ResourceContent = { ...spanishMarket, language: { target: 'sw', native: 'en' } };
    expect(derive(swahili)).toEqual({
      type: 'unavailable',
      reason:
        'Syllables are not yet available in Swahili: they are divided for English, French, German, Italian, Portuguese and Spanish.',
    });
  });
});
