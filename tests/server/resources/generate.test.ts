import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GenerateResponse,
  GenerationJobResponse,
  ResourceResponse,
} from '@/infrastructure/api/resources';
import { generationJobs, resources } from '../../../server/db/schema/resources';
import { STALE_AFTER_MS } from '../../../server/services/resources/generation';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import type { FakeGenerator } from './support';
import { as, draft, fakeGenerator, resourcesApp, sampleContent, sampleReport } from './support';

let t: TestApp;
let generator: FakeGenerator;
let teacher: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  generator = fakeGenerator();
  t = await resourcesApp(generator, 300);
});
afterAll(() => t.close());

beforeEach(async () => {
  generator.behaviour = fakeGenerator().behaviour;
  generator.requests.length = 0;
  teacher = await createUser(t.db, { role: 'public', country: 'GBR' });
  api = await as(t, teacher);
});

const resourcesOf = (user: CreatedUser) =>
  t.db.select().from(resources).where(eq(resources.ownerId, user.row.id));

function decoded<A>(codec: { decode: (u: unknown) => E.Either<unknown, A> }, body: unknown): A {
  const result = codec.decode(body);
  if (E.isLeft(result))
    throw new Error(`the answer does not match its codec: ${JSON.stringify(body)}`);
  return result.right;
}

