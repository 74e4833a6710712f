import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom, seedFrom, shuffle } from '@/domain/random/seeded';

describe('seeded randomness', () => {
  it('the same seed gives the same sequence', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('different seeds give different sequences', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  it('numbers fall in [0, 1) and randomInt in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const random = seededRandom(seed);
        const x = random();
        const k = randomInt(random, n);
        return x >= 0 && x < 1 && Number.isInteger(k) && k >= 0 && k < n;
      }),
    );
  });

  it('shuffle keeps every element and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const copy = [...items];
        const shuffled = shuffle(seededRandom(seed), items);
        expect(items).toEqual(copy);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('pick of an empty list is undefined', () => {
    expect(pick(seededRandom(3), [])).toBeUndefined();
  });

  it('seedFrom is stable and spreads nearby strings', () => {
    expect(seedFrom('Mi familia')).toBe(seedFrom('Mi familia'));
    expect(seedFrom('Mi familia')).not.toBe(seedFrom('Mi familiA'));
  });
});
