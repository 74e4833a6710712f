import { describe, expect, it } from 'vitest';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import {
  NEEDS_AI_PROVIDER,
  NEEDS_TRANSLATION,
  NO_FACTS,
  NO_GENERATOR_FACTS,
  NO_PROVIDER_FACTS,
  TRANSLATION_TYPES,
  UNDERSTANDING_TYPES,
  unavailableReason,
} from '@/domain/questions/unavailableReasons';
import type { ResourceContent } from '@/domain/resource/content';
import { FIXTURES, spanishMarket } from './fixtures';

/*
 * Issue #12: a text no tool here wrote (a teacher's own) has no recorded meaning, so the types
 * that ask about meaning say they need an AI provider; a text without a translation cannot pair
 * phrases or chunks with one. The rule is one function, used by deriveQuestions.
 */

const ownText: ResourceContent = { ...spanishMarket, facts: [], unstated: [] };
const untranslated: ResourceContent = {
  ...spanishMarket,
  sentences: spanishMarket.sentences.map((sentence) => ({
    ...sentence,
    native: { text: '', tokens: [] },
    chunks: [{ target: sentence.target.text, native: '' }],
  })),
};

describe('why a question type cannot be made', () => {
  it('the types that ask about meaning need an AI provider when no facts or claims were recorded', () => {
    const derived = deriveQuestions(ownText, questionTypesFor('text'), {
      seed: 1,
      writtenBy: { kind: 'teacher' },
    });
    for (const type of UNDERSTANDING_TYPES) {
      expect(derived.questions[type], type).toBeUndefined();
      expect(derived.unavailable).toContainEqual({ type, reason: NEEDS_AI_PROVIDER });
    }
    // What the offline tools make from the words alone is still made.
    for (const type of ['vocabulary', 'syllables', 'chunks', 'phrase'] as const)
      expect(derived.questions[type]?.length, type).toBeGreaterThan(0);
  });

  it('a text whose writer recorded facts is asked about them as before', () => {
    for (const [name, content] of FIXTURES) {
      for (const type of questionTypesFor(content.resourceType))
        expect(
          unavailableReason(content, type, { kind: 'offline' }),
          `${name}: ${type}`,
        ).toBeUndefined();
    }
    const derived = deriveQuestions(spanishMarket, UNDERSTANDING_TYPES, { seed: 1 });
    expect(derived.questions.comprehension?.length).toBeGreaterThan(0);
    expect(derived.unavailable.map((entry) => entry.reason)).not.toContain(NEEDS_AI_PROVIDER);
  });

  it('says a provider gave no facts, never that an AI provider is needed, for its text without them', () => {
    const reasons = (writtenBy: Parameters<typeof unavailableReason>[2]) =>
      new Set(UNDERSTANDING_TYPES.map((type) => unavailableReason(ownText, type, writtenBy)));
    expect(reasons({ kind: 'ai', model: 'gpt-test' })).toEqual(new Set([NO_PROVIDER_FACTS]));
    expect(reasons({ kind: 'teacher' })).toEqual(new Set([NEEDS_AI_PROVIDER]));
    expect(reasons({ kind: 'offline' })).toEqual(new Set([NO_GENERATOR_FACTS]));
    // Whoever wrote it unknown, the reason names no cause it cannot know.
    expect(reasons(undefined)).toEqual(new Set([NO_FACTS]));
  });

  it('phrases and chunks need a translation when no sentence has one', () => {
    const derived = deriveQuestions(untranslated, [...TRANSLATION_TYPES, 'vocabulary'], {
      seed: 1,
    });
    for (const type of TRANSLATION_TYPES)
      expect(derived.unavailable).toContainEqual({ type, reason: NEEDS_TRANSLATION });
    expect(derived.questions.vocabulary?.length).toBeGreaterThan(0);
  });
});
