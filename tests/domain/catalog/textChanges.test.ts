import { describe, expect, it } from 'vitest';
import { TEXT_CHANGES, TEXT_CHANGE_VALUES, oppositeTextChange } from '@/domain/catalog/textChanges';

describe('text-change options', () => {
  it('offers the thirteen rewrites of spec §9', () => {
    expect(TEXT_CHANGES.map((change) => change.label)).toEqual([
      'Longer',
      'Shorter',
      'Simpler',
      'More Complex',
      'More detailed',
      'Less detailed',
      'Opinionated',
      'Serious',
      'Funny',
      'Factual',
      'Fictional',
      'Historic',
      'Scientific',
    ]);
    expect(new Set(TEXT_CHANGE_VALUES).size).toBe(13);
  });

  it('pairs opposites both ways', () => {
    for (const change of TEXT_CHANGE_VALUES) {
      const opposite = oppositeTextChange(change);
      if (opposite !== undefined) expect(oppositeTextChange(opposite)).toBe(change);
    }
    expect(oppositeTextChange('longer')).toBe('shorter');
    expect(oppositeTextChange('simpler')).toBe('more_complex');
    expect(oppositeTextChange('factual')).toBe('fictional');
  });

  it('leaves opinionated, historic and scientific unpaired', () => {
    expect(TEXT_CHANGE_VALUES.filter((change) => oppositeTextChange(change) === undefined)).toEqual(
      ['opinionated', 'historic', 'scientific'],
    );
  });
});
