import { describe, expect, it } from 'vitest';
import { createDraft } from '@/domain/draft/draftRules';
import { draftWithinPlan } from '@/domain/privileges/draftWithinPlan';
import { privilegesAll } from '@/domain/privileges/privileges';

const all = privilegesAll(true);

describe('draftWithinPlan', () => {
  it('answers the same draft when the plan includes every choice', () => {
    const draft = createDraft({
      resourceType: 'dialogue_two_speakers',
      questionTypes: ['who_said_what', 'phrase'],
    });
    expect(draftWithinPlan(draft, all)).toBe(draft);
  });

  it('turns a dialogue into a plain text without the dialogues privilege, dropping who said what', () => {
    const draft = createDraft({
      title: 'At the market',
      resourceType: 'dialogue_three_speakers',
      questionTypes: ['phrase', 'who_said_what'],
    });
    const planned = draftWithinPlan(draft, { ...all, dialogues: false });
    expect(planned).toEqual({ ...draft, resourceType: 'text', questionTypes: ['phrase'] });
  });

  it('unticks the question types the plan lacks and keeps the rest in order', () => {
    const draft = createDraft({ questionTypes: ['phrase', 'chunks', 'syllables', 'vocabulary'] });
    const planned = draftWithinPlan(draft, { ...all, questionChunks: false, syllables: false });
    expect(planned.questionTypes).toEqual(['phrase', 'vocabulary']);
    expect(planned.resourceType).toBe(draft.resourceType);
  });

  it('keeps a style that needs no privilege even on a plan with nothing', () => {
    const draft = createDraft({ resourceType: 'single_sentences', questionTypes: ['phrase'] });
    const planned = draftWithinPlan(draft, privilegesAll(false));
    expect(planned).toEqual({ ...draft, questionTypes: [] });
  });
});
