import { describe, expect, it } from 'vitest';
import { SCREEN_LAYOUTS, layoutHasImages } from '@/domain/catalog/screenLayouts';

describe('screen layouts', () => {
  it('numbers ten layouts from 1 to 10', () => {
    expect(SCREEN_LAYOUTS.map((layout) => layout.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('has images on exactly layouts 5, 6, 8 and 9', () => {
    expect(SCREEN_LAYOUTS.filter((layout) => layout.hasImages).map((layout) => layout.id)).toEqual([
      5, 6, 8, 9,
    ]);
    expect(layoutHasImages(8)).toBe(true);
    expect(layoutHasImages(7)).toBe(false);
    expect(layoutHasImages(11)).toBe(false);
  });
});
