import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newMatching, type MatchingState as Game } from '@/domain/teaching/games';
import { MatchingGame } from '@/ui/pages/teaching/games/MatchingGame';
import { germanBike, spanishMarket } from '../../../../domain/questions/fixtures';

const SEED = 42;

function dealt(seed = SEED): Game {
  const made = newMatching(spanishMarket, seed);
  if (made.type !== 'ok') throw new Error(made.reason);
  return made.game;
}

/** The word a card shows, without its state marks. */
function wordOf(element: Element | null): string {
  return element?.querySelector('[lang]')?.textContent ?? '';
}

const targetColumn = () => screen.getByRole('group', { name: 'Spanish' });
const nativeColumn = () => screen.getByRole('group', { name: 'English' });

function cardOf(column: HTMLElement, word: string): HTMLElement {
  const card = within(column)
    .getAllByRole('button')
    .find((button) => wordOf(button) === word);
  if (card === undefined) throw new Error(`no card ${word}`);
  return card;
}

type User = ReturnType<typeof userEvent.setup>;

/** Presses ↓ until the focused card of the focused column shows `word`. */
async function arrowTo(user: User, word: string) {
  for (let i = 0; i < 20 && wordOf(document.activeElement) !== word; i += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(wordOf(document.activeElement)).toBe(word);
}

/** From anywhere in the board, Tab or Shift+Tab into the target column. */
async function intoTargetColumn(user: User) {
  if (nativeColumn().contains(document.activeElement)) await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(targetColumn()).toContainElement(document.activeElement as HTMLElement);
}

describe('MatchingGame', () => {
  it('is played to the end with the keyboard only: finished message and the right score', async () => {
    const user = userEvent.setup();
    const game = dealt();
    render(<MatchingGame content={spanishMarket} seed={SEED} />);
    const [first, second] = game.pairs;
    if (first === undefined || second === undefined) throw new Error('two pairs needed');

    await user.keyboard('{Tab}');
    expect(targetColumn()).toContainElement(document.activeElement as HTMLElement);

    // One wrong try first: announced, counted, nothing locked.
    await arrowTo(user, first.target);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Tab}');
    expect(nativeColumn()).toContainElement(document.activeElement as HTMLElement);
    await arrowTo(user, second.native);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Not a pair: ${first.target} — ${second.native}. Try again.`,
    );

    // Then every pair, in the order of the pairs (not of either column), so the arrows travel.
    for (const [n, pair] of game.pairs.entries()) {
      await intoTargetColumn(user);
      await arrowTo(user, pair.target);
      await user.keyboard('{Enter}');
      await user.keyboard('{Tab}');
      expect(nativeColumn()).toContainElement(document.activeElement as HTMLElement);
      await arrowTo(user, pair.native);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('status')).toHaveTextContent(
        `Right: ${pair.target} — ${pair.native}. ${String(n + 1)} of ${String(game.pairs.length)} matched.`,
      );
      expect(cardOf(targetColumn(), pair.target)).toHaveAttribute('aria-disabled', 'true');
      expect(cardOf(nativeColumn(), pair.native)).toHaveAttribute('aria-disabled', 'true');
    }

    expect(screen.getByText('Finished! All 8 pairs matched, with 1 wrong try.')).toBeVisible();
    expect(screen.getByText(/^Matched 8 of 8/)).toHaveTextContent(
      'Matched 8 of 8 · Wrong tries: 1',
    );
  });

  it('announces a wrong pair by tap, counts it and locks neither card', async () => {
    const user = userEvent.setup();
    const game = dealt();
    render(<MatchingGame content={spanishMarket} seed={SEED} />);
    const [a, b] = game.pairs;
    if (a === undefined || b === undefined) throw new Error('two pairs needed');

    await user.click(cardOf(targetColumn(), a.target));
    expect(cardOf(targetColumn(), a.target)).toHaveAttribute('aria-pressed', 'true');
    await user.click(cardOf(nativeColumn(), b.native));

    expect(screen.getByRole('status')).toHaveTextContent(
      `Not a pair: ${a.target} — ${b.native}. Try again.`,
    );
    for (const card of [cardOf(targetColumn(), a.target), cardOf(nativeColumn(), b.native)]) {
      expect(card).not.toHaveAttribute('aria-disabled');
      expect(card).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByText(/^Matched/)).toHaveTextContent('Matched 0 of 8 · Wrong tries: 1');

    // The same cards still pair up rightly afterwards.
    await user.click(cardOf(nativeColumn(), a.native));
    await user.click(cardOf(targetColumn(), a.target));
    expect(screen.getByRole('status')).toHaveTextContent(`Right: ${a.target} — ${a.native}.`);
    expect(screen.getByText(/^Matched/)).toHaveTextContent('Matched 1 of 8 · Wrong tries: 1');

    // A locked card does nothing when tapped.
    await user.click(cardOf(targetColumn(), a.target));
    expect(cardOf(targetColumn(), a.target)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the columns in the dealt orders and each column is one tab stop', () => {
    const game = dealt();
    render(<MatchingGame content={spanishMarket} seed={SEED} />);
    const words = (column: HTMLElement) => within(column).getAllByRole('button').map(wordOf);
    expect(words(targetColumn())).toEqual(game.targetOrder.map((id) => game.pairs[id]?.target));
    expect(words(nativeColumn())).toEqual(game.nativeOrder.map((id) => game.pairs[id]?.native));
    for (const column of [targetColumn(), nativeColumn()]) {
      const stops = within(column)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0);
      expect(stops).toHaveLength(1);
    }
  });

  it('→ and ← jump between the columns', async () => {
    const user = userEvent.setup();
    render(<MatchingGame content={spanishMarket} seed={SEED} />);
    await user.keyboard('{Tab}{ArrowRight}');
    expect(nativeColumn()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowLeft}');
    expect(targetColumn()).toContainElement(document.activeElement as HTMLElement);
  });

  it('"New game" deals the next round and clears the score', async () => {
    const user = userEvent.setup();
    const game = dealt();
    render(<MatchingGame content={spanishMarket} seed={SEED} />);
    const [a, b] = game.pairs;
    if (a === undefined || b === undefined) throw new Error('two pairs needed');
    await user.click(cardOf(targetColumn(), a.target));
    await user.click(cardOf(nativeColumn(), b.native));
    await user.click(screen.getByRole('button', { name: 'New game' }));
    const next = dealt(SEED + 1);
    expect(within(targetColumn()).getAllByRole('button').map(wordOf)).toEqual(
      next.targetOrder.map((id) => next.pairs[id]?.target),
    );
    expect(screen.getByText(/^Matched/)).toHaveTextContent('Matched 0 of 8 · Wrong tries: 0');
  });

  it('names the columns after the resource languages', () => {
    render(<MatchingGame content={germanBike} seed={SEED} size={4} />);
    expect(
      within(screen.getByRole('group', { name: 'German' })).getAllByRole('button'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('group', { name: 'Spanish' })).getAllByRole('button'),
    ).toHaveLength(4);
  });

  it('says so when there is nothing to match', () => {
    render(
      <MatchingGame content={{ ...spanishMarket, vocabulary: [], sentences: [] }} seed={SEED} />,
    );
    expect(screen.getByText('This resource has no words to match yet.')).toBeVisible();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
