import { describe, expect, it } from 'vitest';
import { isHashtag, parseHashtags } from '@/domain/validation/hashtags';

describe('hashtags', () => {
  it('splits on spaces and commas of any script, drops #, lower-cases and keeps each once', () => {
    expect(parseHashtags(' #Food, market  #food、水果，Fruit ')).toEqual([
      'food',
      'market',
      '水果',
      'fruit',
    ]);
    expect(parseHashtags('  , # ')).toEqual([]);
  });

  it('accepts letters, digits, _ and - up to 40 characters, and nothing else', () => {
    expect(isHashtag('año_2-b')).toBe(true);
    expect(isHashtag('a'.repeat(40))).toBe(true);
    expect(isHashtag('a'.repeat(41))).toBe(false);
    expect(isHashtag('no.dots')).toBe(false);
    expect(isHashtag('')).toBe(false);
  });
});
