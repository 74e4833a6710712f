import { useCallback, useMemo, useState } from 'react';

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
 * The focus layout's position. It is kept by the screen, not the layout, so switching to another
 * layout and back comes back to the same sentence; the gaps' answers live outside too
 * (useGapState), so a gap answered here keeps its answer in every layout.
 */
export function useSentenceFocus(sentences: readonly { readonly id: number }[]): SentenceFocus {
  const [wanted, setWanted] = useState(0);
  const count = sentences.length;
  const index = Math.max(0, Math.min(wanted, count - 1));
  const id = sentences[index]?.id;
  const sentenceIds = useMemo(() => (id === undefined ? [] : [id]), [id]);
  const move = useCallback(
    (next: number) => setWanted(Math.max(0, Math.min(next, count - 1))),
    [count],
  );
  return useMemo(() => ({ index, count, sentenceIds, move }), [index, count, sentenceIds, move]);
}
