// The rules of the teaching screen's player (issue #5), which the pupil's listening tasks reuse
// (issue #11): what the voiceover reads, in whose voice, and what the player tells the teacher.
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import type { SpeakerVoice } from './speakerVoices';
import type { VoiceLike } from './speech';

/** Sentences with target text: what "play all" reads, and what "Sentence 3 of 12" counts. */
export function readableSentences(content: ResourceContent): readonly AlignedSentence[] {
  return content.sentences.filter((sentence) => sentence.target.text.trim() !== '');
}

/**
 * The speakers to give voices to: the dialogue's list, then anyone a sentence names who is
 * missing from it (content from an AI provider may not keep the two in step), so that nobody
 * who speaks falls back to another speaker's voice. Empty outside a dialogue.
 */
export function dialogueSpeakers(content: ResourceContent): readonly string[] {
  if (content.speakers.length === 0) return [];
  const named = content.sentences.flatMap((sentence) =>
    sentence.speaker === undefined ? [] : [sentence.speaker],
  );
  return [...new Set([...content.speakers, ...named])];
}

/** How an utterance sounds: the voice (null: the engine's default) and, in a dialogue, a pitch. */
export interface Sound<V extends VoiceLike> {
  readonly voice: V | null;
  readonly pitch?: number;
}

/**
 * How the voiceover sounds for a line of `speaker`. Outside a dialogue (no cast), the teacher's
 * voice at its own pitch, as before dialogues had voices. In a dialogue, the speaker's voice; a
 * line nobody is named for (narration, a word whose sentence is not known) takes the first
 * speaker's, the voice that carries the dialogue.
 */
export function soundOf<V extends VoiceLike>(
  cast: ReadonlyMap<string, SpeakerVoice<V>> | null,
  speaker: string | null | undefined,
  voice: V | null,
): Sound<V> {
  if (cast === null || cast.size === 0) return { voice };
  const assigned = (speaker == null ? undefined : cast.get(speaker)) ?? cast.values().next().value;
  return assigned ?? { voice };
}

/** The player's volume in %: 0 to 100 in whole steps; anything not a number is full volume. */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(Math.max(Math.round(volume), 0), 100) : 100;
}

/**
 * What the voiceover is reading: the whole text (`index` into the readable sentences), one
 * sentence, or one word (said in the voice of `speaker`, whoever speaks its sentence).
 */
export type SpeechItem =
  | { readonly kind: 'all'; readonly index: number }
  | { readonly kind: 'sentence'; readonly sentenceId: number }
  | { readonly kind: 'word'; readonly text: string; readonly speaker: string | null };

/** The sentence an item reads, for the screen to highlight; null for a word or a lost sentence. */
export function sentenceOf(
  item: SpeechItem,
  sentences: readonly AlignedSentence[],
): AlignedSentence | null {
  if (item.kind === 'all') return sentences[item.index] ?? null;
  if (item.kind === 'sentence') return sentences.find((s) => s.id === item.sentenceId) ?? null;
  return null;
}

/** The words an item says aloud; null when there is nothing (left) to say. */
export function textOf(item: SpeechItem, sentences: readonly AlignedSentence[]): string | null {
  if (item.kind === 'word') return item.text.trim() === '' ? null : item.text;
  return sentenceOf(item, sentences)?.target.text ?? null;
}

/** What "play all" reads after `item`, sentence by sentence; null when the reading is over. */
export function nextItem(
  item: SpeechItem,
  sentences: readonly AlignedSentence[],
): SpeechItem | null {
  if (item.kind !== 'all' || item.index + 1 >= sentences.length) return null;
  return { kind: 'all', index: item.index + 1 };
}

export type PlayerNoticeKind =
  | 'word-premium'
  | 'no-speech'
  | 'speech-failed'
  | 'track-failed'
  | 'track-unsupported'
  | 'play-blocked';

/** Something the teacher should know about the last thing asked of the player. */
export interface PlayerNotice {
  readonly kind: PlayerNoticeKind;
  readonly message: string;
}

/** What the teacher reads when the plan has no word-by-word audio (spec §2 "premium-only"). */
export const WORD_AUDIO_PREMIUM_NOTE = 'Word-by-word audio is part of the premium plans.';

const NOTICES: Readonly<Record<PlayerNoticeKind, string>> = {
  'word-premium': WORD_AUDIO_PREMIUM_NOTE,
  'no-speech':
    'This browser cannot read single sentences or words aloud; play the recording instead.',
  'speech-failed': 'The voiceover stopped: this browser could not read the text aloud.',
  'track-failed': 'The recording could not be loaded. Press Play to try again.',
  'track-unsupported':
    'This browser cannot play this recording; choose another source if there is one.',
  'play-blocked': 'The browser did not let the audio start. Press Play again.',
};

export function playerNotice(kind: PlayerNoticeKind): PlayerNotice {
  return { kind, message: NOTICES[kind] };
}

/**
 * Why the voiceover will not sound as the teacher chose: the browser has no voice for the
 * language, or not the one chosen (`voiceName`). Null when it will, or while the browser is
 * still listing its voices (`voices` null).
 */
export function voiceNote(
  voices: readonly VoiceLike[] | null,
  voiceName: string | null,
  languageName: string,
): string | null {
  if (voices === null) return null;
  if (voices.length === 0) {
    return `This browser has no ${languageName} voice, so the voiceover may not sound right.`;
  }
  if (voiceName !== null && !voices.some((voice) => voice.name === voiceName)) {
    return `This browser does not have the voice ${voiceName}; its default ${languageName} voice reads instead.`;
  }
  return null;
}
