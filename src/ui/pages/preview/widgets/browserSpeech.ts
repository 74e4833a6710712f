import type { SpeechEngine } from '@/application/teaching/ports';
import { speechSynthesisOrNull, utteranceConstructorOrNull } from './browserAudio';

/**
 * The browser's speech synthesis as the player's `SpeechEngine`: one utterance at a time, each
 * new one replacing the one being said (Chrome would queue it). Only the utterance being said
 * reports its end: cancelling fires `error` ("interrupted") on the one replaced or stopped.
 */
export function createBrowserSpeech(): SpeechEngine {
  let current: SpeechSynthesisUtterance | null = null;
  return {
    speak(request, listener) {
      const synthesis = speechSynthesisOrNull();
      const Utterance = utteranceConstructorOrNull();
      if (synthesis === null || Utterance === null) {
        listener.failed();
        return () => undefined;
      }
      current = null;
      synthesis.cancel();
      const utterance = new Utterance(request.text);
      // The voices the engine listed are its own objects, handed back as they came.
      const voice = request.voice as SpeechSynthesisVoice | null;
      utterance.lang = voice?.lang ?? request.lang;
      utterance.voice = voice;
      utterance.rate = request.rate;
      if (request.pitch !== undefined) utterance.pitch = request.pitch;
      if (request.volume !== undefined) utterance.volume = request.volume;
      const finish = (then: () => void) => () => {
        if (current !== utterance) return;
        current = null;
        then();
      };
      utterance.onend = finish(listener.ended);
      utterance.onerror = finish(listener.failed);
      current = utterance;
      synthesis.speak(utterance);
      return () => {
        if (current !== utterance) return;
        current = null;
        synthesis.cancel();
      };
    },
  };
}
