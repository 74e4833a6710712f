import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { languageName } from '@/domain/catalog/languages';
import type { ResourceContent } from '@/domain/resource/content';
import {
  isFinished,
  isMatched,
  matchingScore,
  newMatching,
  pick,
  type GameSide,
  type MatchCard,
  type MatchingState as Game,
  type NewMatching,
} from '@/domain/teaching/games';
import { MatchColumn } from './MatchColumn';
import { rovingTarget, tabStop } from './roving';
import { useAnnouncer } from './useAnnouncer';
import './games.css';

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface MatchingGameProps {
  readonly content: ResourceContent;
  readonly seed: number;
  /** Pairs on the board; the domain's default (8) unless told. */
  readonly size?: number;
  /** The level of the game's heading, to fit the page it sits in. */
  readonly headingLevel?: 2 | 3 | 4;
}

const SIDES: readonly GameSide[] = ['target', 'native'];

/** "New game" deals round n from the teacher's seed, so a replay is still reproducible. */
function roundSeed(seed: number, round: number): number {
  return (seed + round) >>> 0;
}

function cardText(game: Game, card: MatchCard): string {
  return game.pairs[card.pairId]?.[card.side] ?? '';
}

function finishedMessage(game: Game): string {
  const { right, wrong } = matchingScore(game);
  const tries = wrong === 1 ? '1 wrong try' : `${String(wrong)} wrong tries`;
  return `Finished! All ${String(right)} pairs matched, with ${tries}.`;
}

/** What the live region says after a move; picks say nothing (the card's pressed state does). */
function announcementFor(game: Game): string | undefined {
  const last = game.last;
  if (last === null) return undefined;
  if (last.type === 'right') {
    const { right, total } = matchingScore(game);
    const progress = `Right: ${last.pair.target} — ${last.pair.native}. ${String(right)} of ${String(total)} matched.`;
    return isFinished(game) ? `${progress} ${finishedMessage(game)}` : progress;
  }
  if (last.type === 'wrong') {
    return `Not a pair: ${last.target.target} — ${last.native.native}. Try again.`;
  }
  return undefined;
}

/**
 * Matching game for the teaching screen (issue #5): target words in one column, their
 * translations shuffled in the other. Tap (or Enter/Space on) a card to pick it, then its
 * partner: a right pair locks, a wrong one is counted and let go. No drag anywhere. Each column
 * is one tab stop; ↑↓ (and Home/End) move within it, ←→ jump to the other column.
 */
