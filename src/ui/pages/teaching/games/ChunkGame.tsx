import { useId, useMemo, useRef, useState } from 'react';
import { isRtl, languageName } from '@/domain/catalog/languages';
import { joinChunks } from '@/domain/questions/chunks';
import type { ResourceContent } from '@/domain/resource/content';
import {
  checkChunkGame,
  chunkGameSentences,
  newChunkGame,
  newTextChunkGame,
  rebuiltChunks,
  tileText,
  type ChunkState as Game,
  type ChunkVerdict,
  type GameSide,
} from '@/domain/teaching/games';
import { PieceBoard } from './PieceBoard';
import { useAnnouncer } from './useAnnouncer';
import './games.css';

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface ChunkGameProps {
  readonly content: ResourceContent;
  readonly seed: number;
  /** The language the pupil rebuilds; the other one is the hint. Target unless told. */
  readonly side?: GameSide;
  /** The level of the game's heading, to fit the page it sits in. */
  readonly headingLevel?: 2 | 3 | 4;
}

/** Which sentence is played (index into the usable sentences), or the whole text at once. */
type Scope = { readonly kind: 'sentence'; readonly index: number } | { readonly kind: 'text' };

function plural(n: number, one: string, many: string): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

function verdictMessage(verdict: ChunkVerdict, rebuilt: string): string {
  switch (verdict.type) {
    case 'right':
      return `Right! ${rebuilt}`;
    case 'wrong':
      return verdict.inPlace === 0
        ? 'Not yet: the first chunk is not the right one. Undo and try again.'
        : `Not yet: the first ${plural(verdict.inPlace, 'chunk is', 'chunks are')} in the right place. Undo and try again.`;
    case 'incomplete':
      return `Place every chunk first: ${String(verdict.placed)} of ${String(verdict.total)} placed.`;
  }
}

/**
 * Chunk game for the teaching screen (issue #5): a sentence's chunks shown out of order; tap
 * (or Enter/Space on) a chunk to add it to the answer line, Undo takes the last one back, Check
 * says right or wrong. The translation is a hint to show or hide. "Whole text" puts every
 * sentence's chunks in one game. No drag anywhere; the chunks are one tab stop, moved through
 * with the arrow keys.
 */
