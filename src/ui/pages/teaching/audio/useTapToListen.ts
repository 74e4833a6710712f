import { useEffect, useRef, type RefObject } from 'react';
import { wordAt } from '@/domain/audio/wordAt';
import type { AudioPlayerApi } from './useAudioPlayer';

/** What a tap on the target text plays: nothing, its sentence, or the one word (premium). */
export type ListenMode = 'off' | 'sentence' | 'word';

/** The text node and offset under a point, in whichever of the two APIs the browser has. */
function textPointAt(x: number, y: number): { node: Text; offset: number } | undefined {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position?.offsetNode instanceof Text
      ? { node: position.offsetNode, offset: position.offset }
      : undefined;
  }
  // Older Chromium and Safari only have the range form.
  const range = document.caretRangeFromPoint(x, y);
  return range?.startContainer instanceof Text
    ? { node: range.startContainer, offset: range.startOffset }
    : undefined;
}

/**
 * Listens for taps on the target text inside `area`: in 'sentence' mode the tapped sentence is
 * read aloud, in 'word' mode the tapped word. One listener on the whole screen rather than one
 * per word, because a 500-word text would otherwise carry 500 of them; the target text is told
 * by its language, so it is found in every screen layout. Taps on a gap, a button or a link are
 * theirs, not ours. The keyboard's way to the same audio is the sentence picker beside the
 * player (ListenControls).
 */
export function useTapToListen(
  area: RefObject<HTMLElement | null>,
  player: AudioPlayerApi,
  mode: ListenMode,
  targetLanguage: string,
): void {
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  }, [player]);

  useEffect(() => {
    const element = area.current;
    if (mode === 'off' || element === null) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest('input, select, textarea, button, a, label') !== null) return;
      const sentence = event.target.closest<HTMLElement>('[data-sentence-id]');
      if (sentence?.closest('[lang]')?.getAttribute('lang') !== targetLanguage) return;
      const sentenceId = Number(sentence.dataset.sentenceId);
      if (mode === 'sentence') {
        latest.current.playSentence(sentenceId);
        return;
      }
      const point = textPointAt(event.clientX, event.clientY);
      if (point === undefined) return;
      const word = wordAt(point.node.data, point.offset, targetLanguage);
      // The sentence goes along so a dialogue's word is said in its speaker's voice.
      if (word !== undefined) latest.current.playWord(word, sentenceId);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [area, mode, targetLanguage]);
}
