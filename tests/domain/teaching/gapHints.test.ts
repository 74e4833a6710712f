import { describe, expect, it } from 'vitest';
import { gapHint } from '@/domain/teaching/gapHints';

describe('gapHint', () => {
  it('gives the first letter and a dash per letter at level 1', () => {
    expect(gapHint('gato', 'most-help')).toBe('g _ _ _');
    expect(gapHint('été', 'most-help')).toBe('é _ _');
  });

  it('gives the first letter at level 2 and nothing at level 3', () => {
    expect(gapHint('gato', 'some-help')).toBe('g…');
    expect(gapHint('gato', 'no-help')).toBe('');
  });

  it('never gives a one-letter answer away', () => {
    expect(gapHint('y', 'most-help')).toBe('_');
    expect(gapHint('a', 'some-help')).toBe('_');
  });

  it('counts what a reader sees as one letter, not code units', () => {
    expect(gapHint('e\u0301te', 'most-help')).toBe('e\u0301 _ _');
    expect(gapHint('नमस्ते', 'most-help')).toBe('न _ _');
    expect(gapHint('东京', 'most-help')).toBe('东 _');
  });

  it('is empty for an empty answer', () => {
    expect(gapHint('  ', 'most-help')).toBe('');
  });
});
