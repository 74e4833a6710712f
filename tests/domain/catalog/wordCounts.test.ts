import { describe, expect, it } from 'vitest';
import { WORD_COUNTS, isWordCount } from '@/domain/catalog/wordCounts';

describe('word counts', () => {
  it('runs from 50 to 500 in steps of 50', () => {
    expect(WORD_COUNTS).toEqual([50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
  });

  it('rejects counts between the steps and outside the range', () => {
    expect([0, 25, 75, 550, '100'].some(isWordCount)).toBe(false);
    expect(isWordCount(250)).toBe(true);
  });
});
