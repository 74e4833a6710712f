import { describe, expect, it } from 'vitest';
import { TEXT_SIZES, isTextSize } from '@/domain/catalog/textSizes';

describe('text sizes', () => {
  it('runs from Small to Biggest, smallest first', () => {
    expect(TEXT_SIZES).toEqual(['Small', 'Medium', 'Large', 'Bigger', 'Biggest']);
  });

  it('recognises only the listed sizes', () => {
    expect(isTextSize('Bigger')).toBe(true);
    expect(isTextSize('bigger')).toBe(false);
  });
});
