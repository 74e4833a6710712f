import { useEffect, useRef } from 'react';
import { toShowHideKey, type ShowHideKey } from '@/domain/display/showHide';

/** Where a key press is typing, not a command: a gap's input, a select's search, rich text. */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Whether a key event comes from a place where the teacher (or a pupil) is typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING_TARGETS) !== null;
}

/**
 * Calls `onKey` with T, N, ? or A (spec §4 show/hide keys; letters in either case) pressed
 * anywhere on the page. Ignored while focus is in a field, so typing "t" into a gap types it;
 * ignored with Ctrl, Alt or Meta, so browser and system shortcuts (Ctrl+T, Cmd+N) keep working;
 * ignored on key repeat, so a held key does not make the text flicker. Shift is allowed: `?` needs
 * it on most keyboards. `enabled: false` detaches the listener (say, while a modal is open).
 */
export function useShowHideKeys(
  onKey: (key: ShowHideKey) => void,
  { enabled = true }: { readonly enabled?: boolean } = {},
): void {
  // The latest callback, so a screen can pass an inline function without re-attaching the listener.
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  }, [onKey]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const key = toShowHideKey(event.key);
      if (key !== undefined) latest.current(key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
