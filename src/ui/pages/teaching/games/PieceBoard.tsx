import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { isRtl } from '@/domain/catalog/languages';
import { insertPlaced, removePlaced, swapPlaced } from '@/domain/teaching/games';
import { rovingTarget, tabStop } from './roving';
import './games.css';

export interface PieceBoardProps {
  /** The pieces as shown, in the shown order. */
  readonly pieces: readonly string[];
  /** The answer line: indices into `pieces`, first to last. */
  readonly placed: readonly number[];
  readonly onChange: (placed: readonly number[]) => void;
  /** The pieces' language, for `lang`, direction and arrow keys. */
  readonly language: string;
  /** The group of pieces to place ("Chunks to place"). */
  readonly poolLabel: string;
  /** The answer line's visible title. */
  readonly lineLabel?: string;
  /** What a piece is called in announcements: singular, plural. */
  readonly noun?: readonly [string, string];
  /** For a polite live region the board's owner renders. */
  readonly announce: (message: string) => void;
  /** Where the focus goes once the last piece is placed; the line's first piece unless told. */
  readonly onAllPlaced?: () => void;
  readonly disabled?: boolean;
  readonly lineTestId?: string;
  /** Buttons shown after Undo and Clear (a game's Check, a hint). */
  readonly children?: ReactNode;
}

/** What travels with a drag: where the piece comes from. */
type DragFrom =
  | { readonly from: 'pool'; readonly piece: number }
  | { readonly from: 'line'; readonly position: number };

const DRAG_TYPE = 'application/x-parlo-piece';

/**
 * Pieces put in order (issue #5's chunk game, issue #11's ordering tasks). Every move can be made
 * three ways (WCAG 2.2 2.5.7): tap a piece (or Enter/Space on it) to add it to the end of the
 * line; tap a piece of the line to pick it, then another to change the two round, or the same
 * again to take it back (Delete does that too); or drag a piece where it goes, back onto the
 * pieces to take it off. Each group is one tab stop, moved through with the arrow keys. A placed
 * piece stays in its place among the pieces, greyed, so the others never jump.
 */
