import { describe, expect, it } from 'vitest';
import {
  PASSWORD_WORDS,
  READABLE_PASSWORD_COUNT,
  readablePassword,
} from '@/domain/classrooms/firstPasswords';
import { seededRandom } from '@/domain/random/seeded';
import { isValidPassword } from '@/domain/validation/patterns';

describe('a pupil’s first password', () => {
  it('is two words and a number, and passes the spec §5 password rule', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 500; i += 1) {
      const password = readablePassword(random);
      expect(password).toMatch(/^[A-Z][a-z]+-[a-z]+-[2-9]{2}$/);
      expect(isValidPassword(password)).toBe(true);
    }
  });

  it('passes the rule with the shortest and longest words of the lists', () => {
    const byLength = (words: readonly string[]) => [...words].sort((a, b) => a.length - b.length);
    const adjectives = byLength(PASSWORD_WORDS.adjectives);
    const animals = byLength(PASSWORD_WORDS.animals);
    for (const adjective of [adjectives[0], adjectives.at(-1)])
      for (const animal of [animals[0], animals.at(-1)])
        expect(isValidPassword(`${adjective ?? ''}-${animal ?? ''}-22`)).toBe(true);
  });

  it('uses no letter or digit that reads like another on a printed card', () => {
    const all = [...PASSWORD_WORDS.adjectives, ...PASSWORD_WORDS.animals, PASSWORD_WORDS.digits];
    expect(all.filter((word) => /[lIO01]/.test(word))).toEqual([]);
  });

  it('has no word twice, so every combination counts', () => {
    expect(new Set(PASSWORD_WORDS.adjectives).size).toBe(PASSWORD_WORDS.adjectives.length);
    expect(new Set(PASSWORD_WORDS.animals).size).toBe(PASSWORD_WORDS.animals.length);
    expect(READABLE_PASSWORD_COUNT).toBeGreaterThan(150_000);
  });

  it('comes from the random source given, so two sources give different passwords', () => {
    expect(readablePassword(seededRandom(1))).not.toBe(readablePassword(seededRandom(2)));
    expect(readablePassword(seededRandom(3))).toBe(readablePassword(seededRandom(3)));
  });
});
