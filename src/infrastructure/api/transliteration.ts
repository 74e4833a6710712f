import * as t from 'io-ts';
import { TRANSLITERATION_SCHEMES } from '@/domain/transliteration/schemes';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';
import { envelope } from './contract';
import { ResourceIdParams } from './resources';

/*
 * Transliteration of a resource's target text (spec §9): GET
 * /resources/:id/transliteration/:scheme for whoever may read the resource, and GET
 * /shared/resources/:id/transliteration/:scheme on the external door for a PUBLIC, finished
 * one. The server computes the readings (the Japanese dictionary stays there, so the public
 * page downloads none); a scheme the target language does not have answers 400.
 */

/** Below a resource's path: `/resources/:id` + this + `/:scheme`. */
export const TRANSLITERATION_SEGMENT = '/transliteration';

export const TransliterationSchemeCodec = new t.Type<
  TransliterationScheme,
  TransliterationScheme,
  unknown
>(
  `a transliteration scheme (${TRANSLITERATION_SCHEMES.join(', ')})`,
  (u): u is TransliterationScheme => (TRANSLITERATION_SCHEMES as readonly unknown[]).includes(u),
  (u, c) =>
    (TRANSLITERATION_SCHEMES as readonly unknown[]).includes(u)
      ? t.success(u as TransliterationScheme)
      : t.failure(u, c),
  t.identity,
);

export const TransliterationParams = t.intersection(
  [ResourceIdParams, t.strict({ scheme: TransliterationSchemeCodec })],
  'TransliterationParams',
);

const SentenceReadingsCodec = t.strict(
  { id: t.number, tokens: t.readonlyArray(t.union([t.string, t.null])) },
  'SentenceReadings',
);

/** Mirrors src/domain/transliteration/schemes.ts `Transliteration`. */
export const TransliterationCodec: t.Type<Transliteration, Transliteration, unknown> = t.strict(
  { scheme: TransliterationSchemeCodec, sentences: t.readonlyArray(SentenceReadingsCodec) },
  'Transliteration',
);

export const TransliterationResponse = envelope(TransliterationCodec);
