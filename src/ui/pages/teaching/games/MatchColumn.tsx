import type { KeyboardEvent, ReactNode } from 'react';
import { isRtl } from '@/domain/catalog/languages';
import './games.css';

/** How a card looks: its border, fill and mark, never its colour alone. */
export type MatchCardState = 'open' | 'picked' | 'matched' | 'wrong';

const MARKS: Readonly<Record<MatchCardState, string>> = {
  open: '',
  picked: '●',
  matched: '✓',
  wrong: '✗',
};

export interface MatchColumnCard {
  /** Stable among the column's cards. */
  readonly key: string;
  readonly text: string;
  readonly state: MatchCardState;
  /** Spent for good (a matched pair): announced disabled, skipped by the arrow keys' owner. */
  readonly locked?: boolean;
  /** Said after the text to screen readers only ("(matched)"). */
  readonly note?: string;
  /** Shown under the text (a pupil's chosen answer). */
  readonly detail?: ReactNode;
}

export interface MatchColumnProps {
  readonly labelId: string;
  readonly title: string;
  /** The cards' language; undefined when the page does not know it. */
  readonly language: string | undefined;
  readonly cards: readonly MatchColumnCard[];
  /** The card that holds the column's tab stop. */
  readonly stop: number;
  readonly onCard: (index: number) => void;
  readonly onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly onFocusCard: (index: number) => void;
  readonly register: (index: number, element: HTMLButtonElement | null) => void;
  readonly disabled?: boolean;
}

/**
 * One column of a matching board (issue #5's matching game, issue #11's matching tasks): a
 * titled group of cards, one tab stop, picked by a tap or Enter/Space. The board's owner decides
 * what a tap does and where the arrow keys go.
 */
export function MatchColumn({
  labelId,
  title,
  language,
  cards,
  stop,
  onCard,
  onKeyDown,
  onFocusCard,
  register,
  disabled = false,
}: MatchColumnProps) {
  const dir = language !== undefined && isRtl(language) ? 'rtl' : 'auto';
  return (
    <div className="matching-column" role="group" aria-labelledby={labelId}>
      <p className="matching-column-title" id={labelId}>
        {title}
      </p>
      <ul className="matching-cards">
        {cards.map((card, index) => (
          <li key={card.key}>
            <button
              type="button"
              ref={(element) => register(index, element)}
              className={`game-card match-card match-card-${card.state}`}
              tabIndex={index === stop ? 0 : -1}
              aria-pressed={card.state === 'picked'}
              aria-disabled={card.locked === true || disabled || undefined}
              onClick={() => onCard(index)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={() => onFocusCard(index)}
            >
              <span className="game-card-mark" aria-hidden="true">
                {MARKS[card.state]}
              </span>
              <span className="match-card-body">
                <span lang={language} dir={dir}>
                  {card.text}
                </span>
                {card.detail}
              </span>
              {card.note === undefined ? null : (
                <span className="visually-hidden"> {card.note}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
