import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, TOAST_DURATION_MS, VOCAB_ADVICE } from '@/domain/catalog/limits';

describe('business limits (spec §9)', () => {
  it('keeps a toast on screen for 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('advises 20 to 25 vocabulary items', () => {
    expect(VOCAB_ADVICE).toEqual({ min: 20, max: 25 });
  });

  it('bounds passwords to 8 to 40 characters', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 40 });
  });
});
