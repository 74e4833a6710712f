import { describe, expect, it } from 'vitest';
import {
  SCREEN_LAYOUTS,
  layoutHasImages,
  layoutLabel,
  layoutNeedsSentenceLines,
  screenLayout,
} from '@/domain/catalog/screenLayouts';

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

  it('says where the images go exactly on the layouts that have them', () => {
    for (const layout of SCREEN_LAYOUTS)
      expect(screenLayout(layout.id).images !== undefined).toBe(layout.hasImages);
  });

  it('gives each layout its own name and description', () => {
    const names = SCREEN_LAYOUTS.map((layout) => layout.name);
    expect(new Set(names).size).toBe(10);
    expect(new Set(SCREEN_LAYOUTS.map((layout) => layout.description)).size).toBe(10);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(20);
  });

  it('arranges no two layouts the same way', () => {
    const arrangements = SCREEN_LAYOUTS.map(
      (layout) =>
        `${layout.texts}/${screenLayout(layout.id).images ?? '-'}/${String(layout.questionsBeside)}`,
    );
    expect(new Set(arrangements).size).toBe(10);
  });

  it('labels a layout for the menu with its number and name', () => {
    expect(layoutLabel(1)).toBe('1 · Side by side');
    expect(layoutLabel(3)).toBe('3 · Interlinear');
    expect(layoutLabel(10)).toBe('10 · Text and questions');
  });

  it('falls back to layout 1 for an unknown id', () => {
    expect(screenLayout(42).id).toBe(1);
  });

  it('sets the texts a sentence per line on the interlinear, aligned-rows and focus layouts only', () => {
    expect(
      SCREEN_LAYOUTS.filter((layout) => layoutNeedsSentenceLines(layout.id)).map((l) => l.id),
    ).toEqual([3, 4, 7]);
  });

  it('puts the questions beside the texts on layout 10 only', () => {
    expect(SCREEN_LAYOUTS.filter((layout) => layout.questionsBeside).map((l) => l.id)).toEqual([
      10,
    ]);
  });
});
