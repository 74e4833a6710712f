import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  audioPlayerMachine,
  selectNotice,
  selectReading,
  selectStatus,
  selectTrackUrl,
  selectVoiceNote,
  sourceOf,
  sourcesOf,
  type PlayerStatus,
} from '@/application/teaching/audioPlayer.machine';
import { makeAudioPlayerImplementations } from '@/application/teaching/audioPlayerImplementations';
import type { TrackLoader } from '@/application/teaching/ports';
import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import type { AudioSource } from '@/domain/audio/audioSources';
import { readableSentences, type PlayerNotice } from '@/domain/audio/player';
import type { ResourceContent } from '@/domain/resource/content';
import { utteranceConstructorOrNull } from '@/ui/pages/preview/widgets/browserAudio';
import { createBrowserSpeech } from '@/ui/pages/preview/widgets/browserSpeech';
import { useSpeechVoices } from '@/ui/pages/preview/widgets/useSpeechVoices';
import { audioElementOutput } from './audioElementOutput';

export type { PlayerStatus } from '@/application/teaching/audioPlayer.machine';

export interface AudioPlayerOptions {
  readonly content: ResourceContent;
  /** The teacher's chosen voice and speed for the voiceover; null: the language's default. */
  readonly speech: SpeechSetting | null;
  /** Recordings and MP3s stored with the resource. */
  readonly tracks: readonly AudioTrack[];
  /** The bytes of a stored track (`ResourceGateway.audio` bound to the resource). */
  readonly loadTrack: TrackLoader;
  /** The premium privilege: per-word audio. */
  readonly perWordAllowed: boolean;
}

export interface AudioPlayerState {
  readonly status: PlayerStatus;
  /** What Play plays; null only when nothing can play. */
  readonly source: AudioSource<AudioTrack> | null;
  /** The sentence the voiceover is reading or paused in, for the screen to highlight. */
  readonly currentSentenceId: number | null;
  /** Where that sentence is among those read aloud (1-based), for "Sentence 3 of 12". */
  readonly progress: { readonly position: number; readonly total: number } | null;
  readonly notice: PlayerNotice | null;
}

/** Props for the player's `<audio>` element; `AudioPlayerControls` renders it with these. */
export interface AudioElementBinding {
  readonly ref: RefObject<HTMLAudioElement | null>;
  readonly src: string | undefined;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onEnded: () => void;
}

export interface AudioPlayerApi {
  readonly state: AudioPlayerState;
  /** The Source select's choices: stored tracks (newest first), then the voiceover. */
  readonly sources: readonly AudioSource<AudioTrack>[];
  readonly setSource: (value: string) => void;
  /** The Play button: resumes what is paused, else plays the chosen source from the start. */
  readonly play: () => void;
  /** The whole text from its start, with the chosen source. */
  readonly playAll: () => void;
  /**
   * One sentence by the voiceover, whatever the source: a stored track has no sentence timings.
   * A track playing is paused, so Play picks it up again afterwards.
   */
  readonly playSentence: (sentenceId: number) => void;
  /**
   * One word by the voiceover; without `perWordAllowed` it only sets the premium notice. In a
   * dialogue the word is said in the voice of whoever speaks `sentenceId`, the sentence it is in.
   */
  readonly playWord: (text: string, sentenceId?: number) => void;
  readonly pause: () => void;
  readonly stop: () => void;
  /** 0.5 to 2, for both sources. */
  readonly rate: number;
  readonly setRate: (rate: number) => void;
  /** 0 to 100 (%), for both sources. */
  readonly volume: number;
  readonly setVolume: (volume: number) => void;
  readonly dismissNotice: () => void;
  /** Sentences with target text: what "play all" reads. */
  readonly sentenceCount: number;
  readonly speechSupported: boolean;
  readonly perWordAllowed: boolean;
  /** Why the voiceover will not sound as the teacher chose, when this browser lacks the voice. */
  readonly voiceNote: string | null;
  readonly audioElement: AudioElementBinding;
}

/**
 * The teaching screen's audio (issue #5), as the audio player machine runs it: this hook gives
 * the machine the browser's speech synthesis, the track loader and the `<audio>` element that
 * `AudioPlayerControls` renders, keeps it told of the page's settings and the browser's voices,
 * and turns its snapshot into what the controls show. The screen drives it ("play sentence 3",
 * "play this word") by events.
 */
export function useAudioPlayer({
  content,
  speech,
  tracks,
  loadTrack,
  perWordAllowed,
}: AudioPlayerOptions): AudioPlayerApi {
  const voices = useSpeechVoices(content.language.target);
  const speechSupported = voices.status !== 'unsupported' && utteranceConstructorOrNull() !== null;
  const languageVoices = voices.status === 'ready' ? voices.voices : null;

  const audio = useRef<HTMLAudioElement | null>(null);
  // The machine loads tracks long after the render that built it: it asks the latest loader.
  const loader = useRef(loadTrack);
  useEffect(() => {
    loader.current = loadTrack;
  }, [loadTrack]);
  const [machine] = useState(() =>
    audioPlayerMachine.provide(
      makeAudioPlayerImplementations({
        speech: createBrowserSpeech(),
        loadTrack: (trackId) => loader.current(trackId),
        output: audioElementOutput(() => audio.current),
      }),
    ),
  );
  const actor = useActorRef(machine, {
    input: { content, speech, tracks, perWordAllowed, speechSupported, voices: languageVoices },
  });

  useEffect(() => {
    actor.send({ type: 'player.configured', content, speech, tracks, perWordAllowed });
  }, [actor, content, speech, tracks, perWordAllowed]);
  useEffect(() => {
    actor.send({ type: 'voices.changed', voices: languageVoices });
  }, [actor, languageVoices]);

  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const sources = useMemo(
    () => sourcesOf({ tracks: context.tracks, speechSupported, chosen: null }),
    [context.tracks, speechSupported],
  );
  const reading = selectReading(snapshot);
  const url = selectTrackUrl(snapshot);

  return {
    state: {
      status: selectStatus(snapshot),
      source: sourceOf(context),
      currentSentenceId: reading?.sentenceId ?? null,
      progress: reading === null ? null : { position: reading.position, total: reading.total },
      notice: selectNotice(snapshot),
    },
    sources,
    setSource: (value) => actor.send({ type: 'user.chooseSource', value }),
    play: () => actor.send({ type: 'user.play' }),
    playAll: () => actor.send({ type: 'user.playAll' }),
    playSentence: (sentenceId) => actor.send({ type: 'user.playSentence', sentenceId }),
    playWord: (text, sentenceId) => actor.send({ type: 'user.playWord', text, sentenceId }),
    pause: () => actor.send({ type: 'user.pause' }),
    stop: () => actor.send({ type: 'user.stop' }),
    rate: context.rate,
    setRate: (rate) => actor.send({ type: 'user.setRate', rate }),
    volume: context.volume,
    setVolume: (volume) => actor.send({ type: 'user.setVolume', volume }),
    dismissNotice: () => actor.send({ type: 'user.dismissNotice' }),
    sentenceCount: readableSentences(context.content).length,
    speechSupported,
    perWordAllowed,
    voiceNote: selectVoiceNote(snapshot),
    audioElement: {
      ref: audio,
      src: url ?? undefined,
      onPlay: () => actor.send({ type: 'media.played' }),
      onPause: () => actor.send({ type: 'media.paused' }),
      onEnded: () => actor.send({ type: 'media.ended' }),
    },
  };
}
