import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiGenerator } from '../../../server/adapters/generation/openai/openaiGenerator';
import type { AuditCase } from '../../../server/audit/types';
import {
  providerAuditedResource,
  runProviderAudit,
  SOURCE_INDEPENDENT_CHECKS,
} from '../../../server/audit/provider';
import { completion, sampleAnswer, startFakeProvider } from '../generation/openaiFakeServer';
import type { FakeProvider } from '../generation/openaiFakeServer';

/*
 * The content audit over the AI provider path (issue #12), through the OpenAI adapter talking
 * to a local fake server: a good answer passes every source-independent check; invalid JSON,
 * misaligned, off-level and unsafe answers are repaired (the provider is asked again) or
 * refused, and never come out as content.
 */

let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.calls.length = 0;
});

const generator = () =>
  createOpenAiGenerator(
    { baseUrl: provider.baseUrl, apiKey: 'sk-audit', model: 'test-model', timeoutMs: 5000 },
    { maxRetries: 0 },
  );

const CASE: AuditCase = {
  target: 'es',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'A2' },
  prompt: 'a day at the beach in Valencia',
  wordCount: 50,
  vocabulary: [],
  seed: 5,
};

const word = (text: string) => ({
  text,
  pos: /\p{L}/u.test(text) ? 'noun' : 'punctuation',
  lemma: /\p{L}/u.test(text) ? text.toLowerCase() : '',
  wrongForms: [] as string[],
});

/** A model's answer with these sentences, each listed word by word, one chunk a sentence. */
function answerWith(sentences: readonly (readonly [string, string])[]) {
  return {
    ...sampleAnswer(),
    sentences: sentences.map(([target, native]) => ({
      paragraph: 0,
      speaker: '',
      target,
      native,
      targetWords: (target.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []).map(word),
      chunks: [{ target, native }],
    })),
    vocabulary: [],
  };
}

const GOOD = [
  ['Hoy voy a la playa de Valencia.', 'Today I go to the beach in Valencia.'],
  ['El agua está muy fría.', 'The water is very cold.'],
  ['Mi hermana come un helado.', 'My sister eats an ice cream.'],
  ['Por la tarde jugamos al voleibol.', 'In the afternoon we play volleyball.'],
] as const;

const UNSAFE = [
  ['Hoy voy a la playa de Valencia.', 'Today I go to the beach in Valencia.'],
  ['Por la noche Chloé duerme con Lucas.', 'At night Chloé sleeps with Lucas.'],
  ['Mi padre bebe cerveza en el bar.', 'My father drinks beer in the bar.'],
] as const;

/** Long sentences with clause after clause: nothing an A2 class reads. */
const OFF_LEVEL = [
  [
    'Aunque el tiempo estaba bastante nublado cuando llegamos, decidimos que, puesto que habíamos viajado tantos kilómetros, pasaríamos la tarde entera en la playa, donde nuestros amigos, que conocían perfectamente la ciudad, nos explicaron detalladamente su historia.',
    'Although the weather was rather cloudy when we arrived, we decided that, since we had travelled so many kilometres, we would spend the whole afternoon on the beach, where our friends, who knew the city perfectly, explained its history to us in detail.',
  ],
  [
    'Mientras paseábamos tranquilamente junto al mar, comprendimos que, si hubiéramos salido antes, habríamos podido visitar también el antiguo mercado central, que según dicen es extraordinariamente interesante.',
    'While we strolled calmly by the sea, we understood that, if we had left earlier, we could also have visited the old central market, which they say is extraordinarily interesting.',
  ],
] as const;

describe('the audit over the AI provider path', () => {
  it('passes a provider’s good answer with no wrong key, every check having read something', async () => {
    provider.reply = () => completion(answerWith(GOOD));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(refused).toEqual([]);
    expect(summary.resources).toBe(1);
    for (const check of summary.checks) {
      expect(check.checked, check.name).toBeGreaterThan(0);
      expect(check.examples, check.name).toEqual([]);
    }
    expect(summary.checks.map((check) => check.name)).toEqual(
      SOURCE_INDEPENDENT_CHECKS.map((check) => check.name),
    );
  });

  it('repairs an answer that is not JSON: the provider is asked again and the audit passes', async () => {
    provider.reply = (index) =>
      index === 0 ? completion('{"title": {"target": "La playa"') : completion(answerWith(GOOD));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(refused).toEqual([]);
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[1]?.body.messages.at(-1)?.content).toContain('not valid JSON');
    expect(summary.resourcesWithWrongKeys).toBe(0);
  });

  it('repairs a misaligned answer whose word list is not its sentence', async () => {
    const misaligned = answerWith(GOOD);
    const first = misaligned.sentences[0];
    if (first === undefined) throw new Error('no sentence');
    misaligned.sentences[0] = { ...first, targetWords: first.targetWords.slice().reverse() };
    provider.reply = (index) => completion(index === 0 ? misaligned : answerWith(GOOD));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(refused).toEqual([]);
    expect(provider.calls[1]?.body.messages.at(-1)?.content).toContain('Sentence 1');
    expect(summary.resourcesWithWrongKeys).toBe(0);
  });

  it('sends an off-level answer back naming the level, and takes the corrected one', async () => {
    provider.reply = (index) => completion(answerWith(index === 0 ? OFF_LEVEL : GOOD));
    const result = await providerAuditedResource(generator(), CASE);
    expect(E.isRight(result)).toBe(true);
    const repair = provider.calls[1]?.body.messages.at(-1)?.content ?? '';
    expect(repair).toContain('the level asked for is A2');
    expect(repair).toMatch(/shorter sentences/u);
  });

  it('refuses a provider that keeps writing off-level, with words for the teacher', async () => {
    provider.reply = () => completion(answerWith(OFF_LEVEL));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(summary.resources).toBe(0);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toContain('kept writing at about CEFR');
    expect(provider.calls).toHaveLength(3);
  });

  it('sends an unsafe answer back once, naming what is unsuitable, and takes the safe one', async () => {
    provider.reply = (index) => completion(answerWith(index === 0 ? UNSAFE : GOOD));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(refused).toEqual([]);
    const repair = provider.calls[1]?.body.messages.at(-1)?.content ?? '';
    expect(repair).toContain('sentence 2');
    expect(repair).toContain('people sleeping with each other');
    expect(repair).toContain('alcohol or drugs');
    expect(summary.resourcesWithWrongKeys).toBe(0);
  });

  it('refuses a provider that writes unsafe text again after one repair, never quoting it', async () => {
    provider.reply = () => completion(answerWith(UNSAFE));
    const { summary, refused } = await runProviderAudit(generator(), [CASE]);
    expect(summary.resources).toBe(0);
    expect(provider.calls).toHaveLength(2);
    expect(refused[0]?.message).toContain('not suitable for a school');
    expect(refused[0]?.message).not.toContain('Lucas');
  });
});
