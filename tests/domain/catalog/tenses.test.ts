import { describe, expect, it } from 'vitest';
import {
  TENSES,
  TENSE_CODES,
  TENSE_CODE_VARIETY,
  isTenseCode,
  tenseLabel,
} from '@/domain/catalog/tenses';

describe('tenses', () => {
  it('numbers the tenses 0 to 10 in order', () => {
    expect(TENSE_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('makes 6, "Use a variety of tenses", the default choice', () => {
    expect(TENSE_CODE_VARIETY).toBe(6);
    expect(tenseLabel(6)).toBe('Use a variety of tenses');
  });

  it('gives every tense a distinct label', () => {
    expect(new Set(TENSES.map((tense) => tense.label)).size).toBe(11);
  });

  it('has no tense outside 0 to 10', () => {
    expect(tenseLabel(11)).toBeUndefined();
    expect(tenseLabel(-1)).toBeUndefined();
    expect(isTenseCode(11)).toBe(false);
    expect(isTenseCode(0)).toBe(true);
  });
});
