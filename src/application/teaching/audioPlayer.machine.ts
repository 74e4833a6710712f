import { and, assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import type { ActorRefFrom, EventObject, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import { audioSources, chosenSource, type AudioSource } from '@/domain/audio/audioSources';
import {
  clampVolume,
  dialogueSpeakers,
  nextItem,
  playerNotice,
  readableSentences,
  sentenceOf,
  soundOf,
  textOf,
  voiceNote,
  type PlayerNotice,
  type PlayerNoticeKind,
  type SpeechItem,
} from '@/domain/audio/player';
import { assignSpeakerVoices } from '@/domain/audio/speakerVoices';
import { SPEECH_RATE_DEFAULT, clampSpeechRate, type VoiceLike } from '@/domain/audio/speech';
import { languageByCode } from '@/domain/catalog/languages';
import type { ResourceContent } from '@/domain/resource/content';
import type { PlayOutcome, Utterance } from './ports';

/** What the page hands the player, and hands again (`player.configured`) when it changes. */
export interface AudioPlayerSettings {
  readonly content: ResourceContent;
  /** The teacher's chosen voice and speed for the voiceover; null: the language's default. */
  readonly speech: SpeechSetting | null;
  /** Recordings and MP3s stored with the resource. */
  readonly tracks: readonly AudioTrack[];
  /** The premium privilege: per-word audio. */
  readonly perWordAllowed: boolean;
}

export interface AudioPlayerInput extends AudioPlayerSettings {
  /** Whether this browser can read aloud at all; known when the page opens. */
  readonly speechSupported: boolean;
  /** The browser's voices for the target language, best first; null while it lists them. */
  readonly voices: readonly VoiceLike[] | null;
}

export interface AudioPlayerContext extends AudioPlayerInput {
  /** The teacher's Source choice, kept while it is still offered (a deleted track falls back). */
  chosen: string | null;
  /** 0.5 to 2, for both sources. */
  rate: number;
  /** 0 to 100 (%), for both sources. */
  volume: number;
  /** What the voiceover reads or is paused in; null in every other state. */
  item: SpeechItem | null;
  /** A reading a single word interrupted: the player is paused in it once the word is said. */
  heldItem: SpeechItem | null;
  /** Where the track resumes: from its start, or where it was paused (`held`). */
  trackPosition: 'start' | 'held';
  /** The loaded track's object URL, for the `<audio>` element. */
  url: string | null;
  /** Set by the last thing asked of the player; cleared by the next. */
  notice: PlayerNoticeKind | null;
}

export type AudioPlayerEvent =
  /** Play: resumes what is paused, else plays the chosen source from the start. */
  | { type: 'user.play' }
  /** The whole text from its start, with the chosen source. */
  | { type: 'user.playAll' }
  /** One sentence by the voiceover, whatever the source (a track has no sentence timings). */
  | { type: 'user.playSentence'; sentenceId: number }
  /** One word by the voiceover, in the voice of whoever speaks `sentenceId`; premium only. */
  | { type: 'user.playWord'; text: string; sentenceId?: number }
  | { type: 'user.pause' }
  | { type: 'user.stop' }
  /** The Source select: `track-<id>` or `voiceover`. */
  | { type: 'user.chooseSource'; value: string }
  | { type: 'user.setRate'; rate: number }
  | { type: 'user.setVolume'; volume: number }
  | { type: 'user.dismissNotice' }
  | ({ type: 'player.configured' } & AudioPlayerSettings)
  | { type: 'voices.changed'; voices: readonly VoiceLike[] | null }
  /** From the `speak` actor: the utterance finished by itself, or the engine gave up. */
  | { type: 'speech.ended' }
  | { type: 'speech.failed' }
  /** From the `track` actor. */
  | { type: 'track.loaded'; url: string }
  | { type: 'track.failed' }
  /** The `<audio>` element's own events (it may also be paused from outside the player). */
  | { type: 'media.played' }
  | { type: 'media.paused' }
  | { type: 'media.ended' };

/** The chosen source's request to the `<audio>` element. */
export interface PlayRequest {
  readonly fromStart: boolean;
  readonly rate: number;
  /** 0 to 1. */
  readonly volume: number;
}

type Settings = Pick<AudioPlayerContext, 'tracks' | 'speechSupported' | 'chosen'>;

/** The Source select's choices: stored tracks (newest first), then the voiceover. */
export function sourcesOf(context: Settings): readonly AudioSource<AudioTrack>[] {
  return audioSources(context.tracks, context.speechSupported);
}

/** What Play plays; null only when nothing can play. */
export function sourceOf(context: Settings): AudioSource<AudioTrack> | null {
  return chosenSource(sourcesOf(context), context.chosen);
}

/**
 * Whether the page's settings differ from those the player has. A page may build them anew at
 * each render (a fresh `[]` of tracks): the same values must not wake the player, or the render
 * that follows would hand them again, without end.
 */
function changesSettings(context: AudioPlayerSettings, next: AudioPlayerSettings): boolean {
  const sameTracks =
    context.tracks.length === next.tracks.length &&
    context.tracks.every((track, index) => track === next.tracks[index]);
  return (
    context.content !== next.content ||
    context.perWordAllowed !== next.perWordAllowed ||
    context.speech?.voiceName !== next.speech?.voiceName ||
    context.speech?.rate !== next.speech?.rate ||
    !sameTracks
  );
}

const trackIdOf = (context: Settings) => {
  const source = sourceOf(context);
  return source?.kind === 'track' ? source.track.id : null;
};

/** The voice the teacher chose, when this browser has it. */
function chosenVoice(context: AudioPlayerContext): VoiceLike | null {
  const name = context.speech?.voiceName ?? null;
  return context.voices?.find((voice) => voice.name === name) ?? null;
}

/**
 * The utterance for what the voiceover reads now, with the speed and volume set now: the next
 * sentence of "play all" takes a volume changed while the last was read.
 */
export function utteranceOf(context: AudioPlayerContext): Utterance | null {
  const { item, content } = context;
  if (item === null) return null;
  const sentences = readableSentences(content);
  const text = textOf(item, sentences);
  if (text === null) return null;
  const voice = chosenVoice(context);
  const speakers = dialogueSpeakers(content);
  // A teacher playing a dialogue expects to hear each person in a voice of their own.
  const cast =
    speakers.length === 0 ? null : assignSpeakerVoices(speakers, context.voices ?? [], voice);
  const speaker = item.kind === 'word' ? item.speaker : sentenceOf(item, sentences)?.speaker;
  const sound = soundOf(cast, speaker, voice);
  return {
    text,
    lang: languageByCode(content.language.target)?.speechLocale ?? content.language.target,
    voice: sound.voice,
    ...(sound.pitch === undefined ? {} : { pitch: sound.pitch }),
    rate: context.rate,
    volume: context.volume / 100,
  };
}

const READY = '#audioPlayer.Track.Stored.Ready';

const pauseTrack: () => void = notProvided('pauseTrack');
const rewindTrack: () => void = notProvided('rewindTrack');
const tuneTrack: (_: unknown, params: { rate: number; volume: number }) => void =
  notProvided('tuneTrack');

export const audioPlayerMachine = setup({
  types: {
    context: {} as AudioPlayerContext,
    events: {} as AudioPlayerEvent,
    input: {} as AudioPlayerInput,
  },
  actors: {
    /** Reads one utterance; sends `speech.ended` or `speech.failed`; stopping it silences it. */
    speak: fromCallback<EventObject, Utterance | null>(notProvided('speak')),
    /**
     * Loads a stored track into an object URL; sends `track.loaded` or `track.failed`. The URL
     * is the actor's: stopping it (another source, the page closing) releases it.
     */
    track: fromCallback<EventObject, { trackId: number }>(notProvided('track')),
    /** Starts the `<audio>` element: playing, or refused and why. */
    playTrack: fromPromise<PlayOutcome, PlayRequest>(notProvided('playTrack')),
  },
  actions: {
    /** The `<audio>` element's controls. */
    pauseTrack,
    rewindTrack,
    tuneTrack,
    setNotice: assign((_, params: { kind: PlayerNoticeKind }) => ({ notice: params.kind })),
    clearNotice: assign({ notice: null }),
    chooseSource: assign({
      chosen: ({ context, event }) =>
        event.type === 'user.chooseSource' ? event.value : context.chosen,
    }),
    configure: assign(({ event }) => {
      if (event.type !== 'player.configured') return {};
      const { content, speech, tracks, perWordAllowed } = event;
      return { content, speech, tracks, perWordAllowed };
    }),
    setVoices: assign({
      voices: ({ context, event }) =>
        event.type === 'voices.changed' ? event.voices : context.voices,
    }),
    setRate: assign({
      rate: ({ context, event }) =>
        event.type === 'user.setRate' ? clampSpeechRate(event.rate) : context.rate,
    }),
    setVolume: assign({
      volume: ({ context, event }) =>
        event.type === 'user.setVolume' ? clampVolume(event.volume) : context.volume,
    }),
    readAll: assign({ item: { kind: 'all', index: 0 }, heldItem: null }),
    readSentence: assign({
      item: ({ context, event }) =>
        event.type === 'user.playSentence'
          ? { kind: 'sentence' as const, sentenceId: event.sentenceId }
          : context.item,
      heldItem: null,
    }),
    /** A word said in the middle of a reading keeps the reading, to pause in it afterwards. */
    sayWord: assign(({ context, event }) => {
      if (event.type !== 'user.playWord') return {};
      const sentence = context.content.sentences.find((s) => s.id === event.sentenceId);
      const reading = context.item !== null && context.item.kind !== 'word' ? context.item : null;
      return {
        item: {
          kind: 'word' as const,
          text: event.text.trim(),
          speaker: sentence?.speaker ?? null,
        },
        heldItem: reading ?? context.heldItem,
      };
    }),
    readNext: assign({
      item: ({ context }) =>
        context.item === null ? null : nextItem(context.item, readableSentences(context.content)),
    }),
    forgetItem: assign({ item: null }),
    forgetReading: assign({ item: null, heldItem: null }),
    resumeHeldItem: assign(({ context }) => ({ item: context.heldItem, heldItem: null })),
    trackFromStart: assign({ trackPosition: 'start' }),
    trackHeld: assign({ trackPosition: 'held' }),
    setUrl: assign({
      url: ({ context, event }) => (event.type === 'track.loaded' ? event.url : context.url),
    }),
    forgetUrl: assign({ url: null }),
  },
  guards: {
    isVoiceover: ({ context }) => sourceOf(context)?.kind === 'voiceover',
    isTrackSource: ({ context }) => sourceOf(context)?.kind === 'track',
    hasSentences: ({ context }) => readableSentences(context.content).length > 0,
    canSpeak: ({ context }) => context.speechSupported,
    perWordAllowed: ({ context }) => context.perWordAllowed,
    isReadableSentence: ({ context, event }) =>
      event.type === 'user.playSentence' &&
      readableSentences(context.content).some((sentence) => sentence.id === event.sentenceId),
    isBlankWord: ({ event }) => event.type === 'user.playWord' && event.text.trim() === '',
    hasNextSentence: ({ context }) =>
      context.item !== null && nextItem(context.item, readableSentences(context.content)) !== null,
    isSayingWord: ({ context }) => context.item?.kind === 'word',
    hasHeldItem: ({ context }) => context.heldItem !== null,
    isTrackHeld: ({ context }) => context.trackPosition === 'held',
    isAnotherSource: ({ context, event }) =>
      event.type === 'user.chooseSource' && event.value !== sourceOf(context)?.value,
    /** New tracks or a new privilege that change what Play plays (a deleted track, say). */
    changesSource: ({ context, event }) =>
      event.type === 'player.configured' &&
      sourceOf({ ...context, tracks: event.tracks })?.value !== sourceOf(context)?.value,
    changesSettings: ({ context, event }) =>
      event.type === 'player.configured' && changesSettings(context, event),
    changesVoices: ({ context, event }) =>
      event.type === 'voices.changed' && event.voices !== context.voices,
    changesTrack: ({ context, event }) =>
      event.type === 'player.configured' &&
      trackIdOf({ ...context, tracks: event.tracks }) !== trackIdOf(context),
    isPlaying: (_, params: { outcome: PlayOutcome }) => params.outcome === 'playing',
    isAborted: (_, params: { outcome: PlayOutcome }) => params.outcome === 'aborted',
  },
}).createMachine({
  id: 'audioPlayer',
  description:
    "The teaching screen's audio (issue #5), reused by pupil listening tasks (issue #11): a " +
    "stored recording or MP3 through an `<audio>` element, or the browser's voiceover reading " +
    'the target text sentence by sentence — short utterances so the screen can highlight the ' +
    'sentence being read, and because Chrome stops long ones midway. The screen asks for a ' +
    'sentence or a word; Track loads the chosen track while Playback says what is heard.',
  context: ({ input }) => {
    const first = sourcesOf({ ...input, chosen: null })[0];
    return {
      ...input,
      chosen: null,
      // The saved speed is the voiceover's; a recording starts at its natural speed.
      rate:
        first?.kind === 'voiceover'
          ? clampSpeechRate(input.speech?.rate ?? SPEECH_RATE_DEFAULT)
          : 1,
      volume: 100,
      item: null,
      heldItem: null,
      trackPosition: 'start',
      url: null,
      notice: null,
    };
  },
  type: 'parallel',
  states: {
    Track: {
      description:
        'The chosen stored track, downloaded when chosen so that Play answers at once. A failed ' +
        'download shows its notice until Play tries again.',
      initial: 'Choosing',
      states: {
        Choosing: {
          always: [{ guard: 'isTrackSource', target: 'Stored' }, { target: 'None' }],
        },
        None: { description: 'The voiceover is the source, or nothing can play.' },
        Stored: {
          invoke: { src: 'track', input: ({ context }) => ({ trackId: trackIdOf(context) ?? 0 }) },
          exit: 'forgetUrl',
          initial: 'Loading',
          states: {
            Loading: { on: { 'track.loaded': { target: 'Ready', actions: 'setUrl' } } },
            Ready: {
              // The element keeps its default rate and volume across loads of a new source.
              entry: {
                type: 'tuneTrack',
                params: ({ context }) => ({ rate: context.rate, volume: context.volume / 100 }),
              },
            },
          },
          on: { 'track.failed': 'Failed' },
        },
        Failed: {
          on: {
            'user.play': {
              guard: not(stateIn('#audioPlayer.Playback.SpeechPaused')),
              target: 'Stored',
            },
            'user.playAll': 'Stored',
          },
        },
      },
      on: {
        'user.chooseSource': {
          guard: 'isAnotherSource',
          target: '.Choosing',
          actions: 'chooseSource',
        },
        'player.configured': [
          { guard: 'changesTrack', target: '.Choosing', actions: 'configure' },
          { guard: 'changesSettings', actions: 'configure' },
        ],
        'voices.changed': { guard: 'changesVoices', actions: 'setVoices' },
      },
    },
    Playback: {
      description:
        'What is heard. A sentence or word asked for while a track plays pauses the track, so ' +
        'Play picks it up afterwards; a word said during a reading pauses the reading in its ' +
        'sentence. Pause keeps the sentence being read: Play reads it again from its start.',
      initial: 'Idle',
      states: {
        Idle: { entry: 'forgetReading' },
        Speaking: {
          invoke: { src: 'speak', input: ({ context }) => utteranceOf(context) },
          on: {
            'speech.ended': [
              { guard: 'hasNextSentence', target: 'Speaking', reenter: true, actions: 'readNext' },
              { target: 'Returning' },
            ],
            'speech.failed': {
              target: 'Returning',
              actions: [{ type: 'setNotice', params: { kind: 'speech-failed' } }, 'forgetReading'],
            },
            'user.pause': [
              // A word is over in a moment: nothing to come back to.
              { guard: 'isSayingWord', target: 'Returning' },
              { target: 'SpeechPaused' },
            ],
            // An utterance keeps the rate it started with: the sentence being read starts again
            // at the new speed, which is what a teacher slowing down for the class expects.
            'user.setRate': {
              target: 'Speaking',
              reenter: true,
              actions: [
                'setRate',
                {
                  type: 'tuneTrack',
                  params: ({ context }) => ({ rate: context.rate, volume: context.volume / 100 }),
                },
              ],
            },
          },
        },
        SpeechPaused: {
          on: { 'user.play': { target: 'Speaking', actions: 'clearNotice' } },
        },
        Returning: {
          description:
            'Back to what was interrupted once speech ends or a track will not start: the reading a ' +
            'word interrupted, the paused track, or nothing.',
          entry: 'forgetItem',
          always: [
            { guard: 'hasHeldItem', target: 'SpeechPaused', actions: 'resumeHeldItem' },
            { guard: and(['isTrackHeld', stateIn(READY)]), target: 'TrackPaused' },
            { target: 'Idle' },
          ],
        },
        TrackStarting: {
          entry: 'forgetReading',
          invoke: {
            src: 'playTrack',
            input: ({ context }) => ({
              fromStart: context.trackPosition === 'start',
              rate: context.rate,
              volume: context.volume / 100,
            }),
            onDone: [
              {
                guard: { type: 'isPlaying', params: ({ event }) => ({ outcome: event.output }) },
                target: 'TrackPlaying',
              },
              // A pause before the start settles is asked for, not a failure: no notice.
              {
                guard: { type: 'isAborted', params: ({ event }) => ({ outcome: event.output }) },
                target: 'Returning',
              },
              {
                target: 'Returning',
                actions: {
                  type: 'setNotice',
                  params: ({ event }) => ({
                    kind: event.output === 'blocked' ? 'play-blocked' : 'track-unsupported',
                  }),
                },
              },
            ],
            onError: {
              target: 'Returning',
              actions: { type: 'setNotice', params: { kind: 'track-unsupported' } },
            },
          },
          on: {
            'media.played': 'TrackPlaying',
            'user.pause': { target: 'TrackPaused', actions: 'pauseTrack' },
          },
        },
        TrackPlaying: {
          entry: 'trackHeld',
          on: {
            'user.pause': { target: 'TrackPaused', actions: 'pauseTrack' },
            'media.paused': 'TrackPaused',
            'media.ended': { target: 'Idle', actions: 'trackFromStart' },
          },
        },
        TrackPaused: {
          entry: 'trackHeld',
          on: {
            'user.play': { target: 'TrackStarting', actions: 'clearNotice' },
            'media.played': 'TrackPlaying',
          },
        },
      },
      on: {
        'user.play': [
          {
            guard: and(['isVoiceover', 'hasSentences']),
            target: '.Speaking',
            actions: ['clearNotice', 'readAll'],
          },
          {
            guard: and(['isTrackSource', stateIn(READY)]),
            target: '.TrackStarting',
            actions: ['clearNotice', 'trackFromStart'],
          },
          { actions: 'clearNotice' },
        ],
        'user.playAll': [
          {
            guard: and(['isVoiceover', 'hasSentences']),
            target: '.Speaking',
            actions: ['clearNotice', 'readAll'],
          },
          {
            guard: and(['isTrackSource', stateIn(READY)]),
            target: '.TrackStarting',
            actions: ['clearNotice', 'trackFromStart'],
          },
          { actions: 'clearNotice' },
        ],
        'user.playSentence': [
          { guard: not('isReadableSentence'), actions: 'clearNotice' },
          { guard: not('canSpeak'), actions: { type: 'setNotice', params: { kind: 'no-speech' } } },
          { target: '.Speaking', actions: ['clearNotice', 'pauseTrack', 'readSentence'] },
        ],
        'user.playWord': [
          {
            guard: not('perWordAllowed'),
            actions: { type: 'setNotice', params: { kind: 'word-premium' } },
          },
          { guard: 'isBlankWord', actions: 'clearNotice' },
          { guard: not('canSpeak'), actions: { type: 'setNotice', params: { kind: 'no-speech' } } },
          { target: '.Speaking', actions: ['clearNotice', 'pauseTrack', 'sayWord'] },
        ],
        'user.stop': {
          target: '.Idle',
          actions: ['clearNotice', 'pauseTrack', 'rewindTrack', 'trackFromStart'],
        },
        'user.chooseSource': {
          guard: 'isAnotherSource',
          target: '.Idle',
          actions: ['clearNotice', 'pauseTrack', 'rewindTrack', 'trackFromStart'],
        },
        'player.configured': {
          guard: 'changesSource',
          target: '.Idle',
          actions: ['pauseTrack', 'trackFromStart'],
        },
        'user.setRate': {
          actions: [
            'setRate',
            {
              type: 'tuneTrack',
              params: ({ context }) => ({ rate: context.rate, volume: context.volume / 100 }),
            },
          ],
        },
        // Unlike speed, volume waits for the next sentence: a slider drag would restart it at
        // each step. A track takes it at once.
        'user.setVolume': {
          actions: [
            'setVolume',
            {
              type: 'tuneTrack',
              params: ({ context }) => ({ rate: context.rate, volume: context.volume / 100 }),
            },
          ],
        },
        'user.dismissNotice': { actions: 'clearNotice' },
        'media.played': { guard: stateIn(READY), target: '.TrackPlaying' },
        'media.ended': { actions: 'trackFromStart' },
      },
    },
  },
});

export type AudioPlayerActor = ActorRefFrom<typeof audioPlayerMachine>;
export type AudioPlayerSnapshot = SnapshotFrom<typeof audioPlayerMachine>;

/**
 * `unavailable`: nothing can play here (no speech synthesis, no stored track); `loading`: the
 * chosen track is still downloading; `paused`: the voiceover resumes at the start of the sentence
 * it was paused in, a track where it stopped.
 */
export type PlayerStatus = 'unavailable' | 'loading' | 'idle' | 'playing' | 'paused';

export function selectStatus(snapshot: AudioPlayerSnapshot): PlayerStatus {
  const source = sourceOf(snapshot.context);
  if (source === null) return 'unavailable';
  if (snapshot.matches({ Playback: 'Speaking' })) return 'playing';
  if (snapshot.matches({ Playback: 'SpeechPaused' })) return 'paused';
  if (source.kind === 'voiceover') return 'idle';
  if (snapshot.matches({ Track: 'Failed' })) return 'idle';
  if (!snapshot.matches({ Track: { Stored: 'Ready' } })) return 'loading';
  if (
    snapshot.matches({ Playback: 'TrackPlaying' }) ||
    snapshot.matches({ Playback: 'TrackStarting' })
  )
    return 'playing';
  return snapshot.matches({ Playback: 'TrackPaused' }) ? 'paused' : 'idle';
}

/** The sentence the voiceover reads or is paused in, and where it is among those read aloud. */
export function selectReading(snapshot: AudioPlayerSnapshot): {
  readonly sentenceId: number;
  /** 1-based, for "Sentence 3 of 12". */
  readonly position: number;
  readonly total: number;
} | null {
  const { item, content } = snapshot.context;
  if (item === null) return null;
  const sentences = readableSentences(content);
  const sentence = sentenceOf(item, sentences);
  if (sentence === null) return null;
  return {
    sentenceId: sentence.id,
    position: sentences.indexOf(sentence) + 1,
    total: sentences.length,
  };
}

export function selectNotice(snapshot: AudioPlayerSnapshot): PlayerNotice | null {
  const { notice } = snapshot.context;
  if (notice !== null) return playerNotice(notice);
  return snapshot.matches({ Track: 'Failed' }) ? playerNotice('track-failed') : null;
}

/** Why the voiceover will not sound as the teacher chose; only while it is the source. */
export function selectVoiceNote(snapshot: AudioPlayerSnapshot): string | null {
  const { context } = snapshot;
  if (sourceOf(context)?.kind !== 'voiceover') return null;
  const target = context.content.language.target;
  return voiceNote(
    context.voices,
    context.speech?.voiceName ?? null,
    languageByCode(target)?.name ?? target,
  );
}

/** The object URL the `<audio>` element plays, once the chosen track is loaded. */
export function selectTrackUrl(snapshot: AudioPlayerSnapshot): string | null {
  return snapshot.context.url;
}
