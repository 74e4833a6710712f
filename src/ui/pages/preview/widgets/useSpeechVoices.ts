import { useEffect, useMemo, useState } from 'react';
import { SPEECH_ALIASES, voicesForLanguage } from '@/domain/audio/speech';
import { languageByCode, type LanguageCode } from '@/domain/catalog/languages';
import { speechSynthesisOrNull } from './browserAudio';

/**
 * How long to wait for `voiceschanged`: Chrome fills `getVoices()` a moment after load, and
 * an engine with no voices at all may never send the event.
 */
const VOICES_WAIT_MS = 1500;

export type SpeechVoices =
  | { readonly status: 'unsupported' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly voices: readonly SpeechSynthesisVoice[] };

/** The browser's voices for a language, best first, kept current through `voiceschanged`. */
export function useSpeechVoices(language: LanguageCode): SpeechVoices {
  const synthesis = speechSynthesisOrNull();
  const [all, setAll] = useState<readonly SpeechSynthesisVoice[] | null>(() => {
    const voices = synthesis?.getVoices() ?? [];
    return voices.length > 0 ? voices : null;
  });

  useEffect(() => {
    if (synthesis === null) return;
    const update = () => setAll(synthesis.getVoices());
    synthesis.addEventListener('voiceschanged', update);
    const timer = window.setTimeout(update, VOICES_WAIT_MS);
    return () => {
      synthesis.removeEventListener('voiceschanged', update);
      window.clearTimeout(timer);
    };
  }, [synthesis]);

  return useMemo((): SpeechVoices => {
    if (synthesis === null) return { status: 'unsupported' };
    if (all === null) return { status: 'loading' };
    const locale = languageByCode(language)?.speechLocale;
    return {
      status: 'ready',
      voices: voicesForLanguage(all, language, locale, SPEECH_ALIASES[language] ?? []),
    };
  }, [synthesis, all, language]);
}
