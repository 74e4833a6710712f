// What the price tests share: a request for a text or dialogue set at the market, and the
// offline generator's content for it. The words each language should write are spelt out here,
// not read from the generator's tables, so a wrong table fails the tests.
import { isLeft } from 'fp-ts/Either';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { ResourceContent } from '@/domain/resource/content';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import type { GenerationRequest } from '../../../server/services/generation/port';

/** The details of spec §9: 0 asks for numbers, 7 for none. */
export const NUMBERS = 0;
export const NO_DETAIL = 7;

/** "one euro" and "N euros" in each language. */
export const CURRENCY: Readonly<Record<Lang, { one: string; euro: string; euros: string }>> = {
  en: { one: 'one', euro: 'euro', euros: 'euros' },
  es: { one: 'un', euro: 'euro', euros: 'euros' },
  fr: { one: 'un', euro: 'euro', euros: 'euros' },
  de: { one: 'einen', euro: 'Euro', euros: 'Euro' },
  it: { one: 'un', euro: 'euro', euros: 'euro' },
  pt: { one: 'um', euro: 'euro', euros: 'euros' },
};

/** The pupils' language paired with `target` in these tests. */
export const nativeOf = (target: Lang): Lang => (target === 'en' ? 'es' : 'en');

/** A present-tense A2 request of 150 words set at the market (or at `prompt`). */
export function marketRequest(
  target: Lang,
  resourceType: TextStyle,
  seed: number,
  details: readonly number[],
  prompt = 'at the market',
): GenerationRequest {
  return {
    resourceType,
    target,
    native: nativeOf(target),
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 150,
    title: 'Title',
    prompt,
    tenses: [0],
    details: [...details],
    vocabulary: [],
    seed,
  };
}

/** The offline generator's content for `request`; a refusal fails the test with its message. */
export function generatedContent(request: GenerationRequest): ResourceContent {
  const result = composeOffline(request);
  if (isLeft(result)) throw new Error(result.left.message);
  return result.right.result.content;
}
