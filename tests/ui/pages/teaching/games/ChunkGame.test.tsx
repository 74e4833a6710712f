import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newChunkGame, tileText } from '@/domain/teaching/games';
import { ChunkGame } from '@/ui/pages/teaching/games/ChunkGame';
import { spanishMarket } from '../../../../domain/questions/fixtures';

const SEED = 42;
const first = spanishMarket.sentences[0];
const second = spanishMarket.sentences[1];
if (first === undefined || second === undefined) throw new Error('fixture sentences');
const [losSabados, luciaVa, conSuAbuelo] = first.chunks.map((chunk) => chunk.target);

type User = ReturnType<typeof userEvent.setup>;

const tiles = () => screen.getByRole('group', { name: 'Chunks to place' });
const answer = () => screen.getByTestId('chunk-answer');
const answerChunks = () =>
  within(answer())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

function tile(text: string | undefined): HTMLElement {
  const found = within(tiles())
    .getAllByRole('button')
    .find((button) => button.firstChild?.textContent === text);
  if (found === undefined) throw new Error(`no tile ${String(text)}`);
  return found;
}

async function place(user: User, ...texts: (string | undefined)[]) {
  for (const text of texts) await user.click(tile(text));
}

describe('ChunkGame', () => {
  it('shows the first sentence’s chunks in the dealt order, never reading order', () => {
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    const game = newChunkGame(first, SEED);
    const shown = within(tiles())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(shown).toEqual(game.order.map((_, t) => tileText(game, t)));
    expect(shown).not.toEqual([losSabados, luciaVa, conSuAbuelo]);
    expect(screen.getByText('Sentence 1 of 8')).toBeVisible();
  });

  it('a sentence rebuilt in reading order is right', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await place(user, losSabados, luciaVa, conSuAbuelo);
    expect(answerChunks()).toEqual([losSabados, luciaVa, conSuAbuelo]);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Right! ${first.target.text}`);
    expect(screen.getByText('Right!', { selector: '.game-verdict' })).toBeVisible();
  });

  it('a sentence rebuilt in the wrong order is wrong, and says how much is in place', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await place(user, losSabados, conSuAbuelo, luciaVa);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not yet: the first 1 chunk is in the right place. Undo and try again.',
    );
    expect(screen.queryByText('Right!')).not.toBeInTheDocument();
  });

  it('undo takes the last chunk back and frees its tile; then the sentence can be put right', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await place(user, losSabados, conSuAbuelo);
    expect(tile(conSuAbuelo)).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(answerChunks()).toEqual([losSabados]);
    expect(tile(conSuAbuelo)).not.toHaveAttribute('aria-disabled');
    // A placed tile does nothing when tapped again.
    await user.click(tile(losSabados));
    expect(answerChunks()).toEqual([losSabados]);
    await place(user, luciaVa, conSuAbuelo);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
  });

  it('asks for every chunk before checking', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await place(user, losSabados);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Place every chunk first: 1 of 3 placed.');
  });

  it('is played with the keyboard only: arrows between tiles, Enter places, focus ends on Check', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    for (let i = 0; i < 10 && !tiles().contains(document.activeElement); i += 1) {
      await user.keyboard('{Tab}');
    }
    expect(tiles()).toContainElement(document.activeElement as HTMLElement);
    for (const text of [losSabados, luciaVa, conSuAbuelo]) {
      for (let i = 0; i < 5 && document.activeElement?.firstChild?.textContent !== text; i += 1) {
        await user.keyboard('{ArrowRight}');
      }
      await user.keyboard('{Enter}');
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
  });

  it('the translation is a hint to show and hide', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    const toggle = screen.getByRole('button', { name: 'Show translation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first.native.text)).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText(first.native.text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide translation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('Next and Previous move between sentences and start afresh', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await place(user, losSabados);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Sentence 2 of 8')).toBeVisible();
    expect(answerChunks()).toEqual([]);
    const shown = within(tiles())
      .getAllByRole('button')
      .map((button) => button.textContent)
      .sort();
    expect(shown).toEqual(second.chunks.map((chunk) => chunk.target).sort());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Sentence 1 of 8')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('plays the native side when asked', () => {
    render(<ChunkGame content={spanishMarket} seed={SEED} side="native" />);
    const shown = within(tiles())
      .getAllByRole('button')
      .map((button) => button.textContent)
      .sort();
    expect(shown).toEqual(first.chunks.map((chunk) => chunk.native).sort());
  });

  it('"Whole text" shows every chunk of the text at once', async () => {
    const user = userEvent.setup();
    render(<ChunkGame content={spanishMarket} seed={SEED} />);
    await user.click(screen.getByRole('checkbox', { name: 'Whole text' }));
    const count = spanishMarket.sentences.reduce((sum, s) => sum + s.chunks.length, 0);
    expect(within(tiles()).getAllByRole('button')).toHaveLength(count);
    expect(screen.getByRole('heading', { name: 'Put the text in order' })).toBeVisible();
  });
});
