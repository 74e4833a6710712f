import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/domain/catalog/languages';
import {
  duplicateProfileNames,
  TEACHER_PROFILES_MAX,
  teacherProfilesProblem,
} from '@/domain/validation/teacherProfiles';

const draft = (name: string, nativeLanguage = 'en', targetLanguage = 'es') => ({
  name,
  nativeLanguage,
  targetLanguage,
});

describe('a list of teaching profiles', () => {
  it('accepts up to the limit of distinct names in catalogue languages', () => {
    const code = fc.constantFrom(...LANGUAGE_CODES);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 999 }), code, code), {
          maxLength: TEACHER_PROFILES_MAX,
          selector: ([n]) => n,
        }),
        (rows) => {
          const drafts = rows.map(([n, a, b]) => draft(`Class ${n}`, a, b));
          expect(teacherProfilesProblem(drafts)).toBeNull();
          expect(duplicateProfileNames(drafts)).toEqual([]);
        },
      ),
    );
  });

  it('refuses one profile past the limit', () => {
    const drafts = Array.from({ length: TEACHER_PROFILES_MAX + 1 }, (_, i) => draft(`C${i}`));
    expect(teacherProfilesProblem(drafts)).toEqual({ type: 'too-many', max: TEACHER_PROFILES_MAX });
  });

  it('refuses a language outside the catalogue, and a blank or over-long name', () => {
    expect(teacherProfilesProblem([draft('A', 'en', 'xx')])).toEqual({
      type: 'language',
      index: 0,
      field: 'targetLanguage',
    });
    expect(teacherProfilesProblem([draft('A', 'e'.repeat(200_000))])?.type).toBe('language');
    expect(teacherProfilesProblem([draft('  ')])).toEqual({ type: 'name', index: 0 });
    expect(teacherProfilesProblem([draft('n'.repeat(61))])).toEqual({ type: 'name', index: 0 });
  });

  it('names a duplicate by its second place, comparing trimmed and case-blind', () => {
    const drafts = [draft('Year 8'), draft('French'), draft(' YEAR 8')];
    expect(teacherProfilesProblem(drafts)).toEqual({ type: 'duplicate', index: 2, firstIndex: 0 });
    expect(duplicateProfileNames(drafts)).toEqual([2]);
    // The same languages under two names are two profiles.
    expect(teacherProfilesProblem([draft('Year 8'), draft('Year 9')])).toBeNull();
  });
});
