import { isLeft } from 'fp-ts/Either';
import type { AudienceLevel } from '@/domain/catalog/levels';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import type { Lang } from '../../../server/adapters/generation/offline/model';

export interface TextOptions {
  readonly style?: TextStyle;
  readonly level?: AudienceLevel;
  readonly words?: number;
}

/**
 * The offline generator's resource for a prompt as a teacher first asks for it (issue #12's
 * examples): every tense, the default details, no requested words, native English (Spanish for
 * an English text); a text of 200 words at A2 unless told otherwise.
 */
export function composeText(target: Lang, seed: number, prompt: string, options: TextOptions = {}) {
  const composed = composeOffline({
    resourceType: options.style ?? 'text',
    target,
    native: target === 'en' ? 'es' : 'en',
    level: options.level ?? { kind: 'cefr', level: 'A2' },
    wordCount: options.words ?? 200,
    title: prompt,
    prompt,
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed,
  });
  if (isLeft(composed)) throw new Error(composed.left.message);
  return composed.right;
}
