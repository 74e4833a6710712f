import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { languageName } from '@/domain/catalog/languages';
import type { PupilItems, PupilTaskData } from '@/domain/homework/pupilTask';
import { MatchColumn, type MatchColumnCard } from '@/ui/pages/teaching/games/MatchColumn';
import { rovingTarget, tabStop } from '@/ui/pages/teaching/games/roving';
import { answerAt, type TemplateProps } from './common';
import '@/ui/pages/teaching/games/games.css';

type Side = 'items' | 'choices';

interface Board {
  readonly itemTexts: readonly string[];
  readonly choices: readonly string[];
  /** Each choice answers one item only (a word and its translation); speakers say many lines. */
  readonly exclusive: boolean;
  readonly titles: Readonly<Record<Side, string>>;
  readonly languages: Readonly<Record<Side, string | undefined>>;
}

/** The two columns of a matching task: the items, and what they are matched with. */
function boardOf(data: PupilTaskData): Board {
  if (data.format === 'who_said_what') {
    const items = data.items as readonly PupilItems['who_said_what'][];
    const speakers = [...new Set(items.flatMap((item) => item.options))];
    return {
      itemTexts: items.map((item) => `“${item.quote.target}”`),
      choices: speakers,
      exclusive: false,
      titles: { items: 'Lines of the dialogue', choices: 'Speakers' },
      languages: { items: data.language, choices: undefined },
    };
  }
  const items = data.items as readonly PupilItems['vocabulary'][];
  return {
    itemTexts: items.map((item) => item.native),
    choices: data.choices ?? [],
    exclusive: true,
    titles: { items: 'Words', choices: languageName(data.language) },
    languages: { items: undefined, choices: data.language },
  };
}

type Picked = { readonly side: Side; readonly index: number } | null;

/**
 * MATCHING (words ⇄ translations, lines ⇄ speakers) on the matching game's columns: tap (or
 * Enter/Space on) a card of one column, then one of the other to match them; the same pair
 * again, or Delete on an item, undoes it. A word chosen for a second item leaves the first.
 * Each column is one tab stop; ↑↓ move within it, ←→ go to the other column.
 */
export function MatchItems({ data, answers, onAnswer, disabled, announce }: TemplateProps) {
  const board = boardOf(data);
  const [picked, setPicked] = useState<Picked>(null);
  const [stops, setStops] = useState<Readonly<Record<Side, number>>>({ items: 0, choices: 0 });
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  const count = (side: Side) => (side === 'items' ? board.itemTexts.length : board.choices.length);
  const stopOf = (side: Side) => tabStop(stops[side], count(side), () => true);
  const focusCard = (side: Side, index: number) =>
    cards.current.get(`${side}:${String(index)}`)?.focus();
  const answerOf = (item: number) => answerAt(answers, item);
  const itemsWith = (choice: string) =>
    board.itemTexts.flatMap((_, item) => (answerOf(item) === choice ? [item] : []));

  const match = (item: number, choiceIndex: number) => {
    setPicked(null);
    const choice = board.choices[choiceIndex];
    const text = board.itemTexts[item] ?? '';
    if (choice === undefined) return;
    if (answerOf(item) === choice) {
      onAnswer(item, ['']);
      announce(`${text}: match undone.`);
      return;
    }
    if (board.exclusive) {
      for (const other of itemsWith(choice)) if (other !== item) onAnswer(other, ['']);
    }
    onAnswer(item, [choice]);
    announce(`${text} matched with ${choice}.`);
  };

  const onCard = (side: Side, index: number) => {
    if (disabled) return;
    if (picked !== null && picked.side !== side) {
      if (side === 'choices') match(picked.index, index);
      else match(index, picked.index);
      return;
    }
    if (picked?.index === index) {
      setPicked(null);
      announce('Nothing picked.');
      return;
    }
    setPicked({ side, index });
    const text = side === 'items' ? board.itemTexts[index] : board.choices[index];
    announce(
      `${text ?? ''} picked: now choose its match in ${side === 'items' ? board.titles.choices : board.titles.items}.`,
    );
  };

  const onKeyDown = (side: Side, index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The items are on the left in any language, as the matching game lays its board out.
      const other: Side = event.key === 'ArrowRight' ? 'choices' : 'items';
      if (other === side) return;
      event.preventDefault();
      focusCard(other, stopOf(other));
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && side === 'items') {
      event.preventDefault();
      if (!disabled && answerOf(index) !== '') {
        onAnswer(index, ['']);
        announce(`${board.itemTexts[index] ?? ''}: match undone.`);
      }
      return;
    }
    if (event.key === 'Escape' && picked !== null) {
      event.preventDefault();
      setPicked(null);
      announce('Nothing picked.');
      return;
    }
    const target = rovingTarget(event.key, index, count(side), () => true, { horizontal: false });
    if (target === undefined) return;
    event.preventDefault();
    focusCard(side, target);
  };

  const cardsOf = (side: Side): readonly MatchColumnCard[] =>
    (side === 'items' ? board.itemTexts : board.choices).map((text, index) => {
      const isPicked = picked?.side === side && picked.index === index;
      if (side === 'items') {
        const answer = answerOf(index);
        return {
          key: String(index),
          text,
          state: isPicked ? 'picked' : 'open',
          detail: (
            <span className="task-match-answer">
              {answer === '' ? (
                'Not matched yet'
              ) : (
                <>
                  <span aria-hidden="true">→ </span>
                  <span className="visually-hidden">matched with </span>
                  <span lang={board.languages.choices}>{answer}</span>
                </>
              )}
            </span>
          ),
        };
      }
      const used = itemsWith(text).length;
      return {
        key: `${String(index)}:${text}`,
        text,
        state: isPicked ? 'picked' : 'open',
        ...(used > 0 && board.exclusive
          ? { detail: <span className="task-match-answer">Used</span> }
          : {}),
      };
    });

  return (
    <div className="task-matching">
      <p className="game-instructions">
        Choose a card in one column, then its match in the other. Choose the same pair again to undo
        it. Use the arrow keys to move within a column and to change column.
      </p>
      <div className="matching-columns" dir="ltr">
        {(['items', 'choices'] as const).map((side) => (
          <MatchColumn
            key={side}
            labelId={`${baseId}-${side}`}
            title={board.titles[side]}
            language={board.languages[side]}
            cards={cardsOf(side)}
            stop={stopOf(side)}
            disabled={disabled}
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
        ))}
      </div>
    </div>
  );
}
