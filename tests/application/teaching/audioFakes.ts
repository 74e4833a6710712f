// What the audio player machine's tests share: a short Spanish text and a dialogue, stored
// tracks, and fakes of the three ports the machine's actors work through.
import { vi } from 'vitest';
import type { AudioTrack } from '@/application/resources/ports';
import type {
  AudioOutput,
  PlayOutcome,
  SpeechEngine,
  Utterance,
  UtteranceListener,
} from '@/application/teaching/ports';
import type { VoiceLike } from '@/domain/audio/speech';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';

const token = (text: string): Token => ({ text, pos: 'other', spaceBefore: true });

function sentence(id: number, target: string, speaker?: string): AlignedSentence {
  return {
    id,
    paragraph: 0,
    ...(speaker === undefined ? {} : { speaker }),
    target: { text: target, tokens: target.split(' ').map(token) },
    native: { text: target, tokens: target.split(' ').map(token) },
    chunks: [{ target, native: target }],
  };
}

export const SENTENCES = ['Hola, me llamo Ana.', 'Vivo en Madrid.', 'Me gusta leer.'] as const;

export const CONTENT: ResourceContent = {
  language: { target: 'es', native: 'en' },
  resourceType: 'text',
  title: { target: 'Ana', native: 'Ana' },
  speakers: [],
  sentences: [
    sentence(1, SENTENCES[0]),
    sentence(2, SENTENCES[1]),
    // Not read aloud, not counted: nothing to say.
    sentence(4, '  '),
    sentence(3, SENTENCES[2]),
  ],
  vocabulary: [],
  facts: [],
  unstated: [],
};

export const DIALOGUE: ResourceContent = {
  ...CONTENT,
  resourceType: 'dialogue_two_speakers',
  speakers: ['Ana', 'Luis'],
  sentences: [sentence(1, 'Hola, ¿qué tal?', 'Ana'), sentence(2, 'Muy bien, gracias.', 'Luis')],
};

export const voice = (name: string, lang: string): VoiceLike => ({ name, lang, default: false });
export const MONICA = voice('Monica', 'es-ES');
export const JORGE = voice('Jorge', 'es-ES');

export const LESSON_MP3: AudioTrack = {
  id: 7,
  kind: 'upload',
  mimeType: 'audio/mpeg',
  bytes: 1_258_291,
  fileName: 'lesson.mp3',
  createdAt: '2026-11-21T14:05:00.000Z',
};

/** One utterance the fake engine was asked to say, and what became of it. */
export interface Said {
  readonly utterance: Utterance;
  readonly listener: UtteranceListener;
  stopped: boolean;
}

/** A speech engine that says nothing: the test ends or fails each utterance itself. */
export function fakeSpeech() {
  const said: Said[] = [];
  const engine: SpeechEngine = {
    speak(utterance, listener) {
      const entry: Said = { utterance, listener, stopped: false };
      said.push(entry);
      return () => {
        entry.stopped = true;
      };
    },
  };
  const last = () => {
    const entry = said.at(-1);
    if (entry === undefined) throw new Error('nothing was said');
    return entry;
  };
  return {
    engine,
    said,
    texts: () => said.map((entry) => entry.utterance.text),
    last,
    /** The utterance being said finishes by itself. */
    end: () => last().listener.ended(),
    fail: () => last().listener.failed(),
  };
}

/** An `<audio>` element that plays at once (or answers `outcome`), and its object URLs. */
export function fakeOutput(outcome: PlayOutcome = 'playing') {
  let next = 0;
  const live = new Set<string>();
  const output = {
    open: vi.fn((_blob: Blob) => {
      next += 1;
      const url = `blob:track-${String(next)}`;
      live.add(url);
      return url;
    }),
    release: vi.fn((url: string) => {
      live.delete(url);
    }),
    play: vi.fn((_request: Parameters<AudioOutput['play']>[0]) => Promise.resolve(outcome)),
    pause: vi.fn(),
    rewind: vi.fn(),
    tune: vi.fn(),
  } satisfies AudioOutput;
  return { output, live: () => [...live] };
}
