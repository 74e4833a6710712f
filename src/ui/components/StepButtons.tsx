/**
 * Previous, "Slide 3 of 20", Next: stepping through items one at a time (vocabulary slides, the
 * focus layout's sentences). The buttons are aria-disabled rather than disabled at either end,
 * so the focus stays on them; ← and → are announced as their shortcuts, which the caller binds.
 */
export function StepButtons({
  index,
  count,
  noun,
  onMove,
  positionClassName,
}: {
  /** 0-based. */
  readonly index: number;
  readonly count: number;
  /** What is stepped through, as the position reads: "Slide", "Sentence". */
  readonly noun: string;
  /** Called with the index asked for, never outside 0 … count − 1. */
  readonly onMove: (index: number) => void;
  readonly positionClassName: string;
}) {
  const first = index === 0;
  const last = index >= count - 1;
  return (
    <>
      <button
        type="button"
        className="button button-quiet"
        aria-disabled={first || undefined}
        aria-keyshortcuts="ArrowLeft"
        onClick={() => {
          if (!first) onMove(index - 1);
        }}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className={positionClassName} role="status">
        {noun} {index + 1} of {count}
      </p>
      <button
        type="button"
        className="button button-quiet"
        aria-disabled={last || undefined}
        aria-keyshortcuts="ArrowRight"
        onClick={() => {
          if (!last) onMove(index + 1);
        }}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </>
  );
}
