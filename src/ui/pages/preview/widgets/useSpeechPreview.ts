import { useCallback, useEffect, useRef, useState } from 'react';
import { speechSynthesisOrNull, utteranceConstructorOrNull } from './browserAudio';

export interface SpeechRequest {
  readonly text: string;
  /** BCP 47 locale; the engine picks its default voice for it when `voice` is null. */
  readonly lang: string;
  readonly voice: SpeechSynthesisVoice | null;
  readonly rate: number;
  /** 0 to 2, the voice's own (1) when left out; dialogue speakers sharing a voice differ by it. */
  readonly pitch?: number;
  /** 0 to 1; the engine's own level (full) when left out. */
  readonly volume?: number;
  /**
   * This utterance finished on its own — not stopped, not replaced — so a caller reading a text
   * sentence by sentence can go on to the next one.
   */
  readonly onEnd?: () => void;
  /** The engine gave up on this utterance (no voice for the language, a synthesis failure). */
  readonly onError?: () => void;
}

/**
 * Reads a text aloud with the browser's speech synthesis, one utterance at a time: the review
 * screen's preview, and the teaching screen's player (which chains sentences through `onEnd`).
 */
export function useSpeechPreview(): {
  readonly speaking: boolean;
  readonly play: (request: SpeechRequest) => void;
  readonly stop: () => void;
} {
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    speechSynthesisOrNull()?.cancel();
    setSpeaking(false);
  }, []);

  const play = useCallback((request: SpeechRequest) => {
    const synthesis = speechSynthesisOrNull();
    const Utterance = utteranceConstructorOrNull();
    if (synthesis === null || Utterance === null) return;
    // Chrome queues utterances; a new preview replaces the one playing. The one replaced is
    // forgotten first, so the `error` that cancelling fires on it never reaches its caller.
    current.current = null;
    synthesis.cancel();
    const utterance = new Utterance(request.text);
    utterance.lang = request.voice?.lang ?? request.lang;
    utterance.voice = request.voice;
    utterance.rate = request.rate;
    if (request.pitch !== undefined) utterance.pitch = request.pitch;
    if (request.volume !== undefined) utterance.volume = request.volume;
    // Cancelling fires `error` ("interrupted") on the old utterance: only the current one counts.
    const finish = (then: (() => void) | undefined) => () => {
      if (current.current !== utterance) return;
      current.current = null;
      setSpeaking(false);
      then?.();
    };
    utterance.onend = finish(request.onEnd);
    utterance.onerror = finish(request.onError);
    current.current = utterance;
    synthesis.speak(utterance);
    setSpeaking(true);
  }, []);

  // The preview must not go on talking on another page.
  useEffect(
    () => () => {
      if (current.current !== null) speechSynthesisOrNull()?.cancel();
    },
    [],
  );

  return { speaking, play, stop };
}
