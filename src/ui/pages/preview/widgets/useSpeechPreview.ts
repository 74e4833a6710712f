import { useCallback, useEffect, useRef, useState } from 'react';
import { speechSynthesisOrNull, utteranceConstructorOrNull } from './browserAudio';
import { createBrowserSpeech } from './browserSpeech';

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
  /** This utterance finished on its own — not stopped, not replaced. */
  readonly onEnd?: () => void;
  /** The engine gave up on this utterance (no voice for the language, a synthesis failure). */
  readonly onError?: () => void;
}

/**
 * Reads a text aloud with the browser's speech synthesis, one utterance at a time: the review
 * screen's preview of the voiceover, through the same engine as the teaching screen's player.
 */
export function useSpeechPreview(): {
  readonly speaking: boolean;
  readonly play: (request: SpeechRequest) => void;
  readonly stop: () => void;
} {
  const [speaking, setSpeaking] = useState(false);
  const [engine] = useState(createBrowserSpeech);
  /** Stops the utterance being said; null when nothing is. */
  const silence = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    const current = silence.current;
    silence.current = null;
    if (current === null) speechSynthesisOrNull()?.cancel();
    else current();
    setSpeaking(false);
  }, []);

  const play = useCallback(
    ({ onEnd, onError, ...utterance }: SpeechRequest) => {
      if (speechSynthesisOrNull() === null || utteranceConstructorOrNull() === null) return;
      const finish = (then: (() => void) | undefined) => () => {
        silence.current = null;
        setSpeaking(false);
        then?.();
      };
      silence.current = engine.speak(utterance, {
        ended: finish(onEnd),
        failed: finish(onError),
      });
      setSpeaking(true);
    },
    [engine],
  );

  // The preview must not go on talking on another page.
  useEffect(() => () => silence.current?.(), []);

  return { speaking, play, stop };
}
