// The browser's speech synthesis reading a resource aloud (spec §9 "AI voiceover"). The API
// contract checks stored rates against these same bounds.

/** Slowest rate the server stores: half speed, for beginners. */
export const SPEECH_RATE_MIN = 0.5;
/** Fastest rate the server stores. */
export const SPEECH_RATE_MAX = 2;
export const SPEECH_RATE_DEFAULT = 1;
/** The rate slider's step: fine enough for "a little slower", coarse enough for arrow keys. */
export const SPEECH_RATE_STEP = 0.1;

/** A rate the server accepts: clamped to the bounds; anything not a number is normal speed. */
export function clampSpeechRate(rate: number): number {
  if (!Number.isFinite(rate)) return SPEECH_RATE_DEFAULT;
  return Math.min(Math.max(rate, SPEECH_RATE_MIN), SPEECH_RATE_MAX);
}

/** The slice of `SpeechSynthesisVoice` the rules need, so they run without a browser. */
export interface VoiceLike {
  readonly name: string;
  readonly lang: string;
  readonly default: boolean;
}

/**
 * The voices that speak a language: those whose BCP 47 tag starts with the language code
 * (`es` matches `es-ES`, `es-MX`, `es_US` as some engines write it), the locale the catalogue
 * prefers first (`es-ES` for a school in the UK), then the engine's default, then by name.
 * Some engines tag Norwegian Bokmål `nb`, Tagalog `fil`: `alsoCodes` takes those.
 */
export function voicesForLanguage<V extends VoiceLike>(
  voices: readonly V[],
  language: string,
  preferredLocale?: string,
  alsoCodes: readonly string[] = [],
): readonly V[] {
  const codes = [language, ...alsoCodes].map((code) => code.toLowerCase());
  const tag = (voice: V) => voice.lang.replace(/_/g, '-').toLowerCase();
  const preferred = preferredLocale?.toLowerCase();
  const rank = (voice: V) => (tag(voice) === preferred ? 0 : voice.default ? 1 : 2);
  return voices
    .filter((voice) =>
      codes.some((code) => tag(voice) === code || tag(voice).startsWith(`${code}-`)),
    )
    .slice()
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Other primary subtags engines use for a catalogue language (macrolanguage members). */
export const SPEECH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  no: ['nb', 'nn'],
  tl: ['fil'],
  zh: ['cmn'],
};
