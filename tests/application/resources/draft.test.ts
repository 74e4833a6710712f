import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { toGenerationRequest } from '@/application/resources/draft';
import { DRAFT_MESSAGES, draftProblems } from '@/domain/draft/draftForm';
import { toggleTense } from '@/domain/draft/draftRules';
import { READY_DRAFT } from './fakes';

describe('the generation request of a draft', () => {
  it('a complete draft gives the request the server expects', () => {
    const request = toGenerationRequest(toggleTense(READY_DRAFT, 1), 7);
    expect(request).toEqual(
      E.right({
        resourceType: 'text',
        target: 'es',
        native: 'en',
        level: { kind: 'cefr', level: 'A2' },
        wordCount: 150,
        title: 'At the market',
        prompt: 'shopping for fruit',
        tenses: [1],
        details: [7],
        vocabulary: ['manzana', 'pera'],
        questionTypes: ['vocabulary', 'true_false_ques'],
        seed: 7,
      }),
    );
  });

  it('a school year is sent as the level it names', () => {
    const request = toGenerationRequest({ ...READY_DRAFT, audience: 'England:8' });
    expect(E.isRight(request) && request.right.level).toEqual({
      kind: 'school',
      country: 'England',
      code: 8,
    });
  });

  it('leaves out no seed when none is given', () => {
    const request = toGenerationRequest(READY_DRAFT);
    expect(E.isRight(request) && 'seed' in request.right).toBe(false);
  });

  it.each([
    [{ audience: '' }, DRAFT_MESSAGES.audience],
    [{ to: 'en' }, DRAFT_MESSAGES.sameLanguage],
    [{ from: 'xx' }, DRAFT_MESSAGES.unknownLanguage],
    [{ count: 75 }, DRAFT_MESSAGES.count],
    [{ resourceType: 'poem' }, DRAFT_MESSAGES.resourceType],
    [{ questionTypes: [] }, DRAFT_MESSAGES.questionTypes],
  ])('a draft with %o is refused with the form’s message', (fields, message) => {
    expect(toGenerationRequest({ ...READY_DRAFT, ...fields })).toEqual(
      E.left({ type: 'draft/incomplete', message }),
    );
  });

  it('a draft without a name is refused with the form’s message for the name', () => {
    const draft = { ...READY_DRAFT, title: '   ' };
    const message = draftProblems(draft).title;
    expect(message).toBeDefined();
    expect(toGenerationRequest(draft)).toEqual(E.left({ type: 'draft/incomplete', message }));
  });

  it('only the question types the resource type can have are sent', () => {
    const request = toGenerationRequest({
      ...READY_DRAFT,
      questionTypes: ['vocabulary', 'who_said_what'],
    });
    expect(E.isRight(request) && request.right.questionTypes).toEqual(['vocabulary']);
  });
});
