import { describe, expect, it } from 'vitest';
import { deriveSyllables, syllablesOf } from '@/domain/questions/syllables';
import type { Hyphenate } from '@/domain/questions/types';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { createHyphenate } from '../../../server/adapters/hyphenation/hyphenate';
import { spanishMarket } from './fixtures';

const patterns = createHyphenate();
const derive = (content: ResourceContent, hyphenate?: Hyphenate) =>
  deriveSyllables({ content, random: seededRandom(2), ...(hyphenate ? { hyphenate } : {}) });

describe('syllables', () => {
  it('splits a word with the language’s hyphenation patterns', () => {
    expect(syllablesOf(patterns, 'vendedores', 'es')).toEqual(['ven', 'de', 'do', 'res']);
    expect(syllablesOf(patterns, 'Geburtstag', 'de')).toEqual(['Ge', 'burts', 'tag']);
  });

  it('a word of one syllable is not a question', () => {
    expect(syllablesOf(patterns, 'pan', 'es')).toBeUndefined();
  });

  it('parts that do not join back into the word are refused', () => {
    const shouting: Hyphenate = (word) => [word.slice(0, 2).toUpperCase(), word.slice(2)];
    expect(syllablesOf(shouting, 'casa', 'es')).toBeUndefined();
  });

  it('a hyphenator that fails gives no syllables instead of an error', () => {
    const failing: Hyphenate = () => {
      throw new Error('patterns missing');
    };
    expect(derive(spanishMarket, failing)).toMatchObject({ type: 'unavailable' });
  });

  it('picks content words of two or more syllables, once each, never names', () => {
    const derivation = derive(spanishMarket, patterns);
    const words = derivation.type === 'items' ? derivation.items.map((item) => item.word) : [];
    expect(words.length).toBeGreaterThan(5);
    expect(words).not.toContain('Lucía');
    expect(words).not.toContain('los');
    expect(new Set(words.map((w) => w.toLowerCase())).size).toBe(words.length);
  });

  it('a language without patterns has no syllables, and says so', () => {
    const swahili: ResourceContent = { ...spanishMarket, language: { target: 'sw', native: 'en' } };
    expect(derive(swahili, patterns)).toEqual({
      type: 'unavailable',
      reason:
        'No word of two or more syllables could be split with the hyphenation patterns for Swahili.',
    });
  });
});
