import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { GenerateResponse, NoStoryAnswer } from '@/infrastructure/api/resources';
import { generationJobs } from '../../../server/db/schema/resources';
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
        prompt: 'buying fruit and vegetables at the market',
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

  it('answers a subject none of its stories covers with 422 and the stories it has, before any job exists', async () => {
    const jobsBefore = await t.db.select().from(generationJobs);
    const response = await api.call(
      'POST',
      '/api/resources/generate',
      draft({ prompt: 'a rainy day at the zoo' }),
    );
    expect(response.statusCode).toBe(422);
    const answer = NoStoryAnswer.decode(response.json());
    if (answer._tag === 'Left') throw new Error(JSON.stringify(response.json()));
    expect(answer.right.message).toContain('a rainy day at the zoo');
    expect(answer.right.nearest.map((offer) => offer.id)).toContain('rainy-beach-day');
    expect(answer.right.stories.length).toBeGreaterThan(answer.right.nearest.length);
    expect(await t.db.select().from(generationJobs)).toHaveLength(jobsBefore.length);

    // The title of an offered story, as the prompt, writes that story.
    const offered = answer.right.nearest[0];
    const chosen = await api.call(
      'POST',
      '/api/resources/generate',
      draft({ prompt: offered?.title ?? '' }),
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json<{ data: { report: { topic: string } } }>().data.report.topic).toBe(
      offered?.title,
    );
  });
});