export function PieceBoard({
  pieces,
  placed,
  onChange,
  language,
  poolLabel,
  lineLabel = 'Your answer',
  noun = ['piece', 'pieces'],
  announce,
  onAllPlaced,
  disabled = false,
  lineTestId,
  children,
}: PieceBoardProps) {
  const [poolStop, setPoolStop] = useState(0);
  const [lineStop, setLineStop] = useState(0);
  /** A piece of the line picked to be moved, by its position. */
  const [picked, setPicked] = useState<number | null>(null);
  const pool = useRef(new Map<number, HTMLButtonElement>());
  const line = useRef(new Map<number, HTMLButtonElement>());
  const labelId = useId();
  const helpId = useId();
  const rtl = isRtl(language);
  const dir = rtl ? 'rtl' : 'auto';
  const [one, many] = noun;

  const isPlaced = (piece: number) => placed.includes(piece);
  const open = (piece: number) => !isPlaced(piece);
  const currentPoolStop = tabStop(poolStop, pieces.length, open);
  const currentLineStop = Math.min(lineStop, Math.max(placed.length - 1, 0));
  const pickedNow = picked !== null && picked < placed.length ? picked : null;

  // After React has applied the change, so the element to focus is there and enabled.
  const focusSoon = (find: () => HTMLElement | undefined) =>
    queueMicrotask(() => {
      find()?.focus();
    });

  const change = (next: readonly number[], message: string) => {
    if (disabled) return;
    setPicked(null);
    onChange(next);
    announce(message);
  };

  const place = (piece: number) => {
    if (disabled || isPlaced(piece)) return;
    const next = [...placed, piece];
    change(
      next,
      `${pieces[piece] ?? ''} placed, ${String(next.length)} of ${String(pieces.length)}.`,
    );
    // The placed piece is spent: keep the pupil's place on the next open piece.
    const target = rovingTarget('ArrowRight', piece, pieces.length, (p) => !next.includes(p), {
      horizontal: true,
    });
    if (target !== undefined) focusSoon(() => pool.current.get(target));
    else if (onAllPlaced !== undefined) queueMicrotask(onAllPlaced);
    else focusSoon(() => line.current.get(0));
  };

  const takeBack = (position: number) => {
    const piece = placed[position];
    if (piece === undefined) return;
    change(removePlaced(placed, position), `${pieces[piece] ?? ''} taken back.`);
    focusSoon(() => pool.current.get(piece));
  };

  const onLinePiece = (position: number) => {
    if (disabled) return;
    if (pickedNow === null) {
      setPicked(position);
      announce(
        `${pieces[placed[position] ?? -1] ?? ''} picked: choose another ${one} to change places, or the same to take it back.`,
      );
    } else if (pickedNow === position) takeBack(position);
    else {
      change(
        swapPlaced(placed, pickedNow, position),
        `${String(pickedNow + 1)} and ${String(position + 1)} changed places.`,
      );
    }
  };

  const onPoolKey = (piece: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = rovingTarget(event.key, piece, pieces.length, open, { horizontal: true, rtl });
    if (target === undefined) return;
    event.preventDefault();
    pool.current.get(target)?.focus();
  };

  const onLineKey = (position: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      takeBack(position);
      return;
    }
    if (event.key === 'Escape' && pickedNow !== null) {
      event.preventDefault();
      setPicked(null);
      announce('Nothing picked.');
      return;
    }
    const target = rovingTarget(event.key, position, placed.length, () => true, {
      horizontal: true,
      rtl,
    });
    if (target === undefined) return;
    event.preventDefault();
    line.current.get(target)?.focus();
  };

  const startDrag = (event: DragEvent<HTMLElement>, from: DragFrom) => {
    if (disabled) return;
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(from));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dragged = (event: DragEvent<HTMLElement>): DragFrom | null => {
    try {
      const parsed: unknown = JSON.parse(event.dataTransfer.getData(DRAG_TYPE));
      return typeof parsed === 'object' && parsed !== null ? (parsed as DragFrom) : null;
    } catch {
      return null;
    }
  };
  const allowDrop = (event: DragEvent<HTMLElement>) => {
    if (!disabled && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
  };
  /** A drop on the line at `position` (past the end: last). */
  const dropOnLine = (event: DragEvent<HTMLElement>, position: number) => {
    const from = dragged(event);
    if (from === null) return;
    event.preventDefault();
    event.stopPropagation();
    const piece = from.from === 'pool' ? from.piece : placed[from.position];
    if (piece === undefined) return;
    change(
      insertPlaced(placed, piece, position),
      `${pieces[piece] ?? ''} put in place ${String(Math.min(position, placed.length) + 1)}.`,
    );
  };
  const dropOnPool = (event: DragEvent<HTMLElement>) => {
    const from = dragged(event);
    if (from?.from !== 'line') return;
    event.preventDefault();
    takeBack(from.position);
  };

  return (
    <>
      <p className="visually-hidden" id={helpId}>
        Choose a {one} of the line, then another to change them round, or the same again (or Delete)
        to take it back.
      </p>
      <div
        className="chunk-tiles"
        role="group"
        aria-label={poolLabel}
        lang={language}
        dir={dir}
        onDragOver={allowDrop}
        onDrop={dropOnPool}
      >
        {pieces.map((text, piece) => {
          const used = isPlaced(piece);
          return (
            <button
              key={piece}
              type="button"
              ref={(element) => {
                if (element === null) pool.current.delete(piece);
                else pool.current.set(piece, element);
              }}
              className={`game-card chunk-tile${used ? ' chunk-tile-placed' : ''}`}
              tabIndex={piece === currentPoolStop ? 0 : -1}
              aria-disabled={used || disabled || undefined}
              draggable={!used && !disabled}
              onDragStart={(event) => startDrag(event, { from: 'pool', piece })}
              onClick={() => place(piece)}
              onKeyDown={(event) => onPoolKey(piece, event)}
              onFocus={() => {
                if (poolStop !== piece) setPoolStop(piece);
              }}
            >
              {text}
              {used ? <span className="visually-hidden"> (placed)</span> : null}
            </button>
          );
        })}
      </div>
      <div
        className="chunk-answer"
        onDragOver={allowDrop}
        onDrop={(event) => dropOnLine(event, placed.length)}
      >
        <p className="chunk-answer-label" id={labelId}>
          {lineLabel}
        </p>
        <ol
          className="chunk-answer-line"
          aria-labelledby={labelId}
          lang={language}
          dir={dir}
          data-testid={lineTestId}
        >
          {placed.map((piece, position) => (
            <li
              key={`${String(position)}:${String(piece)}`}
              className="chunk-answer-item"
              onDragOver={allowDrop}
              onDrop={(event) => dropOnLine(event, position)}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element === null) line.current.delete(position);
                  else line.current.set(position, element);
                }}
                className={`chunk-answer-chunk${pickedNow === position ? ' chunk-answer-picked' : ''}`}
                tabIndex={position === currentLineStop ? 0 : -1}
                aria-pressed={pickedNow === position}
                aria-describedby={helpId}
                aria-disabled={disabled || undefined}
                draggable={!disabled}
                onDragStart={(event) => startDrag(event, { from: 'line', position })}
                onClick={() => onLinePiece(position)}
                onKeyDown={(event) => onLineKey(position, event)}
                onFocus={() => {
                  if (lineStop !== position) setLineStop(position);
                }}
              >
                {pieces[piece] ?? ''}
              </button>
            </li>
          ))}
        </ol>
        {placed.length === 0 ? <p className="chunk-answer-empty">Nothing placed yet.</p> : null}
      </div>
      <div className="game-actions">
        <button
          type="button"
          className="button button-quiet game-button"
          aria-disabled={placed.length === 0 || disabled || undefined}
          onClick={() => {
            if (placed.length > 0) change(placed.slice(0, -1), `Last ${one} taken back.`);
          }}
        >
          Undo
        </button>
        <button
          type="button"
          className="button button-quiet game-button"
          aria-disabled={placed.length === 0 || disabled || undefined}
          onClick={() => {
            if (placed.length > 0)
              change([], `Answer cleared: every ${one} is back among the ${many}.`);
          }}
        >
          Clear
        </button>
        {children}
      </div>
    </>
  );
}
