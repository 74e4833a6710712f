import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { answerKeyViolations } from './answerKeyChecks';
import { FIXTURES } from './fixtures';

/*
 * The promise: every question type has an answer key that a property proves correct
 * over many seeds. The checks (answerKeyChecks.ts) re-derive nothing with the code under test.
 */
const RUNS = { numRuns: 60 };

describe.each(FIXTURES)('answer keys of the %s', (_name, content) => {
  it('every answer key is right for every seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const derived = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed });
        expect(answerKeyViolations(content, derived)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('the same seed gives the same questions', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed });
        const b = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed });
        expect(a).toEqual(b);
      }),
      { numRuns: 20 },
    );
  });

  it('a type derived alone gets the same items as among all the types', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...QUESTION_TYPE_VALUES), (seed, type) => {
        const all = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed });
        const alone = deriveQuestions(content, [type], { seed });
        expect(alone.questions[type]).toEqual(all.questions[type]);
      }),
      { numRuns: 30 },
    );
  });
});
