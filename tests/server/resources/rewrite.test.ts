import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullText } from '@/domain/resource/content';
import { GenerateResponse, ResourceResponse } from '@/infrastructure/api/resources';
import type { Resource } from '@/infrastructure/api/resources';
import { resources } from '../../../server/db/schema/resources';
import { contentProblem } from '../../../server/services/resources/contentRules';
import type { TestApp } from '../support/harness';
import { createUser, testApp } from '../support/harness';
import type { FakeGenerator } from './support';
import { as, draft, fakeGenerator, resourcesApp, sampleContent, sampleReport } from './support';

/*
 * POST /api/resources/:id/rewrite (spec §9 "Text-change options"): the offline generator
 * makes Longer, Shorter, Simpler and More Complex itself; the other changes, and any change to
 * an uploaded text, need a provider. A refused rewrite changes nothing.
 */

type Api = Awaited<ReturnType<typeof as>>;

function resourceOf(body: unknown): Resource {
  const decoded = ResourceResponse.decode(body);
  if (E.isLeft(decoded)) throw new Error(`not a Resource: ${JSON.stringify(body)}`);
  return decoded.right.data;
}

async function storedRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(resources).where(eq(resources.id, id));
  if (row === undefined) throw new Error('the resource is gone');
  return row;
}

/** A resource written by the app's generator for `draft(overrides)`, with questions made. */
async function generated(api: Api, overrides: Record<string, unknown> = {}): Promise<Resource> {
  const response = await api.call(
    'POST',
    '/api/resources/generate',
    draft({ vocabulary: [], ...overrides }),
  );
  if (response.statusCode !== 201) throw new Error(`generate answered ${response.body}`);
  const decoded = GenerateResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('not a GenerateResponse');
  const { id } = decoded.right.data;
  const questions = await api.call('POST', `/api/resources/${id}/questions`, {
    types: ['phrase', 'chunks'],
  });
  expect(questions.statusCode).toBe(200);
  return resourceOf((await api.call('GET', `/api/resources/${id}`)).json());
}

const rewrite = (api: Api, id: number, change: string) =>
  api.call('POST', `/api/resources/${id}/rewrite`, { change });

/** Within ±10 % of `aim` (the generators' promise, port.ts). */
const near = (words: number, aim: number) => Math.abs(words - aim) <= aim * 0.1;

