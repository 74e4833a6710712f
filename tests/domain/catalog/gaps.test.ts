import { describe, expect, it } from 'vitest';
import {
  PERCENTAGE_GAP_CHOICES,
  RANDOM_GAP_CHOICES,
  isPercentageGapChoice,
  isRandomGapChoice,
} from '@/domain/catalog/gaps';

describe('gap choices', () => {
  it('offers 1 to 20 random gap words, then all', () => {
    expect(RANDOM_GAP_CHOICES).toEqual([
      ...Array.from({ length: 20 }, (_, index) => index + 1),
      'all',
    ]);
  });

  it('offers percentage gaps from 5 to 95 in steps of 5', () => {
    expect(PERCENTAGE_GAP_CHOICES).toEqual(
      Array.from({ length: 19 }, (_, index) => (index + 1) * 5),
    );
  });

  it('never offers no gaps or every word as a percentage', () => {
    expect(isPercentageGapChoice(0)).toBe(false);
    expect(isPercentageGapChoice(100)).toBe(false);
    expect(isPercentageGapChoice(50)).toBe(true);
  });

  it('accepts all but not zero or 21 random gap words', () => {
    expect(isRandomGapChoice('all')).toBe(true);
    expect(isRandomGapChoice(0)).toBe(false);
    expect(isRandomGapChoice(21)).toBe(false);
  });
});
