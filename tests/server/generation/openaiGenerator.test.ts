import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiGenerator } from '../../../server/adapters/generation/openai/openaiGenerator';
import type { OpenAiOptions } from '../../../server/adapters/generation/openai/openaiGenerator';
import type {
  GenerationError,
  GenerationRequest,
  GenerationResult,
} from '../../../server/services/generation/port';
import { contentProblem } from '../../../server/services/resources/contentRules';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import {
  NEEDS_AI_PROVIDER,
  NO_PROVIDER_FACTS,
  UNDERSTANDING_TYPES,
} from '@/domain/questions/unavailableReasons';
import { completion, sampleAnswer, sampleRequest, startFakeProvider } from './openaiFakeServer';
import type { FakeProvider } from './openaiFakeServer';

const API_KEY = 'sk-test-0123456789abcdef';

let provider: FakeProvider;
let logged: { details: Record<string, unknown>; message: string }[];

beforeEach(async () => {
  provider = await startFakeProvider();
  logged = [];
});
afterEach(() => provider.close());

function generator(options: OpenAiOptions = {}, timeoutMs = 5000, apiKey: string | null = API_KEY) {
  return createOpenAiGenerator(
    { baseUrl: provider.baseUrl, apiKey, model: 'test-model', timeoutMs },
    { log: (details, message) => logged.push({ details, message }), ...options },
  );
}

async function succeeded(
  promise: Promise<E.Either<GenerationError, GenerationResult>>,
): Promise<GenerationResult> {
  const result = await promise;
  if (E.isLeft(result)) throw new Error(`expected content, got: ${result.left.message}`);
  return result.right;
}

async function failed(
  promise: Promise<E.Either<GenerationError, GenerationResult>>,
): Promise<GenerationError> {
  const result = await promise;
  if (E.isRight(result)) throw new Error('expected the generation to fail');
  return result.left;
}

const generate = (options: OpenAiOptions = {}, request: GenerationRequest = sampleRequest()) =>
  generator(options).generate(request);

