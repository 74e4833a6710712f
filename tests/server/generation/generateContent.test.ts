import { isLeft, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../server/adapters/generation/offline/offlineGenerator';
import { generateContent } from '../../../server/services/generation/generateContent';
import type {
  ContentGenerator,
  GenerationRequest,
  GenerationResult,
} from '../../../server/services/generation/port';

const REQUEST: GenerationRequest = {
  resourceType: 'text',
  target: 'es',
  native: 'en',
  level: { kind: 'cefr', level: 'A2' },
  wordCount: 150,
  title: 'En el parque',
  prompt: 'cooking dinner',
  tenses: [6],
  details: [7],
  vocabulary: [],
  seed: 3,
};

const written = await createOfflineGenerator().generate(REQUEST);
if (isLeft(written)) throw new Error(written.left.message);
const SAFE: GenerationResult = written.right;

function recording(
  result: GenerationResult = SAFE,
): ContentGenerator & { calls: GenerationRequest[] } {
  const calls: GenerationRequest[] = [];
  return {
    calls,
    generate(request) {
      calls.push(request);
      return Promise.resolve(right(result));
    },
  };
}

describe('generateContent', () => {
  it('uses the built-in generator when no provider is configured', async () => {
    const result = await generateContent({ offline: createOfflineGenerator() }, REQUEST);
    expect(isLeft(result)).toBe(false);
  });

  it('prefers the configured provider over the built-in generator', async () => {
    const offline = recording();
    const provider = recording();
    await generateContent({ offline, provider }, REQUEST);
    expect(provider.calls).toEqual([REQUEST]);
    expect(offline.calls).toEqual([]);
  });

  it('refuses a provider’s text that is not suitable for a school, naming the model', async () => {
    const [first, ...rest] = SAFE.content.sentences;
    if (first === undefined) throw new Error('no sentence');
    const unsafe: GenerationResult = {
      ...SAFE,
      generator: 'test-model',
      content: {
        ...SAFE.content,
        sentences: [
          { ...first, target: { ...first.target, text: '¿Dormiste con Paul?' } },
          ...rest,
        ],
      },
    };
    const provider = recording(unsafe);
    const result = await generateContent({ offline: recording(), provider }, REQUEST);
    expect(isLeft(result) && result.left).toMatchObject({
      type: 'generation/unsafe',
      message: expect.stringContaining('AI provider (test-model)') as unknown,
    });
    expect(provider.calls).toHaveLength(1);
  });

  it('refuses a request with the same languages or a word count outside 50–500 before any adapter runs', async () => {
    const offline = recording();
    const same = await generateContent({ offline }, { ...REQUEST, native: 'es' });
    const long = await generateContent({ offline }, { ...REQUEST, wordCount: 501 });
    expect(isLeft(same) && same.left.type).toBe('generation/invalid-request');
    expect(isLeft(long) && long.left.message).toBe('The word count must be between 50 and 500.');
    expect(offline.calls).toEqual([]);
  });
});
