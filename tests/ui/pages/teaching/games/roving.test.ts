import { describe, expect, it } from 'vitest';
import { rovingTarget, tabStop } from '@/ui/pages/teaching/games/roving';

const column = { horizontal: false };
const row = { horizontal: true };
const all = () => true;

describe('rovingTarget', () => {
  it('moves down and up a column, wrapping round at the ends', () => {
    expect(rovingTarget('ArrowDown', 0, 3, all, column)).toBe(1);
    expect(rovingTarget('ArrowDown', 2, 3, all, column)).toBe(0);
    expect(rovingTarget('ArrowUp', 0, 3, all, column)).toBe(2);
  });

  it('skips used cards, and finds nothing when every card is used', () => {
    const open = (i: number) => i !== 1 && i !== 2;
    expect(rovingTarget('ArrowDown', 0, 4, open, column)).toBe(3);
    expect(rovingTarget('ArrowDown', 0, 4, () => false, column)).toBeUndefined();
  });

  it('a column ignores ← and →; a row takes them, reversed right to left', () => {
    expect(rovingTarget('ArrowRight', 0, 3, all, column)).toBeUndefined();
    expect(rovingTarget('ArrowRight', 0, 3, all, row)).toBe(1);
    expect(rovingTarget('ArrowLeft', 0, 3, all, { horizontal: true, rtl: true })).toBe(1);
  });

  it('Home and End go to the first and last open card; other keys do nothing', () => {
    const open = (i: number) => i !== 0 && i !== 3;
    expect(rovingTarget('Home', 2, 4, open, column)).toBe(1);
    expect(rovingTarget('End', 1, 4, open, column)).toBe(2);
    expect(rovingTarget('Enter', 1, 4, open, column)).toBeUndefined();
  });
});

describe('tabStop', () => {
  it('keeps the remembered card while open, else takes the next open one', () => {
    expect(tabStop(2, 4, all)).toBe(2);
    expect(tabStop(2, 4, (i) => i !== 2)).toBe(3);
    expect(tabStop(3, 4, (i) => i === 1)).toBe(1);
    expect(tabStop(3, 4, () => false)).toBe(3);
  });
});
