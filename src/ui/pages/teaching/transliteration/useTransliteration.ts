import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Resource } from '@/application/resources/ports';
import {
  selectShownTransliteration,
  selectTransliterationStatus,
  type TransliterationStatus,
} from '@/application/teaching/transliteration.machine';
import type { AlignedSentence } from '@/domain/resource/content';
import { readingLookup } from '@/domain/transliteration/readings';
import { schemesFor } from '@/domain/transliteration/schemes';
import type { TransliterationScheme } from '@/domain/transliteration/schemes';
import { useServices } from '@/ui/app/ServicesContext';

export type { TransliterationStatus } from '@/application/teaching/transliteration.machine';
export { transliterationFailure } from '@/application/teaching/transliteration.machine';

export interface TransliterationControl {
  /** The schemes of the target language; empty when it has none (no toggle then). */
  readonly schemes: readonly TransliterationScheme[];
  readonly status: TransliterationStatus;
  /** Turns a scheme on (the other off), or off when it is the one on. */
  readonly toggle: (scheme: TransliterationScheme) => void;
  /** The reading over a target word while a scheme is shown; undefined otherwise. */
  readonly annotate: ((sentence: AlignedSentence, tokenIndex: number) => string | null) | undefined;
}

/**
 * Transliteration of the target text on the teaching screen (spec §9), run by the
 * transliteration machine: this hook only sends the toggles and reads what is shown.
 */
export function useTransliteration(
  resource: Resource,
  door: 'teacher' | 'public',
): TransliterationControl {
  const { transliteration } = useServices().resources;
  const actor = useActorRef(transliteration, { input: { resourceId: resource.id, door } });
  useEffect(() => {
    actor.send({ type: 'resource.read', resourceId: resource.id, door });
  }, [actor, resource.id, door]);

  const status = useSelector(actor, selectTransliterationStatus, sameStatus);
  const shown = useSelector(actor, selectShownTransliteration);
  const annotate = useMemo(() => {
    if (shown === undefined) return undefined;
    const lookup = readingLookup(shown);
    return (sentence: AlignedSentence, tokenIndex: number) => lookup(sentence.id, tokenIndex);
  }, [shown]);

  return {
    schemes: schemesFor(resource.content.language.target),
    status,
    toggle: (scheme) => actor.send({ type: 'user.toggle', scheme }),
    annotate,
  };
}

/** A status is built anew at each snapshot: the same one must not render the toolbar again. */
const sameStatus = (a: TransliterationStatus, b: TransliterationStatus) =>
  a.kind === b.kind && (a.kind === 'off' || (b.kind !== 'off' && a.scheme === b.scheme));
