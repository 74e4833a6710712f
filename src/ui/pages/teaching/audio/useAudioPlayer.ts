import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import { assignSpeakerVoices, type SpeakerVoice } from '@/domain/audio/speakerVoices';
import { SPEECH_RATE_DEFAULT, clampSpeechRate } from '@/domain/audio/speech';
import { languageByCode } from '@/domain/catalog/languages';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { utteranceConstructorOrNull } from '@/ui/pages/preview/widgets/browserAudio';
import { useSpeechPreview } from '@/ui/pages/preview/widgets/useSpeechPreview';
import { useSpeechVoices } from '@/ui/pages/preview/widgets/useSpeechVoices';
import { audioSources, type AudioSource } from './audioSources';

export interface AudioPlayerOptions {
  readonly content: ResourceContent;
  /** The teacher's chosen voice and speed for the voiceover; null: the language's default. */
  readonly speech: SpeechSetting | null;
  /** Recordings and MP3s stored with the resource. */
  readonly tracks: readonly AudioTrack[];
  /** The bytes of a stored track (`ResourceGateway.audio` bound to the resource). */
  readonly loadTrack: (trackId: number) => Promise<Blob>;
  /** The premium privilege: per-word audio. */
  readonly perWordAllowed: boolean;
}

/**
 * `unavailable`: nothing can play here (no speech synthesis, no stored track); `loading`: the
 * chosen track is still downloading; `paused`: the voiceover resumes at the start of the sentence
 * it was paused in, a track where it stopped.
 */
export type PlayerStatus = 'unavailable' | 'loading' | 'idle' | 'playing' | 'paused';

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

const notice = (kind: PlayerNoticeKind): PlayerNotice => ({ kind, message: NOTICES[kind] });

