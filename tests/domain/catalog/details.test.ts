import { describe, expect, it } from 'vitest';
import {
  DETAILS,
  DETAIL_CODES,
  DETAIL_CODE_NONE,
  detailLabel,
  isDetailCode,
} from '@/domain/catalog/details';

describe('details', () => {
  it('numbers the details 0 to 7 in order', () => {
    expect(DETAIL_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('makes 7, "None", the none-option', () => {
    expect(DETAIL_CODE_NONE).toBe(7);
    expect(detailLabel(7)).toBe('None');
  });

  it('gives every detail a distinct label', () => {
    expect(new Set(DETAILS.map((detail) => detail.label)).size).toBe(8);
  });

  it('has no detail outside 0 to 7', () => {
    expect(detailLabel(8)).toBeUndefined();
    expect(isDetailCode(8)).toBe(false);
    expect(isDetailCode(7)).toBe(true);
  });
});
