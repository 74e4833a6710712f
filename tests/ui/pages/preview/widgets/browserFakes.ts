// Stand-ins for the browser audio APIs jsdom lacks (speech synthesis, MediaRecorder,
// getUserMedia, object URLs). Each install returns what a test needs to drive or inspect it;
// `restoreBrowserAudio` takes them all away again.
import { vi } from 'vitest';

export function voice(name: string, lang: string, isDefault = false): SpeechSynthesisVoice {
  return { name, lang, default: isDefault, localService: true, voiceURI: name };
}

export class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

export class FakeSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  readonly spoken: FakeUtterance[] = [];
  readonly speak = vi.fn((utterance: FakeUtterance) => {
    this.spoken.push(utterance);
  });
  readonly cancel = vi.fn();
  getVoices() {
    return this.voices;
  }
  /** The engine finds its voices late, as Chrome does. */
  announce(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

export function installSpeech(voices: SpeechSynthesisVoice[] = []): FakeSynthesis {
  const synthesis = new FakeSynthesis();
  synthesis.voices = voices;
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synthesis;
}

export interface FakeTrack {
  readonly stop: ReturnType<typeof vi.fn>;
}

/** A MediaRecorder that records the bytes "abc" in whatever type it was asked for. */
export class FakeMediaRecorder {
  static supported = new Set(['audio/webm', 'audio/ogg', 'audio/mp4']);
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.has(type);
  }
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string; audioBitsPerSecond?: number },
  ) {
    // Browsers report the codec too.
    this.mimeType = `${options.mimeType};codecs=opus`;
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['abc'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** A recorder and a microphone that grants access; `getUserMedia` can be made to refuse. */
export function installRecorder() {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.supported = new Set(['audio/webm', 'audio/ogg', 'audio/mp4']);
  const track: FakeTrack = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const request = vi.fn((_constraints: MediaStreamConstraints) => Promise.resolve<unknown>(stream));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: request },
  });
  return { track, stream, getUserMedia: request };
}

export function installObjectUrls() {
  let next = 0;
  const created = new Map<string, Blob>();
  const createObjectURL = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:parlo/${next}`;
    created.set(url, blob);
    return url;
  });
  const revokeObjectURL = vi.fn((url: string) => {
    created.delete(url);
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
  return { createObjectURL, revokeObjectURL, live: () => [...created.keys()] };
}

export function restoreBrowserAudio() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}
