import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Resource } from '@/application/resources/ports';
import type { AlignedSentence } from '@/domain/resource/content';
import { readingLookup } from '@/domain/transliteration/readings';
import { schemesFor, SCHEME_LABELS } from '@/domain/transliteration/schemes';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';
import { useServices } from '@/ui/app/ServicesContext';

/** Where the transliteration stands: off, or the chosen scheme loading, shown or failed. */
export type TransliterationStatus =
  | { readonly kind: 'off' }
  | { readonly kind: 'loading'; readonly scheme: TransliterationScheme }
  | { readonly kind: 'shown'; readonly scheme: TransliterationScheme }
  | { readonly kind: 'failed'; readonly scheme: TransliterationScheme; readonly message: string };

export interface TransliterationControl {
  /** The schemes of the target language; empty when it has none (no toggle then). */
  readonly schemes: readonly TransliterationScheme[];
  readonly status: TransliterationStatus;
  /** Turns a scheme on (the other off), or off when it is the one on. */
  readonly toggle: (scheme: TransliterationScheme) => void;
  /** The reading over a target word while a scheme is shown; undefined otherwise. */
  readonly annotate: ((sentence: AlignedSentence, tokenIndex: number) => string | null) | undefined;
}

/** What the toolbar says when the readings could not be loaded. */
export const transliterationFailure = (scheme: TransliterationScheme) =>
  `${SCHEME_LABELS[scheme]} could not be loaded. Try again.`;

/**
 * Transliteration of the target text on the teaching screen (spec §9): nothing is asked of the
 * server until a scheme is chosen, and each scheme is asked once (a failure is not kept, so
 * choosing it again tries again). The public door reads through the external door.
 */
export function useTransliteration(
  resource: Resource,
  door: 'teacher' | 'public',
): TransliterationControl {
  const { resources } = useServices();
  const { gateway } = resources;
  const schemes = schemesFor(resource.content.language.target);
  const [scheme, setScheme] = useState<TransliterationScheme | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<TransliterationScheme, Transliteration>>(
    () => new Map(),
  );
  const [failed, setFailed] = useState<TransliterationScheme | null>(null);
  const asked = useRef(new Set<TransliterationScheme>());

  useEffect(() => {
    if (scheme === null || asked.current.has(scheme)) return;
    asked.current.add(scheme);
    const read =
      door === 'public'
        ? gateway.sharedTransliteration(resource.id, scheme)
        : gateway.transliteration(resource.id, scheme);
    read.then(
      (transliteration) => setLoaded((current) => new Map(current).set(scheme, transliteration)),
      () => {
        asked.current.delete(scheme);
        setFailed(scheme);
      },
    );
  }, [scheme, door, gateway, resource.id]);

  const toggle = useCallback((next: TransliterationScheme) => {
    setFailed(null);
    setScheme((current) => (current === next ? null : next));
  }, []);

  const shown = scheme === null ? undefined : loaded.get(scheme);
  const annotate = useMemo(() => {
    if (shown === undefined) return undefined;
    const lookup = readingLookup(shown);
    return (sentence: AlignedSentence, tokenIndex: number) => lookup(sentence.id, tokenIndex);
  }, [shown]);

  let status: TransliterationStatus = { kind: 'off' };
  if (scheme !== null && failed === scheme)
    status = { kind: 'failed', scheme, message: transliterationFailure(scheme) };
  else if (scheme !== null) status = { kind: shown === undefined ? 'loading' : 'shown', scheme };

  return { schemes, status, toggle, annotate };
}