describe('rewriting with the built-in offline generator', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await testApp();
    api = await as(t, await createUser(t.db, { role: 'public' }));
  });
  afterAll(() => t.close());

  it('Longer writes about 50 more words, keeps the level, and clears the questions', async () => {
    const before = await generated(api, { wordCount: 150 });
    expect(Object.keys(before.questions).length).toBeGreaterThan(0);
    const response = await rewrite(api, before.id, 'longer');
    expect(response.statusCode).toBe(200);
    const after = resourceOf(response.json());
    expect({
      before: before.wordCount,
      after: after.wordCount,
      near: near(after.wordCount, 200),
    }).toEqual({ before: before.wordCount, after: after.wordCount, near: true });
    expect(after.wordCount - before.wordCount).toBeGreaterThan(25);
    expect(after.level).toEqual(before.level);
    expect(after.questions).toEqual({});
    expect(after.questionTypes).toEqual(before.questionTypes);
    expect(contentProblem(after.content)).toBeNull();
    expect(fullText(after.content, 'target')).not.toBe(fullText(before.content, 'target'));
    // What was answered is what is stored.
    const row = await storedRow(t, before.id);
    expect(row.content).toEqual(after.content);
    expect(row.wordCount).toBe(after.wordCount);
    expect(row.questions).toEqual({});
  });

  it('Shorter writes about 50 fewer words', async () => {
    const before = await generated(api, { wordCount: 200 });
    const response = await rewrite(api, before.id, 'shorter');
    expect(response.statusCode).toBe(200);
    const after = resourceOf(response.json());
    expect(near(after.wordCount, 150)).toBe(true);
    expect(before.wordCount - after.wordCount).toBeGreaterThan(25);
    expect(after.questions).toEqual({});
    expect(contentProblem(after.content)).toBeNull();
  });

  it('Simpler moves the level one step down and writes the text again at it', async () => {
    const before = await generated(api, { wordCount: 100, level: { kind: 'cefr', level: 'B1' } });
    const response = await rewrite(api, before.id, 'simpler');
    expect(response.statusCode).toBe(200);
    const after = resourceOf(response.json());
    expect(after.level).toEqual({ kind: 'cefr', level: 'A2' });
    expect(near(after.wordCount, 100)).toBe(true);
    expect(after.questions).toEqual({});
    expect(contentProblem(after.content)).toBeNull();
    expect(fullText(after.content, 'target')).not.toBe(fullText(before.content, 'target'));
    // The library filters on the level key, so it moves with the level.
    expect((await storedRow(t, before.id)).levelKey).toBe('A2');
  });

  it('More Complex moves the level one step up', async () => {
    const before = await generated(api, { wordCount: 100, level: { kind: 'cefr', level: 'A1' } });
    const response = await rewrite(api, before.id, 'more_complex');
    expect(response.statusCode).toBe(200);
    const after = resourceOf(response.json());
    expect(after.level).toEqual({ kind: 'cefr', level: 'A2' });
    expect(after.questions).toEqual({});
    expect(contentProblem(after.content)).toBeNull();
    expect((await storedRow(t, before.id)).levelKey).toBe('A2');
  });

  it('steps sublevels among sublevels and school years within the same country', async () => {
    const sub = await generated(api, { level: { kind: 'cefr', level: 'B1.1' } });
    const down = await rewrite(api, sub.id, 'simpler');
    expect(resourceOf(down.json()).level).toEqual({ kind: 'cefr', level: 'A2.2' });

    const school = await generated(api, { level: { kind: 'school', country: 'France', code: 8 } });
    const up = await rewrite(api, school.id, 'more_complex');
    expect(resourceOf(up.json()).level).toEqual({ kind: 'school', country: 'France', code: 10 });
  });

  it('the same rewrite of the same text gives the same text (the seed is kept)', async () => {
    const first = await generated(api, { seed: 7 });
    const second = await generated(api, { seed: 7 });
    const a = resourceOf((await rewrite(api, first.id, 'longer')).json());
    const b = resourceOf((await rewrite(api, second.id, 'longer')).json());
    expect(a.content).toEqual(b.content);
    expect(a.seed).toBe(7);
  });

  it('a change only a provider can make answers 422 naming the settings, and changes nothing', async () => {
    const before = await generated(api);
    const row = await storedRow(t, before.id);
    const response = await rewrite(api, before.id, 'funny');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        '"Funny" needs an AI provider. Ask your administrator to set AI_BASE_URL, AI_MODEL and AI_API_KEY (see README).',
    });
    expect(await storedRow(t, before.id)).toEqual(row);
  });

  it.each([
    ['longer', { wordCount: 500 }, 'This text is already as long as a text can be (500 words).'],
    ['shorter', { wordCount: 50 }, 'This text is already as short as a text can be (50 words).'],
    [
      'simpler',
      { level: { kind: 'cefr', level: 'A1' } },
      'This text is already at the simplest level.',
    ],
    [
      'more_complex',
      { level: { kind: 'cefr', level: 'C2' } },
      'This text is already at the most complex level.',
    ],
    [
      'simpler',
      { level: { kind: 'school', country: 'England', code: 3 } },
      'This text is already at the simplest level.',
    ],
  ])(
    '%s at the end of its scale (%j) answers 422 and changes nothing',
    async (change, at, message) => {
      const before = await generated(api, at);
      const row = await storedRow(t, before.id);
      const response = await rewrite(api, before.id, change);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
      expect(await storedRow(t, before.id)).toEqual(row);
    },
  );

  it('an uploaded text cannot be rewritten offline: 422, nothing changes', async () => {
    const uploaded = await api.upload();
    const row = await storedRow(t, uploaded.id);
    const response = await rewrite(api, uploaded.id, 'longer');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Rewriting a text you uploaded needs an AI provider.*AI_BASE_URL/,
    );
    expect(await storedRow(t, uploaded.id)).toEqual(row);
  });

  it('refuses an unknown change with 400 naming the field', async () => {
    const before = await generated(api);
    const response = await rewrite(api, before.id, 'louder');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^change is not valid/);
  });

  it('someone else’s resource is not found, even when shared; a pupil may not rewrite', async () => {
    const mine = await generated(api);
    await api.call('POST', `/api/resources/${mine.id}/finish`, {});
    await api.call('PATCH', `/api/resources/${mine.id}/visibility`, { visibility: 'PUBLIC' });
    const row = await storedRow(t, mine.id);

    const other = await as(t, await createUser(t.db, { role: 'public' }));
    const asOther = await rewrite(other, mine.id, 'longer');
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ message: 'Not found.' });

    const pupil = await as(t, await createUser(t.db, { role: 'PUPIL' }));
    const asPupil = await rewrite(pupil, mine.id, 'longer');
    expect(asPupil.statusCode).toBe(403);
    expect(await storedRow(t, mine.id)).toEqual(row);

    expect((await rewrite(api, 999_999, 'longer')).statusCode).toBe(404);
  });
});

