import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { languageName } from '@/domain/catalog/languages';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { hasScheme, SCHEME_LABELS } from '@/domain/transliteration/schemes';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';

/*
 * Transliteration of a resource's target text for the teaching screen (spec §9). The readings
 * are computed here on the server (server/adapters/transliteration), so neither screen
 * downloads a dictionary, and kept in a small in-memory cache: a class projects the same text
 * again and again, and a Japanese text costs a dictionary pass. The cache is only a speed-up;
 * losing it (another API process, a restart) costs one computation again.
 */

/** The port: readings in one scheme for sentences of a language that has it. */
export type Transliterate = (
  scheme: TransliterationScheme,
  sentences: readonly AlignedSentence[],
) => Promise<Transliteration>;

export type TransliterationError = {
  readonly type: 'transliteration/no-scheme';
  readonly message: string;
};

/** How many resource/scheme answers stay in memory (most recently used kept). */
export const TRANSLITERATION_CACHE_SIZE = 64;

/** What the readings depend on: the target language and the target tokens as written. */
export function contentKey(content: ResourceContent): string {
  const written = content.sentences.map((sentence) => [
    sentence.id,
    sentence.target.tokens.map((token) => [token.text, token.spaceBefore]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([content.language.target, written]))
    .digest('base64url');
}

/** The 400 message of a scheme the text's language does not have. */
export function noSchemeMessage(scheme: TransliterationScheme, content: ResourceContent): string {
  return `${SCHEME_LABELS[scheme]} is not available for ${languageName(content.language.target)} texts.`;
}

/**
 * Transliterations of resources over a transliterator, cached by resource, content and scheme
 * (least recently used dropped first). Requests that arrive while one is computed share it; a
 * failed computation is not kept, so the next request tries again.
 */
export function createTransliterations(
  transliterate: Transliterate,
  capacity = TRANSLITERATION_CACHE_SIZE,
) {
  const cache = new Map<string, Promise<Transliteration>>();

  return async function transliterationOf(
    resourceId: number,
    content: ResourceContent,
    scheme: TransliterationScheme,
  ): Promise<E.Either<TransliterationError, Transliteration>> {
    if (!hasScheme(content.language.target, scheme))
      return E.left({
        type: 'transliteration/no-scheme',
        message: noSchemeMessage(scheme, content),
      });
    const key = `${String(resourceId)}:${scheme}:${contentKey(content)}`;
    let pending = cache.get(key);
    if (pending === undefined) {
      pending = transliterate(scheme, content.sentences);
      pending.catch(() => cache.delete(key));
    } else {
      cache.delete(key);
    }
    cache.set(key, pending);
    while (cache.size > capacity) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return E.right(await pending);
  };
}

export type TransliterationOf = ReturnType<typeof createTransliterations>;
