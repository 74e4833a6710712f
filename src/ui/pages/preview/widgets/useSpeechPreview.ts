import { useCallback, useEffect, useRef, useState } from 'react';
import { speechSynthesisOrNull, utteranceConstructorOrNull } from './browserAudio';

export interface SpeechRequest {
  readonly text: string;
  /** BCP 47 locale; the engine picks its default voice for it when `voice` is null. */
  readonly lang: string;
  readonly voice: SpeechSynthesisVoice | null;
  readonly rate: number;
}

/** Reads a text aloud with the browser's speech synthesis, one utterance at a time. */
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
    // Chrome queues utterances; a new preview replaces the one playing.
    synthesis.cancel();
    const utterance = new Utterance(request.text);
    utterance.lang = request.voice?.lang ?? request.lang;
    utterance.voice = request.voice;
    utterance.rate = request.rate;
    // Cancelling fires `error` ("interrupted") on the old utterance: only the current one counts.
    const finish = () => {
      if (current.current !== utterance) return;
      current.current = null;
      setSpeaking(false);
    };
    utterance.onend = finish;
    utterance.onerror = finish;
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
