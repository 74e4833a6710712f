import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_DEFAULT, LINE_HEIGHT_DEFAULT } from '@/domain/catalog/displayDefaults';

describe('display defaults', () => {
  it('shows text in Tahoma with a line height of 1.5', () => {
    expect(FONT_FAMILY_DEFAULT).toBe('Tahoma');
    expect(LINE_HEIGHT_DEFAULT).toBe(1.5);
  });
});
