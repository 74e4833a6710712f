// Who sounds like whom when the voiceover reads a dialogue: a teacher playing a conversation to
// the class expects to hear two people, not one voice reading both parts. The browser's voices
// are all the material there is, so each speaker gets a voice of their own while they last, and
// after that a voice already given out at another pitch.
import type { VoiceLike } from './speech';

/**
 * Pitches for speakers who have to share a voice, in the order they are handed out: the
 * engine's normal pitch first, then alternately lower and higher, further from normal each time,
 * so the first two who share sound the most unlike each other. All within the 0–2 that
 * `SpeechSynthesisUtterance.pitch` accepts, short of the ends (0 and 2), which distort most
 * voices.
 */
export const SPEAKER_PITCHES = [1, 0.8, 1.25, 0.65, 1.5, 0.5, 1.75] as const;

/** How one speaker of a dialogue sounds. */
export interface SpeakerVoice<V extends VoiceLike> {
  /** Null only when the browser has no voice for the language: the engine's default reads. */
  readonly voice: V | null;
  /** `SpeechSynthesisUtterance.pitch`: 1 is the voice's own. */
  readonly pitch: number;
}

const locale = (voice: VoiceLike) => voice.lang.replace(/_/g, '-').toLowerCase();

/**
 * A voice and pitch for each speaker of a dialogue (`speakers` in order of first turn; a name
 * given twice keeps its first voice). The first speaker gets the teacher's `chosen` voice, or
 * the best-ranked one when none is chosen; the next speakers get the other voices of
 * `voices` (the language's voices, best first, as `voicesForLanguage` ranks them), those of the
 * chosen voice's locale first so a Spanish dialogue does not jump between Madrid and Mexico
 * City when it need not. Once every voice is taken, the voices go round again at the next pitch
 * of `SPEAKER_PITCHES`. The same arguments always give the same voices, so a dialogue sounds the
 * same each time it is played.
 */
export function assignSpeakerVoices<V extends VoiceLike>(
  speakers: readonly string[],
  voices: readonly V[],
  chosen: V | null,
): ReadonlyMap<string, SpeakerVoice<V>> {
  const lead = chosen ?? voices[0] ?? null;
  // Some engines list a voice twice (once per service that offers it): the copies sound alike.
  const names = new Set(lead === null ? [] : [lead.name]);
  const others = voices.filter((voice) => {
    if (names.has(voice.name)) return false;
    names.add(voice.name);
    return true;
  });
  const sameLocale = (voice: V) => lead !== null && locale(voice) === locale(lead);
  const cast: readonly (V | null)[] = [
    lead,
    ...others.filter(sameLocale),
    ...others.filter((voice) => !sameLocale(voice)),
  ];

  const assigned = new Map<string, SpeakerVoice<V>>();
  for (const speaker of speakers) {
    if (assigned.has(speaker)) continue;
    const turn = assigned.size;
    assigned.set(speaker, {
      voice: cast[turn % cast.length] ?? null,
      pitch: SPEAKER_PITCHES[Math.floor(turn / cast.length) % SPEAKER_PITCHES.length] ?? 1,
    });
  }
  return assigned;
}
