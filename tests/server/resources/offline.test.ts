import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { GenerateResponse } from '@/infrastructure/api/resources';
import { contentProblem } from '../../../server/services/resources/contentRules';
import type { TestApp } from '../support/harness';
import { createUser, testApp } from '../support/harness';
import { as, draft } from './support';

/*
 * The product's own wiring: the app as built (no fake), with the built-in offline generator
 * behind POST /api/resources/generate and deriveQuestions behind /questions (issue #4's
 * end-to-end path: a Spanish dialogue for English speakers at A2, 150 words, all types).
 */

let t: TestApp;
let api: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await testApp();
  api = await as(t, await createUser(t.db, { role: 'public' }));
});
afterAll(() => t.close());

describe('generation with the built-in offline generator', () => {
  it('writes a Spanish two-speaker dialogue, stores it as a draft and derives every question type', async () => {
    const response = await api.call(
      'POST',
      '/api/resources/generate',
      draft({
        resourceType: 'dialogue_two_speakers',
        wordCount: 150,
        prompt: 'shopping for food',
        vocabulary: [],
        questionTypes: QUESTION_TYPE_VALUES,
      }),
    );
    expect(response.statusCode).toBe(201);
    const decoded = GenerateResponse.decode(response.json());
    if (decoded._tag === 'Left') throw new Error(`not a GenerateResponse: ${response.body}`);
    const { id, content } = decoded.right.data;
    expect(content.language).toEqual({ target: 'es', native: 'en' });
    expect(content.speakers).toHaveLength(2);
    expect(contentProblem(content)).toBeNull();

    const questions = await api.call('POST', `/api/resources/${id}/questions`, {
      types: QUESTION_TYPE_VALUES,
    });
    expect(questions.statusCode).toBe(200);
    const { data } = questions.json<{
      data: { questions: Record<string, unknown[]>; unavailable: { type: string }[] };
    }>();
    // Every type is either derived or explained (inference needs an inferred fact).
    for (const type of QUESTION_TYPE_VALUES) {
      const derived = (data.questions[type]?.length ?? 0) > 0;
      const explained = data.unavailable.some((entry) => entry.type === type);
      expect({ type, answered: derived !== explained }).toEqual({ type, answered: true });
    }
    expect(data.questions.syllables?.length ?? 0).toBeGreaterThan(0);
  });

  it('answers a language it does not write with 422 and a message, storing nothing', async () => {
    const count = async () =>
      (await api.call('GET', '/api/resources?scope=private')).json<{ total: number }>().total;
    const before = await count();
    const response = await api.call('POST', '/api/resources/generate', draft({ target: 'ja' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: 'generation/unsupported-language' });
    expect(response.json<{ message: string }>().message).not.toBe('');
    expect(await count()).toBe(before);
  });
});
