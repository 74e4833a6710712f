// What the audio player's tests share: a short Spanish text, stored tracks, and the browser
// fakes of the review screen's widgets with the two things the player also needs — an
// utterance volume and an `<audio>` element that "plays" in jsdom.
import { afterEach, beforeEach, vi } from 'vitest';
import type { AudioTrack } from '@/application/resources/ports';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import {
  FakeUtterance,
  installObjectUrls,
  installSpeech,
  restoreBrowserAudio,
} from '../../preview/widgets/browserFakes';

export { voice } from '../../preview/widgets/browserFakes';

/** An utterance as the player fills it in, volume and pitch included. */
export class PlayerUtterance extends FakeUtterance {
  volume = 1;
  pitch = 1;
}

/** Speech synthesis whose utterances carry a volume and pitch; `spoken` lists them in order. */
export function installPlayerSpeech(voices: SpeechSynthesisVoice[] = []) {
  const synthesis = installSpeech(voices);
  vi.stubGlobal('SpeechSynthesisUtterance', PlayerUtterance);
  return {
    synthesis,
    spoken: () => synthesis.spoken as PlayerUtterance[],
    texts: () => synthesis.spoken.map((utterance) => utterance.text),
  };
}

/**
 * jsdom has no media playback: `play` resolves and fires `play`, `pause` fires `pause`, as a
 * browser does, so the player's state follows the element's events.
 */
export function stubMediaElement() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

/** The fakes a test of the player gets: object URLs and an `<audio>` element that plays. */
export interface BrowserAudioFakes {
  readonly urls: ReturnType<typeof installObjectUrls>;
  readonly media: ReturnType<typeof stubMediaElement>;
}

/**
 * Installs the browser's audio fakes before each test of the calling file and takes them (and
 * every mock) away after it; the function returned gives the running test's fakes.
 */
export function withBrowserAudioFakes(): () => BrowserAudioFakes {
  let fakes: BrowserAudioFakes | undefined;
  beforeEach(() => {
    fakes = { urls: installObjectUrls(), media: stubMediaElement() };
  });
  afterEach(() => {
    restoreBrowserAudio();
    vi.restoreAllMocks();
    fakes = undefined;
  });
  return () => {
    if (fakes === undefined) throw new Error('The browser audio fakes exist only inside a test.');
    return fakes;
  };
}

const token = (text: string): Token => ({ text, pos: 'other', spaceBefore: true });

function sentence(id: number, target: string, native: string, speaker?: string): AlignedSentence {
  return {
    id,
    paragraph: 0,
    ...(speaker === undefined ? {} : { speaker }),
    target: { text: target, tokens: target.split(' ').map(token) },
    native: { text: native, tokens: native.split(' ').map(token) },
    chunks: [{ target, native }],
  };
}

export const SENTENCES = ['Hola, me llamo Ana.', 'Vivo en Madrid.', 'Me gusta leer.'] as const;

export const CONTENT: ResourceContent = {
  language: { target: 'es', native: 'en' },
  resourceType: 'text',
  title: { target: 'Ana', native: 'Ana' },
  speakers: [],
  sentences: [
    sentence(1, SENTENCES[0], 'Hello, my name is Ana.'),
    sentence(2, SENTENCES[1], 'I live in Madrid.'),
    sentence(3, SENTENCES[2], 'I like reading.'),
  ],
  vocabulary: [],
  facts: [],
  unstated: [],
};

export const LINES = ['Hola, ¿qué tal?', 'Muy bien, gracias.', '¿Vamos al cine?'] as const;

/** Two people talking, Ana first: the voiceover should not read both in one voice. */
export const DIALOGUE: ResourceContent = {
  ...CONTENT,
  resourceType: 'dialogue_two_speakers',
  title: { target: 'En la calle', native: 'In the street' },
  speakers: ['Ana', 'Luis'],
  sentences: [
    sentence(1, LINES[0], 'Hi, how are you?', 'Ana'),
    sentence(2, LINES[1], 'Very well, thanks.', 'Luis'),
    sentence(3, LINES[2], 'Shall we go to the cinema?', 'Ana'),
  ],
};

export const LESSON_MP3: AudioTrack = {
  id: 7,
  kind: 'upload',
  mimeType: 'audio/mpeg',
  bytes: 1_258_291,
  fileName: 'lesson.mp3',
  createdAt: '2026-11-21T14:05:00.000Z',
};

export const TAKE: AudioTrack = {
  id: 8,
  kind: 'recording',
  mimeType: 'audio/webm',
  bytes: 2048,
  fileName: 'recording-2026-11-21-1410.webm',
  createdAt: '2026-11-21T14:10:00.000Z',
};