describe('rewriting with a provider (a fake generator)', () => {
  let t: TestApp;
  let api: Api;
  let generator: FakeGenerator;

  beforeAll(async () => {
    generator = fakeGenerator();
    t = await resourcesApp(generator);
    api = await as(t, await createUser(t.db, { role: 'public' }));
  });
  afterAll(() => t.close());

  it('sends the request rebuilt from the resource with the change and the current texts', async () => {
    const before = await generated(api, {
      level: { kind: 'cefr', level: 'B1' },
      tenses: [1, 2],
      details: [0, 3],
      vocabulary: ['gato'],
      seed: 99,
    });
    generator.requests.length = 0;
    const response = await rewrite(api, before.id, 'funny');
    expect(response.statusCode).toBe(200);
    expect(generator.requests).toEqual([
      {
        resourceType: 'text',
        target: 'es',
        native: 'en',
        level: { kind: 'cefr', level: 'B1' },
        // The fake's text has 16 words: the nearest step of the scale.
        wordCount: 50,
        title: 'At home',
        prompt: 'pets at home',
        tenses: [1, 2],
        details: [0, 3],
        vocabulary: ['gato'],
        seed: 99,
        rewrite: {
          change: 'funny',
          current: {
            target: fullText(before.content, 'target'),
            native: fullText(before.content, 'native'),
          },
          source: 'generated',
        },
      },
    ]);
    const after = resourceOf(response.json());
    expect(after.questions).toEqual({});
    expect(after.report).toEqual(sampleReport);
  });

  it('adds the provider’s token usage to the paragraph usage', async () => {
    const before = await generated(api);
    expect(before.usage.paragraph).toBeNull();
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({
          content: sampleContent(request),
          report: sampleReport,
          usage: { prompt: 100, completion: 50, total: 150 },
        }),
      );
    await rewrite(api, before.id, 'serious');
    const response = await rewrite(api, before.id, 'factual');
    expect(response.statusCode).toBe(200);
    expect(resourceOf(response.json()).usage).toEqual({
      paragraph: { prompt: 200, completion: 100, total: 300 },
      questions: null,
    });
    generator.behaviour = fakeGenerator().behaviour;
  });

  it('rewrites an uploaded text through a provider, telling it the text is the teacher’s', async () => {
    const uploaded = await api.upload();
    generator.requests.length = 0;
    const response = await rewrite(api, uploaded.id, 'longer');
    expect(response.statusCode).toBe(200);
    expect(generator.requests[0]?.rewrite?.source).toBe('uploaded');
    expect(generator.requests[0]?.wordCount).toBe(100);
  });

  it('a provider failure or an unusable answer answers 422 and changes nothing', async () => {
    const before = await generated(api);
    const row = await storedRow(t, before.id);

    generator.behaviour = () =>
      Promise.resolve(
        E.left({ type: 'generation/provider-failed', message: 'The provider is unavailable.' }),
      );
    const failed = await rewrite(api, before.id, 'funny');
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({ message: 'The provider is unavailable.' });

    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({
          content: { ...sampleContent(request), language: { target: 'fr', native: 'en' } },
          report: sampleReport,
        }),
      );
    const broken = await rewrite(api, before.id, 'funny');
    expect(broken.statusCode).toBe(422);
    expect(broken.json<{ message: string }>().message).toMatch(/could not be used.*fr → en/);
    expect(await storedRow(t, before.id)).toEqual(row);
    generator.behaviour = fakeGenerator().behaviour;
  });
});
