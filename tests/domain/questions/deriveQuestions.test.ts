import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { ResourceContent } from '@/domain/resource/content';
import { frenchPicnic, spanishMarket } from './fixtures';

describe('deriveQuestions', () => {
  it('derives only the chosen types', () => {
    const { questions, unavailable } = deriveQuestions(spanishMarket, ['phrase', 'vocabulary'], {
      seed: 1,
    });
    expect(Object.keys(questions).sort()).toEqual(['phrase', 'vocabulary']);
    expect(unavailable).toEqual([]);
  });

  it('a type chosen twice is derived once', () => {
    const { questions, unavailable } = deriveQuestions(frenchPicnic, ['chunks', 'chunks'], {
      seed: 1,
    });
    expect(Object.keys(questions)).toEqual(['chunks']);
    expect(unavailable).toEqual([]);
  });

  it('an unknown type value is skipped rather than thrown on', () => {
    const types = ['phrase', 'crossword'] as unknown as readonly QuestionType[];
    const { questions, unavailable } = deriveQuestions(spanishMarket, types, { seed: 1 });
    expect(Object.keys(questions)).toEqual(['phrase']);
    expect(unavailable).toEqual([]);
  });

  it('every type is either derived or unavailable with a reason', () => {
    const result = deriveQuestions(spanishMarket, QUESTION_TYPE_VALUES, { seed: 3 });
    const derived = Object.keys(result.questions);
    const missing = result.unavailable.map((entry) => entry.type);
    expect([...derived, ...missing].sort()).toEqual([...QUESTION_TYPE_VALUES].sort());
    expect(result.unavailable.every((entry) => entry.reason.length > 10)).toBe(true);
  });

  it('a text has no who said what, and says why', () => {
    const { unavailable } = deriveQuestions(spanishMarket, ['who_said_what'], { seed: 1 });
    expect(unavailable.map((entry) => entry.type)).toEqual(['who_said_what']);
    expect(unavailable[0]?.reason).toMatch(/needs a dialogue/);
  });

  it('syllables of a language without a syllabifier are unavailable, and say which languages have one', () => {
    const dutch: ResourceContent = { ...spanishMarket, language: { target: 'nl', native: 'en' } };
    const { questions, unavailable } = deriveQuestions(dutch, ['syllables'], { seed: 1 });
    expect(questions.syllables).toBeUndefined();
    expect(unavailable).toEqual([
      {
        type: 'syllables',
        reason:
          'Syllables are not yet available in Dutch: they are divided for English, French, German, Italian, Portuguese and Spanish.',
      },
    ]);
  });

  it('different seeds choose differently', () => {
    const orders = new Set(
      Array.from({ length: 12 }, (_, seed) =>
        JSON.stringify(deriveQuestions(spanishMarket, ['multi_choice_ques'], { seed }).questions),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('chunk problems of the content are reported beside the questions', () => {
    const [first, ...rest] = frenchPicnic.sentences;
    if (first === undefined) throw new Error('fixture');
    const content: ResourceContent = {
      ...frenchPicnic,
      sentences: [
        { ...first, chunks: [...first.chunks, { target: '', native: 'extra' }] },
        ...rest,
      ],
    };
    const result = deriveQuestions(content, ['chunks'], { seed: 5 });
    expect(result.issues).toEqual([
      { type: 'chunks/unaligned', sentenceId: 1, target: 2, native: 3 },
    ]);
    expect(result.questions.chunks?.some((item) => item.sentenceIds.includes(1))).toBe(false);
  });

  it('never changes the content it reads', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const before = JSON.stringify(frenchPicnic);
        deriveQuestions(frenchPicnic, QUESTION_TYPE_VALUES, { seed });
        expect(JSON.stringify(frenchPicnic)).toBe(before);
      }),
      { numRuns: 10 },
    );
  });
});