describe('the OpenAI-compatible provider adapter', () => {
  it('asks for strict structured output and answers valid content with the token usage', async () => {
    const result = await succeeded(generate());
    expect(contentProblem(result.content)).toBeNull();
    expect(result.content.sentences).toHaveLength(3);
    expect(result.report).toMatchObject({ topic: 'home', unusedVocabulary: ['perro'] });
    expect(result.usage).toEqual({ prompt: 1000, completion: 600, total: 1600 });

    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.body.model).toBe('test-model');
    expect(call?.body.seed).toBe(42);
    expect(call?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'parlo_resource', strict: true },
    });
    expect(call?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(call?.body.messages[1]?.content).toContain('pets at home');
  });

  it('sends a placeholder key to a local server configured without one', async () => {
    await succeeded(generator({}, 5000, null).generate(sampleRequest()));
    expect(provider.calls[0]?.headers.authorization).toBe('Bearer no-key');
  });

  it('sends the current text and the change for a rewrite', async () => {
    await succeeded(
      generate(
        {},
        sampleRequest({
          rewrite: { change: 'funny', current: { target: 'Hola.', native: 'Hello.' } },
        }),
      ),
    );
    const message = provider.calls[0]?.body.messages[1]?.content ?? '';
    expect(message).toContain('The change asked for is "Funny"');
    expect(message).toContain('Current Spanish text: "Hola."');
  });

  it('repairs invalid JSON by quoting the problem, and sums the usage of both calls', async () => {
    provider.reply = (index) =>
      index === 0 ? completion('{"title": {"target": "En casa",') : completion(sampleAnswer());
    const result = await succeeded(generate());
    expect(result.content.sentences).toHaveLength(3);
    expect(result.usage).toEqual({ prompt: 2000, completion: 1200, total: 3200 });
    expect(provider.calls).toHaveLength(2);
    const repair = provider.calls[1]?.body.messages ?? [];
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2]?.content).toBe('{"title": {"target": "En casa",');
    expect(repair[3]?.content).toMatch(/^That answer cannot be used: The answer is not valid JSON/);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toBe('AI provider answer unusable');
  });

  it('repairs a misaligned sentence by naming it', async () => {
    const misaligned = sampleAnswer();
    const second = misaligned.sentences[1];
    if (second === undefined) throw new Error('no second sentence');
    misaligned.sentences[1] = { ...second, targetWords: second.targetWords.slice(0, 2) };
    provider.reply = (index) => completion(index === 0 ? misaligned : sampleAnswer());
    await succeeded(generate());
    expect(provider.calls[1]?.body.messages[3]?.content).toContain(
      'Sentence 2: the target words stop before "come una manzana."',
    );
  });

  it('gives up after two repairs of answers that are cut off, saying so clearly', async () => {
    provider.reply = () => completion('{"title": {"target": "En ca', 'length');
    const error = await failed(generate());
    expect(error.type).toBe('generation/provider-failed');
    expect(error.message).toBe(
      'The AI provider’s answer was cut off before the end 3 times: the text is too long for the model’s output limit. Nothing was saved; try a lower word count.',
    );
    expect(provider.calls).toHaveLength(3);
    // A cut-off answer is not sent back: it is long and its end is missing.
    expect(provider.calls[2]?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(provider.calls[2]?.body.messages[2]?.content).toMatch(/reached the output limit/);
  });

  it('gives up after two repairs of unusable answers, quoting the last problem', async () => {
    provider.reply = () => completion({ sentences: 'none' });
    const error = await failed(generate());
    expect(error).toEqual({
      type: 'generation/provider-failed',
      message:
        'The AI provider’s answer could not be used after 3 attempts (The field "sentences" is wrong ("none"); it must be a list). Nothing was saved; please try again.',
    });
    expect(provider.calls).toHaveLength(3);
  });

  it('stops at a refusal without retrying, saying the provider refused the prompt', async () => {
    provider.reply = () => completion(null, 'stop', 'I can’t help with that request.');
    const error = await failed(generate());
    expect(error).toEqual({
      type: 'generation/provider-failed',
      message:
        'The AI provider refused to write this resource (it said: “I can’t help with that request.”). Nothing was saved; change the description and try again.',
    });
    expect(provider.calls).toHaveLength(1);
  });

  it('stops when the provider’s content filter cuts the answer', async () => {
    provider.reply = () => completion('', 'content_filter');
    const error = await failed(generate());
    expect(error.message).toMatch(/content filter/);
    expect(provider.calls).toHaveLength(1);
  });

  it('says so when the address answers something that is not a chat completion', async () => {
    provider.reply = () => ({ body: { detail: 'Not Found' } });
    const error = await failed(generate());
    expect(error.message).toMatch(
      /^The AI provider answered something that is not a chat completion\./,
    );
    expect(provider.calls).toHaveLength(1);
  });

  it('answers without usage when the server reports none', async () => {
    provider.reply = () => {
      const reply = completion(sampleAnswer());
      return { body: { ...(reply.body as object), usage: undefined } };
    };
    const result = await succeeded(generate());
    expect(result.usage).toBeUndefined();
  });

  it('turns a 500 into a clear failure after one transport retry', async () => {
    provider.reply = () => ({
      status: 500,
      headers: { 'retry-after-ms': '10' },
      body: { error: { message: 'upstream exploded', type: 'server_error' } },
    });
    const error = await failed(generate());
    expect(error).toEqual({
      type: 'generation/provider-failed',
      message:
        'The AI provider had a problem of its own (HTTP 500). Nothing was saved; please try again in a few minutes.',
    });
    expect(provider.calls).toHaveLength(2);
  });

  it('turns a 401 into a message naming AI_API_KEY, never repeating the key', async () => {
    provider.reply = () => ({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${API_KEY}.`,
          type: 'invalid_request_error',
        },
      },
    });
    const error = await failed(generate());
    expect(error.message).toBe(
      'The AI provider did not accept Parlo’s API key (HTTP 401). An administrator should check AI_API_KEY.',
    );
    expect(provider.calls).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ status: 401, attempt: 1 });
    expect(JSON.stringify(logged)).toContain('[redacted]');
    expect(JSON.stringify(logged)).not.toContain(API_KEY);
  });

  it('quotes a 400’s explanation without the key', async () => {
    provider.reply = () => ({
      status: 400,
      body: { error: { message: `response_format json_schema is not supported (key ${API_KEY})` } },
    });
    const error = await failed(generate());
    expect(error.message).toContain('HTTP 400: “response_format json_schema is not supported');
    expect(error.message).not.toContain(API_KEY);
  });

  it('gives up on a slow answer at the timeout, naming it', async () => {
    provider.reply = () => ({ ...completion(sampleAnswer()), delayMs: 3000 });
    const started = Date.now();
    const error = await failed(generator({ maxRetries: 0 }, 1000).generate(sampleRequest()));
    expect(error).toEqual({
      type: 'generation/provider-failed',
      message:
        'The AI provider did not answer within 1 second. Try again, or choose a shorter text; if it keeps happening, an administrator can raise AI_TIMEOUT_SECONDS.',
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('stops everything at the overall deadline', async () => {
    provider.reply = () => ({ ...completion(sampleAnswer()), delayMs: 3000 });
    const error = await failed(
      generator({ maxRetries: 0, deadlineMs: 500 }, 5000).generate(sampleRequest()),
    );
    expect(error.message).toMatch(/^The AI provider did not finish within 1 second\./);
  });

  it('says it could not reach a provider where nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failed(
      createOpenAiGenerator(
        { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: API_KEY, model: 'm', timeoutMs: 2000 },
        { maxRetries: 0 },
      ).generate(sampleRequest()),
    );
    expect(error.message).toMatch(/^Parlo could not reach the AI provider\./);
    expect(error.message).toContain('AI_BASE_URL');
  });
});

/*
 * A provider's answer without facts (issue #12): asked again when the teacher chose questions
 * made from them, and if the provider still gives none, the text is kept and those questions
 * say the provider gave no facts, never that an AI provider is needed.
 */
describe('a provider answer without facts', () => {
  const factless = () => ({ ...sampleAnswer(), facts: [], unstated: [] });
  const asking = sampleRequest({
    questionTypes: ['vocabulary', 'comprehension', 'true_false_ques'],
  });

  it('is sent back for its facts when comprehension-family questions were chosen', async () => {
    provider.reply = (index) => completion(index === 0 ? factless() : sampleAnswer());
    const result = await succeeded(generate({}, asking));
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[1]?.body.messages[3]?.content).toContain(
      'The answer has no facts, but the teacher chose questions made from them (Comprehension, True / false',
    );
    expect(result.content.facts.length).toBeGreaterThan(0);
  });

  it('is kept after the repairs run out, its questions saying the provider gave no facts', async () => {
    provider.reply = () => completion(factless());
    const result = await succeeded(generate({}, asking));
    expect(provider.calls).toHaveLength(3);
    expect(result.content.facts).toEqual([]);
    const derived = deriveQuestions(result.content, UNDERSTANDING_TYPES, {
      seed: 1,
      writtenBy: { kind: 'ai', model: result.generator ?? '' },
    });
    for (const type of UNDERSTANDING_TYPES)
      expect(derived.unavailable).toContainEqual({ type, reason: NO_PROVIDER_FACTS });
    expect(derived.unavailable.map((entry) => entry.reason)).not.toContain(NEEDS_AI_PROVIDER);
  });

  it('is taken at once when no question needs facts', async () => {
    provider.reply = () => completion(factless());
    await succeeded(generate({}, sampleRequest({ questionTypes: ['vocabulary', 'syllables'] })));
    expect(provider.calls).toHaveLength(1);
  });
});