export interface AudioPlayerState {
  readonly status: PlayerStatus;
  /** What Play plays; null only when nothing can play. */
  readonly source: AudioSource | null;
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
  readonly sources: readonly AudioSource[];
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

/** What the voiceover is reading: the whole text (a position in it), one sentence, or a word. */
type SpeechItem =
  | { readonly kind: 'all'; readonly index: number }
  | { readonly kind: 'sentence'; readonly sentence: AlignedSentence }
  | { readonly kind: 'word'; readonly text: string; readonly speaker: string | null };

type SpeechState =
  | { readonly status: 'idle' }
  | { readonly status: 'playing' | 'paused'; readonly item: SpeechItem };

type TrackLoad =
  | { readonly trackId: number; readonly url: string }
  | { readonly trackId: number; readonly failed: true };

const IDLE: SpeechState = { status: 'idle' };

const readable = (content: ResourceContent) =>
  content.sentences.filter((sentence) => sentence.target.text.trim() !== '');

const NO_VOICES: readonly SpeechSynthesisVoice[] = [];

/** A voice and pitch for each speaker of a dialogue, keyed by name. */
type Cast = ReadonlyMap<string, SpeakerVoice<SpeechSynthesisVoice>>;

/**
 * The speakers to give voices to: the dialogue's list, then anyone a sentence names who is
 * missing from it (content from an AI provider may not keep the two in step), so that nobody
 * who speaks falls back to another speaker's voice.
 */
function dialogueSpeakers(content: ResourceContent): readonly string[] {
  const named = content.sentences.flatMap((sentence) =>
    sentence.speaker === undefined ? [] : [sentence.speaker],
  );
  return [...new Set([...content.speakers, ...named])];
}

/**
 * How the voiceover sounds for a line of `speaker`. Outside a dialogue (no cast), the teacher's
 * voice at its own pitch, as before dialogues had voices. In a dialogue, the speaker's voice; a
 * line nobody is named for (narration, a word whose sentence is not known) takes the first
 * speaker's, the voice that carries the dialogue.
 */
function soundOf(
  cast: Cast | null,
  speaker: string | null | undefined,
  voice: SpeechSynthesisVoice | null,
): { readonly voice: SpeechSynthesisVoice | null; readonly pitch?: number } {
  if (cast === null) return { voice };
  const assigned = (speaker == null ? undefined : cast.get(speaker)) ?? cast.values().next().value;
  return assigned ?? { voice };
}

function sentenceOf(item: SpeechItem, sentences: readonly AlignedSentence[]) {
  if (item.kind === 'all') return sentences[item.index] ?? null;
  return item.kind === 'sentence' ? item.sentence : null;
}

const clampVolume = (volume: number) =>
  Number.isFinite(volume) ? Math.min(Math.max(Math.round(volume), 0), 100) : 100;

/**
 * The teaching screen's audio (issue #5): a stored recording or MP3 through an `<audio>` element,
 * or the browser's voiceover reading the target text sentence by sentence — short utterances so
 * the screen can highlight the sentence being read, and because Chrome stops long ones midway.
 * The screen drives it ("play sentence 3", "play this word"); `AudioPlayerControls` shows it.
 */
export function useAudioPlayer({
  content,
  speech,
  tracks,
  loadTrack,
  perWordAllowed,
}: AudioPlayerOptions): AudioPlayerApi {
  const voices = useSpeechVoices(content.language.target);
  const speaker = useSpeechPreview();
  const speechSupported = voices.status !== 'unsupported' && utteranceConstructorOrNull() !== null;
  const sources = useMemo(() => audioSources(tracks, speechSupported), [tracks, speechSupported]);

  // The teacher's choice, kept while it is still offered (a deleted track falls back).
  const [chosen, setChosen] = useState<string | null>(null);
  const source = sources.find((candidate) => candidate.value === chosen) ?? sources[0] ?? null;
  const trackId = source?.kind === 'track' ? source.track.id : null;

  // The saved speed is the voiceover's; a recording starts at its natural speed.
  const [rate, setRateState] = useState(() =>
    sources[0]?.kind === 'voiceover' ? clampSpeechRate(speech?.rate ?? SPEECH_RATE_DEFAULT) : 1,
  );
  const [volume, setVolumeState] = useState(100);
  const [speechState, setSpeechState] = useState<SpeechState>(IDLE);
  const [trackStatus, setTrackStatus] = useState<'idle' | 'playing' | 'paused'>('idle');
  const [currentNotice, setNotice] = useState<PlayerNotice | null>(null);

  const voiceName = speech?.voiceName ?? null;
  const languageVoices = voices.status === 'ready' ? voices.voices : NO_VOICES;
  const voice = languageVoices.find((candidate) => candidate.name === voiceName) ?? null;
  // A teacher playing a dialogue expects to hear each person in a voice of their own.
  const cast = useMemo(
    () =>
      content.speakers.length === 0
        ? null
        : assignSpeakerVoices(dialogueSpeakers(content), languageVoices, voice),
    [content, languageVoices, voice],
  );
  const catalogued = languageByCode(content.language.target);
  const lang = catalogued?.speechLocale ?? content.language.target;
  const languageName = catalogued?.name ?? content.language.target;
  const voiceNote =
    voices.status !== 'ready'
      ? null
      : languageVoices.length === 0
        ? `This browser has no ${languageName} voice, so the voiceover may not sound right.`
        : voiceName !== null && voice === null
          ? `This browser does not have the voice ${voiceName}; its default ${languageName} voice reads instead.`
          : null;

  /*
   * What an utterance needs when it starts, which may be long after the click that queued it
   * (the next sentence of "play all"): kept current here, and by the handlers that change it.
   */
  const settings = useRef({ sentences: readable(content), lang, voice, cast, rate, volume });
  useEffect(() => {
    settings.current = { sentences: readable(content), lang, voice, cast, rate, volume };
  });
  /** The item being spoken; a callback from any other utterance is stale and ignored. */
  const speaking = useRef<SpeechItem | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  const { play: speak, stop: silence } = speaker;

  const say = useCallback(
    (item: SpeechItem) => {
      const now = settings.current;
      const sentence = sentenceOf(item, now.sentences);
      const text = item.kind === 'word' ? item.text : (sentence?.target.text ?? null);
      if (text === null) {
        speaking.current = null;
        setSpeechState(IDLE);
        return;
      }
      speaking.current = item;
      setSpeechState({ status: 'playing', item });
      const sound = soundOf(
        now.cast,
        item.kind === 'word' ? item.speaker : sentence?.speaker,
        now.voice,
      );
      speak({
        text,
        lang: now.lang,
        voice: sound.voice,
        pitch: sound.pitch,
        rate: now.rate,
        volume: now.volume / 100,
        onEnd: () => {
          if (speaking.current !== item) return;
          const after = settings.current.sentences.length;
          if (item.kind === 'all' && item.index + 1 < after) {
            say({ kind: 'all', index: item.index + 1 });
          } else {
            speaking.current = null;
            setSpeechState(IDLE);
          }
        },
        onError: () => {
          if (speaking.current !== item) return;
          speaking.current = null;
          setSpeechState(IDLE);
          setNotice(notice('speech-failed'));
        },
      });
    },
    [speak],
  );

  // A track downloads when chosen, so Play answers at once; the object URL belongs to this
  // effect and is revoked when the choice changes or the player goes.
  const [trackLoad, setTrackLoad] = useState<TrackLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fetchTrack = useEffectEvent((id: number) => loadTrack(id));
  useEffect(() => {
    if (trackId === null) return;
    let live = true;
    let url: string | null = null;
    fetchTrack(trackId).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setTrackLoad({ trackId, url });
      },
      () => {
        if (live) setTrackLoad({ trackId, failed: true });
      },
    );
    return () => {
      live = false;
      if (url !== null) URL.revokeObjectURL(url);
      setTrackLoad(null);
      setTrackStatus('idle');
    };
  }, [trackId, attempt]);

  const loaded = trackLoad !== null && trackLoad.trackId === trackId ? trackLoad : null;
  const trackLoadUrl = loaded !== null && 'url' in loaded ? loaded.url : undefined;
  const trackFailed = loaded !== null && 'failed' in loaded;

  // Pausing a paused element does nothing, not even fire `pause`: no need to ask it first.
  const pauseTrack = () => audio.current?.pause();

  const startTrack = (fromStart: boolean) => {
    const element = audio.current;
    if (element === null || trackLoadUrl === undefined) return;
    speaking.current = null;
    silence();
    setSpeechState(IDLE);
    if (fromStart) element.currentTime = 0;
    element.play().then(
      () => setTrackStatus('playing'),
      (error: unknown) => {
        // A pause before the start resolves rejects with AbortError: asked for, not a failure.
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') setNotice(notice('play-blocked'));
        else if (name === 'NotSupportedError') setNotice(notice('track-unsupported'));
      },
    );
  };

  const startSpeech = (item: SpeechItem) => {
    pauseTrack();
    say(item);
  };

  // Loading a new `src` resets `playbackRate` to `defaultPlaybackRate`: set both, after each load.
  useEffect(() => {
    const element = audio.current;
    if (element === null) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
    element.volume = volume / 100;
  }, [rate, volume, trackLoadUrl]);

  const stop = () => {
    setNotice(null);
    speaking.current = null;
    silence();
    setSpeechState(IDLE);
    const element = audio.current;
    if (element !== null) {
      element.pause();
      element.currentTime = 0;
    }
    setTrackStatus('idle');
  };

  const pause = () => {
    if (speechState.status === 'playing') {
      const item = speaking.current;
      speaking.current = null;
      silence();
      // A word is over in a moment: nothing to come back to.
      setSpeechState(item === null || item.kind === 'word' ? IDLE : { status: 'paused', item });
      return;
    }
    pauseTrack();
    setTrackStatus((status) => (status === 'playing' ? 'paused' : status));
  };

  const playAll = () => {
    setNotice(null);
    if (source === null) return;
    if (source.kind === 'track') {
      if (trackFailed) setAttempt((n) => n + 1);
      else startTrack(true);
      return;
    }
    startSpeech({ kind: 'all', index: 0 });
  };

  const play = () => {
    if (speechState.status === 'paused') {
      setNotice(null);
      startSpeech(speechState.item);
    } else if (source?.kind === 'track' && trackStatus === 'paused') {
      setNotice(null);
      startTrack(false);
    } else {
      playAll();
    }
  };

  const playSentence = (sentenceId: number) => {
    setNotice(null);
    const sentence = content.sentences.find((candidate) => candidate.id === sentenceId);
    if (sentence === undefined || sentence.target.text.trim() === '') return;
    if (!speechSupported) {
      setNotice(notice('no-speech'));
      return;
    }
    startSpeech({ kind: 'sentence', sentence });
  };

  const playWord = (text: string, sentenceId?: number) => {
    if (!perWordAllowed) {
      setNotice(notice('word-premium'));
      return;
    }
    setNotice(null);
    if (text.trim() === '') return;
    if (!speechSupported) {
      setNotice(notice('no-speech'));
      return;
    }
    const sentence = content.sentences.find((candidate) => candidate.id === sentenceId);
    startSpeech({ kind: 'word', text: text.trim(), speaker: sentence?.speaker ?? null });
  };

  const setRate = (next: number) => {
    const clamped = clampSpeechRate(next);
    setRateState(clamped);
    settings.current = { ...settings.current, rate: clamped };
    // An utterance keeps the rate it started with: the sentence being read starts again at the
    // new speed, which is what a teacher slowing down for the class expects to hear.
    const item = speaking.current;
    if (item !== null) say({ ...item });
  };

  const setVolume = (next: number) => {
    const clamped = clampVolume(next);
    setVolumeState(clamped);
    // Unlike speed, volume waits for the next sentence: a slider drag would restart it at each step.
    settings.current = { ...settings.current, volume: clamped };
  };

  const setSource = (value: string) => {
    if (value === source?.value) return;
    stop();
    setChosen(value);
  };

  const status: PlayerStatus =
    source === null
      ? 'unavailable'
      : speechState.status !== 'idle'
        ? speechState.status
        : source.kind === 'track'
          ? trackFailed
            ? 'idle'
            : loaded === null
              ? 'loading'
              : trackStatus
          : 'idle';

  const sentences = readable(content);
  const spoken = speechState.status === 'idle' ? null : speechState.item;
  const currentSentence = spoken === null ? null : sentenceOf(spoken, sentences);
  const position = currentSentence === null ? -1 : sentences.indexOf(currentSentence);

  return {
    state: {
      status,
      source,
      currentSentenceId: currentSentence?.id ?? null,
      progress: position < 0 ? null : { position: position + 1, total: sentences.length },
      notice: currentNotice ?? (trackFailed ? notice('track-failed') : null),
    },
    sources,
    setSource,
    play,
    playAll,
    playSentence,
    playWord,
    pause,
    stop,
    rate,
    setRate,
    volume,
    setVolume,
    dismissNotice: () => setNotice(null),
    sentenceCount: sentences.length,
    speechSupported,
    perWordAllowed,
    voiceNote: source?.kind === 'voiceover' ? voiceNote : null,
    audioElement: {
      ref: audio,
      src: trackLoadUrl,
      onPlay: () => setTrackStatus('playing'),
      onPause: () => setTrackStatus((now) => (now === 'idle' ? now : 'paused')),
      onEnded: () => setTrackStatus('idle'),
    },
  };
}
