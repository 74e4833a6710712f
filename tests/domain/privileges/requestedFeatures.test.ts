import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import { privilegesAll, QUESTION_TYPE_PRIVILEGES } from '@/domain/privileges/privileges';
import {
  firstMissingFeature,
  questionTypesWithinPlan,
  requestedFeatures,
  textStylePrivilege,
} from '@/domain/privileges/requestedFeatures';

const all = privilegesAll(true);

describe('textStylePrivilege', () => {
  it('asks the dialogues privilege of both dialogue styles and nothing of the others', () => {
    expect(textStylePrivilege('dialogue_two_speakers')).toBe('dialogues');
    expect(textStylePrivilege('dialogue_three_speakers')).toBe('dialogues');
    for (const style of ['text', 'single_sentences', 'comprehensible_text'] as const)
      expect(textStylePrivilege(style)).toBeUndefined();
  });
});

describe('requestedFeatures', () => {
  it('needs nothing for a plain text with no question types', () => {
    expect(requestedFeatures({ resourceType: 'text', questionTypes: [] })).toEqual([]);
    expect(requestedFeatures({})).toEqual([]);
  });

  it('names the style first, then each question type’s privilege in the request’s order', () => {
    expect(
      requestedFeatures({
        resourceType: 'dialogue_two_speakers',
        questionTypes: ['who_said_what', 'phrase', 'deliberate_errors'],
      }),
    ).toEqual(['dialogues', 'whoSaidWhat', 'questionPhrase', 'spotTheMistakes']);
  });

  it('names each privilege once however often a type repeats', () => {
    expect(requestedFeatures({ questionTypes: ['chunks', 'chunks', 'syllables'] })).toEqual([
      'questionChunks',
      'syllables',
    ]);
  });
});

describe('firstMissingFeature', () => {
  it('finds nothing missing on a plan with every feature, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_STYLE_VALUES),
        fc.array(fc.constantFrom(...QUESTION_TYPE_VALUES)),
        (resourceType, questionTypes) => {
          expect(firstMissingFeature({ resourceType, questionTypes }, all)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses a dialogue without the dialogues privilege before any question type', () => {
    const plan = { ...all, dialogues: false, questionPhrase: false };
    expect(
      firstMissingFeature(
        { resourceType: 'dialogue_three_speakers', questionTypes: ['phrase'] },
        plan,
      ),
    ).toBe('dialogues');
    expect(firstMissingFeature({ resourceType: 'text', questionTypes: ['phrase'] }, plan)).toBe(
      'questionPhrase',
    );
    expect(firstMissingFeature({ resourceType: 'text', questionTypes: ['chunks'] }, plan)).toBe(
      undefined,
    );
  });

  it('names the first locked question type in the request’s order', () => {
    const plan = { ...all, syllables: false, questionVocabulary: false };
    expect(
      firstMissingFeature({ questionTypes: ['phrase', 'vocabulary', 'syllables'] }, plan),
    ).toBe('questionVocabulary');
  });

  it('refuses exactly the requests naming a type whose privilege the plan lacks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUESTION_TYPE_VALUES),
        fc.array(fc.constantFrom(...QUESTION_TYPE_VALUES)),
        (locked, questionTypes) => {
          const plan = { ...all, [QUESTION_TYPE_PRIVILEGES[locked]]: false };
          const missing = firstMissingFeature({ resourceType: 'text', questionTypes }, plan);
          expect(missing).toBe(
            questionTypes.includes(locked) ? QUESTION_TYPE_PRIVILEGES[locked] : undefined,
          );
        },
      ),
    );
  });
});

describe('questionTypesWithinPlan', () => {
  it('keeps the types the plan includes, in their order', () => {
    const types: QuestionType[] = ['vocabulary', 'phrase', 'syllables', 'chunks'];
    const plan = { ...all, syllables: false, questionPhrase: false };
    expect(questionTypesWithinPlan(types, plan)).toEqual(['vocabulary', 'chunks']);
    expect(questionTypesWithinPlan(types, privilegesAll(false))).toEqual([]);
  });
});
