// Keyboard movement inside a group of game cards (a "roving tabindex"): Tab enters and leaves
// the group at one card, the arrow keys move within it, Home and End jump to its ends. Used
// cards (matched pairs, placed chunks) are skipped so a pupil never lands on a dead card.

/** How a group is laid out: a column moves with ↑↓, a row of tiles with ←→ as well. */
export interface RovingLayout {
  readonly horizontal: boolean;
  /** Right-to-left rows: ← moves forward. */
  readonly rtl?: boolean;
}

function stepOf(key: string, layout: RovingLayout): 1 | -1 | undefined {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  if (!layout.horizontal) return undefined;
  const forward = layout.rtl === true ? 'ArrowLeft' : 'ArrowRight';
  const backward = layout.rtl === true ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === backward) return -1;
  return undefined;
}

/**
 * The index a key moves to from `from` among `count` items, wrapping round and skipping those
 * that are not `usable`; undefined when the key is not a movement key or nothing is usable.
 */
export function rovingTarget(
  key: string,
  from: number,
  count: number,
  usable: (index: number) => boolean,
  layout: RovingLayout,
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home' || key === 'End') {
    const indices = Array.from({ length: count }, (_, index) => index);
    const ordered = key === 'Home' ? indices : indices.reverse();
    return ordered.find(usable);
  }
  const step = stepOf(key, layout);
  if (step === undefined) return undefined;
  for (let k = 1; k <= count; k += 1) {
    const index = (((from + step * k) % count) + count) % count;
    if (usable(index)) return index;
  }
  return undefined;
}

/**
 * The card that holds the group's tab stop: the remembered one while usable, else the next
 * usable one after it, else (nothing usable) the remembered one, so the group stays reachable.
 */
export function tabStop(
  remembered: number,
  count: number,
  usable: (index: number) => boolean,
): number {
  const from = Math.min(Math.max(remembered, 0), Math.max(count - 1, 0));
  if (usable(from)) return from;
  return rovingTarget('ArrowDown', from, count, usable, { horizontal: false }) ?? from;
}