export function MatchingGame({ content, seed, size, headingLevel = 3 }: MatchingGameProps) {
  const [round, setRound] = useState(0);
  const dealt = useMemo(
    () => newMatching(content, roundSeed(seed, round), size),
    [content, seed, round, size],
  );
  // The board restarts whenever a new deal arrives (new props or "New game").
  const [board, setBoard] = useState<{ readonly dealt: NewMatching; readonly game: Game | null }>(
    () => ({ dealt, game: dealt.type === 'ok' ? dealt.game : null }),
  );
  const [stops, setStops] = useState<Readonly<Record<GameSide, number>>>({ target: 0, native: 0 });
  const [announcement, announce] = useAnnouncer();
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const titleId = useId();
  const Heading = HEADINGS[headingLevel];

  if (board.dealt !== dealt) {
    setBoard({ dealt, game: dealt.type === 'ok' ? dealt.game : null });
    setStops({ target: 0, native: 0 });
  }
  const game = board.dealt === dealt ? board.game : null;

  if (dealt.type !== 'ok') {
    return (
      <section className="game" aria-labelledby={titleId}>
        <Heading id={titleId}>Match the words</Heading>
        <p className="game-notice">{dealt.reason}</p>
      </section>
    );
  }
  if (game === null) return null;

  const orderOf = (side: GameSide) => (side === 'target' ? game.targetOrder : game.nativeOrder);
  const usableIn = (side: GameSide) => (index: number) => {
    const pairId = orderOf(side)[index];
    return pairId !== undefined && !isMatched(game, pairId);
  };
  const stopOf = (side: GameSide) => tabStop(stops[side], orderOf(side).length, usableIn(side));
  const focusCard = (side: GameSide, index: number) => {
    cards.current.get(`${side}:${String(index)}`)?.focus();
  };

  const onCard = (side: GameSide, index: number) => {
    const pairId = orderOf(side)[index];
    if (pairId === undefined) return;
    const next = pick(game, { side, pairId });
    if (next === game) return;
    setBoard({ dealt, game: next });
    const message = announcementFor(next);
    if (message !== undefined) announce(message);
    // The card just locked cannot be used again: keep the pupil's place by moving to the next
    // open card of its column (nothing moves once every pair is matched).
    if (next.last?.type === 'right' && !isFinished(next)) {
      const target = rovingTarget(
        'ArrowDown',
        index,
        orderOf(side).length,
        (i) => {
          const id = orderOf(side)[i];
          return id !== undefined && !next.matched.includes(id);
        },
        { horizontal: false },
      );
      if (target !== undefined) focusCard(side, target);
    }
  };

  const onKeyDown = (side: GameSide, index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The target column is on the left (the board is laid out left to right in any language).
      const other: GameSide = event.key === 'ArrowRight' ? 'native' : 'target';
      if (other === side) return;
      event.preventDefault();
      focusCard(other, stopOf(other));
      return;
    }
    const target = rovingTarget(event.key, index, orderOf(side).length, usableIn(side), {
      horizontal: false,
    });
    if (target === undefined) return;
    event.preventDefault();
    focusCard(side, target);
  };

  const score = matchingScore(game);
  const finished = isFinished(game);

  return (
    <section className="game matching-game" aria-labelledby={titleId}>
      <Heading id={titleId}>Match the words</Heading>
      <p className="game-instructions">
        Choose a word, then its translation. Use Tab to change column and the arrow keys to move
        within one.
      </p>
      <div className="matching-columns" dir="ltr">
        {SIDES.map((side) => {
          const language = game.language[side];
          const labelId = `${titleId}-${side}`;
          return (
            <MatchColumn
              key={side}
              labelId={labelId}
              title={languageName(language)}
              language={language}
              stop={stopOf(side)}
              cards={orderOf(side).map((pairId) => {
                const matched = isMatched(game, pairId);
                const picked = game.picked?.side === side && game.picked.pairId === pairId;
                const last = game.last;
                const wrong =
                  last?.type === 'wrong' &&
                  (side === 'target' ? last.target.id : last.native.id) === pairId;
                return {
                  key: String(pairId),
                  text: cardText(game, { side, pairId }),
                  state: matched ? 'matched' : wrong ? 'wrong' : picked ? 'picked' : 'open',
                  locked: matched,
                  ...(matched ? { note: '(matched)' } : {}),
                };
              })}
              onCard={(index) => onCard(side, index)}
              onKeyDown={(index, event) => onKeyDown(side, index, event)}
              onFocusCard={(index) => {
                if (stops[side] !== index) setStops({ ...stops, [side]: index });
              }}
              register={(index, element) => {
                const key = `${side}:${String(index)}`;
                if (element === null) cards.current.delete(key);
                else cards.current.set(key, element);
              }}
            />
          );
        })}
      </div>
      <p className="game-score">
        Matched {score.right} of {score.total} · Wrong tries: {score.wrong}
      </p>
      <p className="game-status" role="status" aria-live="polite">
        {announcement}
      </p>
      {finished ? <p className="game-finished">{finishedMessage(game)}</p> : null}
      <div className="game-actions">
        <button
          type="button"
          className="button button-quiet game-button"
          onClick={() => {
            setRound(round + 1);
            announce('New game: the words are shuffled.');
          }}
        >
          New game
        </button>
      </div>
    </section>
  );
}
