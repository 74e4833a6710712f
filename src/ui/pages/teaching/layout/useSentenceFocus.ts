import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import {
  selectFocusIndex,
  type TeachingScreenActor,
} from '@/application/teaching/teachingScreen.machine';

/** Where the focus layout (one sentence pair at a time) stands in the text. */
export interface SentenceFocus {
  /** 0-based position of the sentence shown. */
  readonly index: number;
  readonly count: number;
  /** The id of the sentence shown, as GappedText's `sentenceIds` filter; empty for no text. */
  readonly sentenceIds: readonly number[];
  /** Moves to a position, kept within the text. */
  readonly move: (index: number) => void;
}

/**
 * The focus layout's position, read from the teaching screen's machine. It is kept by the
 * screen, not the layout, so switching to another layout and back comes back to the same
 * sentence; the gaps' answers live outside too (useGapState), so a gap answered here keeps its
 * answer in every layout.
 */
export function useSentenceFocus(
  sentences: readonly { readonly id: number }[],
  screen: TeachingScreenActor,
): SentenceFocus {
  const wanted = useSelector(screen, selectFocusIndex);
  const count = sentences.length;
  const index = Math.max(0, Math.min(wanted, count - 1));
  const id = sentences[index]?.id;
  const sentenceIds = useMemo(() => (id === undefined ? [] : [id]), [id]);
  const move = useCallback(
    (next: number) => screen.send({ type: 'user.focusSentence', index: next }),
    [screen],
  );
  return useMemo(() => ({ index, count, sentenceIds, move }), [index, count, sentenceIds, move]);
}
