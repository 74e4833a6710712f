import { describe, expect, it } from 'vitest';
import { createHyphenate, hasHyphenation } from '../../../server/adapters/hyphenation/hyphenate';

const hyphenate = createHyphenate();

describe('hyphenation for the syllables activity', () => {
  it.each([
    ['biblioteca', 'es'],
    ['Schmetterling', 'de'],
    ['bibliothèque', 'fr'],
    ['biblioteca', 'it'],
    ['computador', 'pt'],
    ['understanding', 'en'],
  ] as const)('splits %s (%s) into parts that join back to the word', (word, lang) => {
    const parts = hyphenate(word, lang);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(word);
  });

  it('gives the Spanish parts a teacher expects', () => {
    expect(hyphenate('pequeña', 'es')).toEqual(['pe', 'que', 'ña']);
  });

  it('has no patterns for Japanese or Arabic: no parts, and it says so', () => {
    expect(hasHyphenation('ja')).toBe(false);
    expect(hyphenate('ありがとう', 'ja')).toEqual([]);
    expect(hasHyphenation('ar')).toBe(false);
  });
});