export function ChunkGame({ content, seed, side = 'target', headingLevel = 3 }: ChunkGameProps) {
  const sentences = useMemo(() => chunkGameSentences(content, side), [content, side]);
  const [scope, setScope] = useState<Scope>({ kind: 'sentence', index: 0 });
  const index =
    scope.kind === 'sentence' ? Math.min(scope.index, Math.max(sentences.length - 1, 0)) : 0;
  const sentence = sentences[index];
  const dealt = useMemo(() => {
    if (scope.kind === 'text') return newTextChunkGame(content, seed, side);
    return sentence === undefined ? null : newChunkGame(sentence, seed, side);
  }, [content, seed, side, scope.kind, sentence]);
  // The answer line restarts whenever another sentence (or new props) deals new chunks.
  const [board, setBoard] = useState<{
    readonly dealt: Game | null;
    readonly game: Game | null;
    readonly verdict: ChunkVerdict | null;
  }>(() => ({ dealt, game: dealt, verdict: null }));
  const [hint, setHint] = useState(false);
  const [announcement, announce] = useAnnouncer();
  const checkButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const hintId = useId();
  const Heading = HEADINGS[headingLevel];

  if (board.dealt !== dealt) {
    setBoard({ dealt, game: dealt, verdict: null });
  }
  const game = board.dealt === dealt ? board.game : dealt;
  const verdict = board.dealt === dealt ? board.verdict : null;

  const language = content.language[side];
  const hintSide: GameSide = side === 'target' ? 'native' : 'target';
  const hintLanguage = content.language[hintSide];

  if (game === null || game.chunks.length === 0) {
    return (
      <section className="game" aria-labelledby={titleId}>
        <Heading id={titleId}>Rebuild the sentence</Heading>
        <p className="game-notice">No sentence of this resource is cut into two or more chunks.</p>
      </section>
    );
  }

  const rebuilt = joinChunks(rebuiltChunks(game), language);
  const pieces = game.order.map((_, tile) => tileText(game, tile));
  const hintText =
    scope.kind === 'text'
      ? sentences.map((s) => s[hintSide].text).join(' ')
      : (sentence?.[hintSide].text ?? '');

  const update = (next: Game, nextVerdict: ChunkVerdict | null = null) => {
    setBoard({ dealt, game: next, verdict: nextVerdict });
  };

  const onCheck = () => {
    const result = checkChunkGame(game);
    update(game, result);
    announce(verdictMessage(result, rebuilt));
  };

  // Buttons at an end say so with aria-disabled rather than disabled, which would drop the focus.
  const hasPrevious = scope.kind === 'sentence' && index > 0;
  const hasNext = scope.kind === 'sentence' && index < sentences.length - 1;

  const goTo = (next: Scope) => {
    setScope(next);
    setHint(false);
    if (next.kind === 'sentence') {
      announce(`Sentence ${String(next.index + 1)} of ${String(sentences.length)}.`);
    } else announce('Whole text: put every chunk in order.');
  };

  return (
    <section className="game chunk-game" aria-labelledby={titleId}>
      <Heading id={titleId}>
        {scope.kind === 'text' ? 'Put the text in order' : 'Rebuild the sentence'}
      </Heading>
      <div className="chunk-game-nav">
        <button
          type="button"
          className="button button-quiet game-button"
          aria-disabled={!hasPrevious || undefined}
          onClick={() => {
            if (hasPrevious) goTo({ kind: 'sentence', index: index - 1 });
          }}
        >
          Previous
        </button>
        <p className="chunk-game-position">
          {scope.kind === 'text'
            ? 'Whole text'
            : `Sentence ${String(index + 1)} of ${String(sentences.length)}`}
          {scope.kind === 'sentence' && sentence?.speaker !== undefined ? (
            <span className="chunk-game-speaker"> · {sentence.speaker}</span>
          ) : null}
        </p>
        <button
          type="button"
          className="button button-quiet game-button"
          aria-disabled={!hasNext || undefined}
          onClick={() => {
            if (hasNext) goTo({ kind: 'sentence', index: index + 1 });
          }}
        >
          Next
        </button>
        <label className="chunk-game-scope">
          <input
            type="checkbox"
            checked={scope.kind === 'text'}
            onChange={(event) =>
              goTo(event.target.checked ? { kind: 'text' } : { kind: 'sentence', index })
            }
          />
          Whole text
        </label>
      </div>
      <p className="game-instructions">
        Choose the chunks in the order of the {languageName(language)} sentence. Use the arrow keys
        to move between chunks.
      </p>
      <PieceBoard
        key={scope.kind === 'text' ? 'text' : String(index)}
        pieces={pieces}
        placed={game.placed}
        onChange={(placed) => update({ ...game, placed })}
        language={language}
        poolLabel="Chunks to place"
        noun={['chunk', 'chunks']}
        announce={announce}
        onAllPlaced={() => checkButton.current?.focus()}
        lineTestId="chunk-answer"
      >
        <button
          type="button"
          ref={checkButton}
          className="button button-primary game-button"
          onClick={onCheck}
        >
          Check
        </button>
        <button
          type="button"
          className="button button-quiet game-button"
          aria-expanded={hint}
          aria-controls={hintId}
          onClick={() => setHint(!hint)}
        >
          {hint ? 'Hide translation' : 'Show translation'}
        </button>
      </PieceBoard>
      <p
        id={hintId}
        className="chunk-hint"
        hidden={!hint}
        lang={hintLanguage}
        dir={isRtl(hintLanguage) ? 'rtl' : 'auto'}
      >
        {hintText}
      </p>
      {verdict === null || verdict.type === 'incomplete' ? null : (
        <p className={`game-verdict game-verdict-${verdict.type}`}>
          <span aria-hidden="true">{verdict.type === 'right' ? '✓ ' : '✗ '}</span>
          {verdict.type === 'right' ? 'Right!' : 'Not yet.'}
        </p>
      )}
      <p className="game-status" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
