import type { DisplaySettings } from '@/domain/display/settings';
import type { VoiceLike } from '@/domain/audio/speech';

/**
 * The teacher's display settings of the teaching screen, kept on this device between lessons
 * (spec §3 "Screen display settings", §4). `get` always answers with usable settings: nothing
 * stored, or a stored copy that is old or tampered with, reads as the defaults field by field.
 * `set` stores what `persistable` keeps; a storage that refuses simply forgets.
 */
export interface DisplaySettingsStore {
  get(): DisplaySettings;
  set(settings: DisplaySettings): void;
}

/** One utterance of the voiceover, as the player's rules made it (issue #5 audio). */
export interface Utterance {
  readonly text: string;
  /** BCP 47 locale; the engine picks its default voice for it when `voice` is null. */
  readonly lang: string;
  /** One of the voices `SpeechEngine` listed (the browser needs its own object back). */
  readonly voice: VoiceLike | null;
  /** 0.5 to 2. */
  readonly rate: number;
  /** 0 to 2, the voice's own (1) when left out; dialogue speakers sharing a voice differ by it. */
  readonly pitch?: number;
  /** 0 to 1; the engine's own level (full) when left out. */
  readonly volume?: number;
}

/** How an utterance ended, when it ended by itself (not stopped, not replaced). */
export interface UtteranceListener {
  /** Finished reading: a reading sentence by sentence goes on to the next one. */
  readonly ended: () => void;
  /** The engine gave up on it (no voice for the language, a synthesis failure). */
  readonly failed: () => void;
}

/**
 * The browser's speech synthesis, one utterance at a time: `speak` replaces whatever it was
 * saying and answers with the way to stop this utterance, after which its listener hears nothing.
 */
export interface SpeechEngine {
  speak(utterance: Utterance, listener: UtteranceListener): () => void;
}

/** The bytes of one stored track of the resource on show (`ResourceGateway.audio` bound to it). */
export type TrackLoader = (trackId: number) => Promise<Blob>;

/** How asking the audio element to play ended: playing, or refused and why. */
export type PlayOutcome = 'playing' | 'blocked' | 'unsupported' | 'aborted';

/**
 * The player's `<audio>` element and the object URLs it plays from. Speed and volume are
 * passed with every play because loading a new source resets the element's playback rate.
 */
export interface AudioOutput {
  /** An object URL for a loaded track; it lives until `release`. */
  open(blob: Blob): string;
  release(url: string): void;
  play(request: {
    readonly fromStart: boolean;
    readonly rate: number;
    readonly volume: number;
  }): Promise<PlayOutcome>;
  /** Pausing a paused element does nothing; no need to ask first. */
  pause(): void;
  rewind(): void;
  /** `volume` 0 to 1; takes effect at once, while playing too. */
  tune(settings: { readonly rate: number; readonly volume: number }): void;
}

/**
 * Addresses the page can show bytes by (`blob:` URLs). Each made is held by the browser until
 * released, so whoever makes one releases it when its picture goes.
 */
export interface ObjectUrls {
  make(bytes: Blob): string;
  release(url: string): void;
}
