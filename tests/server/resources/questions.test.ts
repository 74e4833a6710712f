import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DerivedQuestionsResponse } from '@/infrastructure/api/resources';
import type { Resource } from '@/infrastructure/api/resources';
import { NEEDS_AI_PROVIDER } from '@/domain/questions/unavailableReasons';
import { resources } from '../../../server/db/schema/resources';
import type { TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from './support';

/*
 * POST /api/resources/:id/questions (the preview's "create questions"): deriveQuestions on
 * the stored content, stored in place of the previous set, with the reasons for the types
 * that cannot be made.
 */

let t: TestApp;
let api: Awaited<ReturnType<typeof as>>;
let resource: Resource;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
});
afterAll(() => t.close());

beforeEach(async () => {
  api = await as(t, await createUser(t.db, { role: 'public' }));
  resource = await api.upload();
});

const derive = (payload: unknown) =>
  api.call('POST', `/api/resources/${resource.id}/questions`, payload);

async function stored() {
  const [row] = await t.db.select().from(resources).where(eq(resources.id, resource.id));
  if (row === undefined) throw new Error('the resource is gone');
  return row;
}

describe('POST /api/resources/:id/questions', () => {
  it('derives the chosen types, stores them with the types, and answers them', async () => {
    const response = await derive({ types: ['chunks', 'phrase', 'comprehension'] });
    expect(response.statusCode).toBe(200);
    const decoded = DerivedQuestionsResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error(`not a DerivedQuestionsResponse: ${response.body}`);
    const { questions, unavailable } = decoded.right.data;
    const row = await stored();
    expect(row.questions).toEqual(questions);
    expect(row.questionTypes).toEqual(['chunks', 'phrase', 'comprehension']);
    // An upload's words carry the offline dictionary's entries on both sides (issue #12): its
    // sentences are chunked where both sides carry the same ones, and phrases are found by them.
    expect(questions.chunks?.[0]?.chunks).toEqual([
      { target: 'El gato', native: 'The cat' },
      { target: 'duerme', native: 'sleeps' },
      { target: 'en la casa.', native: 'in the house.' },
    ]);
    expect(questions.phrase?.map((item) => `${item.answer} = ${item.native}`)).toEqual([
      'gato duerme en la casa = cat sleeps in the house',
      'Hace sol = It is sunny',
    ]);
    // What the text means is known to no tool here: the teacher is told what can.
    expect(questions.comprehension).toBeUndefined();
    expect(unavailable).toEqual([{ type: 'comprehension', reason: NEEDS_AI_PROVIDER }]);
    // Kept with the resource, so the activities page still says why after a reload.
    expect(row.unavailable).toEqual(unavailable);
    const read = await api.call('GET', `/api/resources/${resource.id}`);
    expect(read.json<{ data: Resource }>().data.unavailable).toEqual(unavailable);
  });

  it('is deterministic for the resource: the same types give the same questions', async () => {
    const first = await derive({ types: ['deliberate_errors', 'chunks'] });
    const second = await derive({ types: ['deliberate_errors', 'chunks'] });
    expect(second.json()).toEqual(first.json());
  });

  it('derives syllables with the language’s syllabifier: each word divided into parts that join back', async () => {
    const response = await derive({ types: ['syllables'] });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: {
        questions: { syllables?: { word: string; syllables: string[] }[] };
        unavailable: unknown[];
      };
    }>();
    const items = body.data.questions.syllables ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.syllables.length).toBeGreaterThanOrEqual(2);
      expect(item.syllables.join('')).toBe(item.word);
    }
    expect(body.data.unavailable).toEqual([]);
  });

  it('replaces the previous question set', async () => {
    await derive({ types: ['deliberate_errors'] });
    await derive({ types: ['syllables'] });
    expect(Object.keys((await stored()).questions as object)).toEqual(['syllables']);
  });

  it.each([
    ['no types', { types: [] }, /^types is not valid: a non-empty list of question types/],
    ['an unknown type', { types: ['essay'] }, /^types\.0 is not valid: a question type/],
    ['no body', {}, /^types is required/],
  ])('answers 400 for %s and changes nothing', async (_what, payload, message) => {
    await derive({ types: ['chunks'] });
    const before = await stored();
    const response = await derive(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });
});