describe('POST /api/resources/generate', () => {
  it('runs the generator on the draft and answers the new draft resource with its content and report', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(201);
    const { data } = decoded(GenerateResponse, response.json());
    expect(data.report).toEqual(sampleReport);
    expect(data.content.sentences).toHaveLength(3);
    expect(generator.requests).toEqual([
      {
        resourceType: 'text',
        target: 'es',
        native: 'en',
        level: { kind: 'cefr', level: 'A2' },
        wordCount: 50,
        title: 'At home',
        prompt: 'pets at home',
        tenses: [6],
        details: [7],
        vocabulary: ['gato'],
        seed: 42,
        // The draft's question types: a provider is asked for facts only when they need them.
        questionTypes: ['phrase', 'chunks'],
      },
    ]);

    const stored = await api.call('GET', `/api/resources/${data.id}`);
    expect(stored.statusCode).toBe(200);
    const resource = decoded(ResourceResponse, stored.json()).data;
    expect(resource).toMatchObject({
      id: data.id,
      name: 'At home',
      status: 'draft',
      visibility: 'PRIVATE',
      source: 'generated',
      owner: true,
      ownerName: 'Tess Teacher',
      country: 'GBR',
      language: { target: 'es', native: 'en' },
      level: { kind: 'cefr', level: 'A2' },
      questionTypes: ['phrase', 'chunks'],
      seed: 42,
      report: sampleReport,
      usage: { paragraph: null, questions: null },
      questions: {},
    });
    expect(resource.wordCount).toBe(14);
    expect(resource.content).toEqual(data.content);
  });

  it('stores the provider’s token usage for the paragraph (spec §3)', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({
          content: sampleContent(request),
          report: sampleReport,
          usage: { prompt: 120, completion: 340, total: 460 },
        }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft());
    const [row] = await resourcesOf(teacher);
    expect(response.statusCode).toBe(201);
    expect(row?.usage).toEqual({
      paragraph: { prompt: 120, completion: 340, total: 460 },
      questions: null,
    });
  });

  it('picks a seed when the draft has none', async () => {
    const { seed: _seed, ...withoutSeed } = draft();
    const response = await api.call('POST', '/api/resources/generate', withoutSeed);
    expect(response.statusCode).toBe(201);
    expect(Number.isInteger(generator.requests[0]?.seed)).toBe(true);
  });

  it('marks the job done and points it at the resource', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    const { data } = decoded(GenerateResponse, response.json());
    const job = await api.call('GET', `/api/resources/generation/${data.jobId}`);
    expect(job.statusCode).toBe(200);
    expect(decoded(GenerationJobResponse, job.json()).data).toMatchObject({
      jobId: data.jobId,
      status: 'done',
      resourceId: data.id,
      message: null,
      report: sampleReport,
    });
  });

  it('answers a generator failure with 422 and its message, and stores no resource', async () => {
    const message =
      'The built-in generator writes English, Spanish, French, German, Italian and Portuguese; set AI_BASE_URL for Japanese.';
    generator.behaviour = () =>
      Promise.resolve(E.left({ type: 'generation/unsupported-language', message }));
    const response = await api.call('POST', '/api/resources/generate', draft({ target: 'ja' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, type: 'generation/unsupported-language' });
    expect(await resourcesOf(teacher)).toEqual([]);
    const jobId = response.json<{ jobId: string }>().jobId;
    const job = await api.call('GET', `/api/resources/generation/${jobId}`);
    expect(job.json()).toMatchObject({ data: { status: 'failed', resourceId: null, message } });
  });

  it('refuses content that breaks an invariant with 422 naming the sentence, storing nothing', async () => {
    generator.behaviour = (request) => {
      const content = sampleContent(request);
      const [first, ...rest] = content.sentences;
      if (first === undefined) throw new Error('no sentence');
      const broken = { ...first, target: { ...first.target, text: 'Un texto distinto.' } };
      return Promise.resolve(
        E.right({ content: { ...content, sentences: [broken, ...rest] }, report: sampleReport }),
      );
    };
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/Sentence 1: /);
    expect(response.json()).toMatchObject({ type: 'generation/invalid-content' });
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('refuses an answer that is not resource content at all with 422', async () => {
    generator.behaviour = () =>
      Promise.resolve(
        E.right({
          content: { sentences: 'truncated' } as never,
          report: sampleReport,
        }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/could not be used/);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('refuses content in other languages than asked for', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({ content: sampleContent({ ...request, target: 'fr' }), report: sampleReport }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('answers 500 without details when the generator throws, and fails the job', async () => {
    generator.behaviour = () => Promise.reject(new Error('socket hang up: secret-host:1234'));
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret-host');
    const [job] = await t.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.ownerId, teacher.row.id));
    expect(job).toMatchObject({ status: 'failed', errorType: 'generation/crashed' });
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('refuses the same language on both sides with 400, before any job', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft({ native: 'es' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/target language/);
    expect(generator.requests).toEqual([]);
  });

  it.each([
    ['a missing field', { title: undefined }, /^title is required/],
    ['a word count off the list', { wordCount: 75 }, /^wordCount is not valid: a word count/],
    ['an unknown language', { target: 'xx' }, /^target is not valid: a language code/],
    [
      'an unknown level',
      { level: { kind: 'cefr', level: 'D1' } },
      /^level is not valid: an audience level/,
    ],
    ['an unknown tense', { tenses: [11] }, /^tenses\.0 is not valid: a tense code/],
    ['an unknown question type', { questionTypes: ['essay'] }, /^questionTypes\.0 is not valid/],
    ['a name with markup', { title: '<b>Hi</b>' }, /^title is not valid: a resource name/],
    ['a prompt over 1000 characters', { prompt: 'a'.repeat(1001) }, /^prompt is not valid/],
  ])(
    'answers 400 naming the field for %s, and generates nothing',
    async (_what, change, message) => {
      const response = await api.call('POST', '/api/resources/generate', draft(change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect(generator.requests).toEqual([]);
      expect(await resourcesOf(teacher)).toEqual([]);
    },
  );
});

describe('a generation slower than the wait (a provider call)', () => {
  it('answers 202 with the job, which the SPA polls until it points at the resource', async () => {
    let finish: () => void = () => undefined;
    generator.behaviour = (request) =>
      new Promise((resolve) => {
        finish = () => resolve(E.right({ content: sampleContent(request), report: sampleReport }));
      });
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(202);
    const job = decoded(GenerationJobResponse, response.json()).data;
    expect(job).toMatchObject({ status: 'running', resourceId: null });

    // A reload: the SPA only has the job id.
    const polled = await api.call('GET', `/api/resources/generation/${job.jobId}`);
    expect(polled.json()).toMatchObject({ data: { status: 'running' } });

    finish();
    let done = polled;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      done = await api.call('GET', `/api/resources/generation/${job.jobId}`);
      if (done.json<{ data: { status: string } }>().data.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const finished = decoded(GenerationJobResponse, done.json()).data;
    expect(finished.status).toBe('done');
    const resource = await api.call('GET', `/api/resources/${finished.resourceId}`);
    expect(resource.statusCode).toBe(200);
  });

  it('reports a job whose process died as failed once it is older than any provider call', async () => {
    generator.behaviour = () => new Promise(() => undefined);
    const response = await api.call('POST', '/api/resources/generate', draft());
    const { jobId } = decoded(GenerationJobResponse, response.json()).data;
    t.clock.advance(STALE_AFTER_MS / 1000 + 1);
    // The old access token expired meanwhile: the SPA refreshes it.
    const later = await as(t, teacher);
    const polled = await later.call('GET', `/api/resources/generation/${jobId}`);
    expect(polled.json()).toMatchObject({
      data: { status: 'failed', message: expect.stringMatching(/interrupted/) as unknown },
    });
  });
});

describe('GET /api/resources/generation/:jobId', () => {
  it('answers 404 to another teacher', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    const { jobId } = decoded(GenerateResponse, response.json()).data;
    const other = await as(t, await createUser(t.db, { role: 'public' }));
    const seen = await other.call('GET', `/api/resources/generation/${jobId}`);
    expect(seen.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a job id', async () => {
    const seen = await api.call('GET', '/api/resources/generation/not-a-uuid');
    expect(seen.statusCode).toBe(400);
  });
});
