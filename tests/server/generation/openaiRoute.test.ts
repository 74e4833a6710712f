import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenerateResponse, ResourceResponse } from '@/infrastructure/api/resources';
import { createOpenAiGenerator } from '../../../server/adapters/generation/openai/openaiGenerator';
import { resources } from '../../../server/db/schema/resources';
import { as, draft, resourcesApp } from '../resources/support';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { completion, sampleAnswer, startFakeProvider } from './openaiFakeServer';
import type { FakeProvider } from './openaiFakeServer';

/*
 * POST /api/resources/generate with the provider adapter as the app's generator, talking to
 * a local server that speaks the chat-completions API.
 */

let provider: FakeProvider;
let t: TestApp;
let teacher: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  const generator = createOpenAiGenerator(
    { baseUrl: provider.baseUrl, apiKey: 'sk-route-test', model: 'test-model', timeoutMs: 5000 },
    { maxRetries: 0 },
  );
  t = await resourcesApp(generator, 10_000);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

beforeEach(async () => {
  provider.calls.length = 0;
  provider.reply = () => completion(sampleAnswer());
  teacher = await createUser(t.db, { role: 'public', country: 'GBR' });
  api = await as(t, teacher);
});

function decoded<A>(codec: { decode: (u: unknown) => E.Either<unknown, A> }, body: unknown): A {
  const result = codec.decode(body);
  if (E.isLeft(result))
    throw new Error(`the answer does not match its codec: ${JSON.stringify(body)}`);
  return result.right;
}

const resourcesOf = (user: CreatedUser) =>
  t.db.select().from(resources).where(eq(resources.ownerId, user.row.id));

describe('POST /api/resources/generate through the AI provider', () => {
  it('stores the provider’s content and its token usage for the paragraph', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(201);
    const { data } = decoded(GenerateResponse, response.json());
    expect(data.content.sentences.map((s) => s.target.text)).toEqual([
      'El gato duerme en la casa.',
      'La niña come una manzana.',
      'Hoy hace sol.',
    ]);
    expect(data.report).toMatchObject({ topic: 'home', topicMatched: 'exact' });
    expect(provider.calls).toHaveLength(1);

    const stored = await api.call('GET', `/api/resources/${data.id}`);
    expect(stored.statusCode).toBe(200);
    const resource = decoded(ResourceResponse, stored.json()).data;
    expect(resource.content).toEqual(data.content);
    expect(resource.usage).toEqual({
      paragraph: { prompt: 1000, completion: 600, total: 1600 },
      questions: null,
    });
    expect(resource.wordCount).toBe(14);
  });

  it('answers 422 with the provider failure when every answer is garbage, storing nothing', async () => {
    provider.reply = () => completion('Sure! Here is your text: El gato duerme.');
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      type: 'generation/provider-failed',
      message: expect.stringMatching(
        /^The AI provider’s answer could not be used after 3 attempts \(The answer is not valid JSON/,
      ) as unknown,
    });
    expect(provider.calls).toHaveLength(3);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('records the model as the writer: the API says an AI wrote it', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    const { data } = decoded(GenerateResponse, response.json());
    const stored = await api.call('GET', `/api/resources/${data.id}`);
    expect(decoded(ResourceResponse, stored.json()).data.writtenBy).toEqual({
      kind: 'ai',
      model: 'test-model',
    });
  });

  it('asks once more when the text is not suitable for a school, then refuses, storing nothing', async () => {
    const answer = sampleAnswer();
    const [first, ...rest] = answer.sentences;
    if (first === undefined) throw new Error('no sentence');
    const unsafe = {
      ...answer,
      sentences: [
        {
          ...first,
          target: 'El gato duerme con Lucas.',
          native: 'The cat sleeps with Lucas.',
          targetWords: ['El', 'gato', 'duerme', 'con', 'Lucas', '.'].map((text) => ({
            text,
            pos: text === '.' ? 'punctuation' : 'noun',
            lemma: text.toLowerCase(),
            wrongForms: [],
          })),
          chunks: [{ target: 'El gato duerme con Lucas.', native: 'The cat sleeps with Lucas.' }],
        },
        ...rest,
      ],
    };
    provider.reply = () => completion(unsafe);
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('not suitable for a school');
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[1]?.body.messages.at(-1)?.content).toContain('sleeping with');
    expect(await resourcesOf(teacher)).toEqual([]);
  });
});
