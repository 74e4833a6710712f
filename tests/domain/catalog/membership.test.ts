import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOneOf } from '@/domain/catalog/membership';

describe('isOneOf', () => {
  const values = ['a', 'b', 1] as const;

  it('accepts exactly the listed values', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isOneOf(values, value)).toBe(value === 'a' || value === 'b' || value === 1);
      }),
    );
  });

  it('does not coerce: the string "1" is not the number 1', () => {
    expect(isOneOf(values, '1')).toBe(false);
    expect(isOneOf(values, 1)).toBe(true);
  });
});
