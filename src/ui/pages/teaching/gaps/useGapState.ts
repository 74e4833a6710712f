import { useCallback, useMemo, useState } from 'react';
import type { ResourceContent } from '@/domain/resource/content';
import {
  NO_GAPS,
  scoreGaps,
  selectGaps,
  type GapAnswers,
  type GapChoice,
  type GapScore,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';

export interface GapState {
  readonly choice: GapChoice;
  readonly selection: GapSelection;
  readonly answers: GapAnswers;
  /** Every gap shows its answer ("Reveal all"). */
  readonly revealed: boolean;
  readonly score: GapScore;
  /** A new choice is a new exercise: answers are cleared and the answers hidden again. */
  readonly setChoice: (next: GapChoice) => void;
  readonly answer: (gapKey: string, value: string) => void;
  readonly revealAll: () => void;
  /** Back to the text as written: no gaps, no answers, and a fresh draw for the next choice. */
  readonly reset: () => void;
}

interface Held {
  readonly choice: GapChoice;
  readonly answers: GapAnswers;
  readonly revealed: boolean;
  /** Resets so far, mixed into the seed: after a Reset the same menu choice draws new words. */
  readonly round: number;
}

const INITIAL: Held = { choice: NO_GAPS, answers: {}, revealed: false, round: 0 };

/**
 * The gap-fill state of one side, for composing GapMenu and GappedText. Answers are keyed by a
 * key that includes the side, so flipping languages and back keeps each side's answers.
 */
export function useGapState(content: ResourceContent, side: GapSide, seed: number): GapState {
  const [held, setHeld] = useState<Held>(INITIAL);
  const drawSeed = (seed + Math.imul(held.round, 0x9e3779b1)) >>> 0;
  const selection = useMemo(
    () => selectGaps(content, side, held.choice, drawSeed),
    [content, side, held.choice, drawSeed],
  );
  const score = useMemo(() => scoreGaps(selection, held.answers), [selection, held.answers]);

  const setChoice = useCallback(
    (choice: GapChoice) => setHeld((h) => ({ ...h, choice, answers: {}, revealed: false })),
    [],
  );
  const answer = useCallback(
    (key: string, value: string) =>
      setHeld((h) =>
        (h.answers[key] ?? '') === value ? h : { ...h, answers: { ...h.answers, [key]: value } },
      ),
    [],
  );
  const revealAll = useCallback(() => setHeld((h) => ({ ...h, revealed: true })), []);
  const reset = useCallback(() => setHeld((h) => ({ ...INITIAL, round: h.round + 1 })), []);

  return {
    choice: held.choice,
    selection,
    answers: held.answers,
    revealed: held.revealed,
    score,
    setChoice,
    answer,
    revealAll,
    reset,
  };
}
