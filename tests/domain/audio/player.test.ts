import { describe, expect, it } from 'vitest';
import {
  WORD_AUDIO_PREMIUM_NOTE,
  clampVolume,
  dialogueSpeakers,
  nextItem,
  playerNotice,
  readableSentences,
  sentenceOf,
  soundOf,
  textOf,
  voiceNote,
} from '@/domain/audio/player';
import { assignSpeakerVoices } from '@/domain/audio/speakerVoices';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';

const sentence = (id: number, text: string, speaker?: string): AlignedSentence => ({
  id,
  paragraph: 0,
  ...(speaker === undefined ? {} : { speaker }),
  target: { text, tokens: [] },
  native: { text, tokens: [] },
  chunks: [],
});

const content = (sentences: AlignedSentence[], speakers: string[] = []): ResourceContent => ({
  language: { target: 'es', native: 'en' },
  resourceType: speakers.length === 0 ? 'text' : 'dialogue_two_speakers',
  title: { target: 't', native: 't' },
  speakers,
  sentences,
  vocabulary: [],
  facts: [],
  unstated: [],
});

const TEXT = content([sentence(1, 'Uno.'), sentence(2, ' '), sentence(3, 'Tres.')]);
const voice = (name: string) => ({ name, lang: 'es-ES', default: false });
const MONICA = voice('Monica');
const JORGE = voice('Jorge');

describe('what the voiceover reads', () => {
  it('skips sentences with no target text, so "Sentence 2 of 2" counts only what is heard', () => {
    expect(readableSentences(TEXT).map((s) => s.id)).toEqual([1, 3]);
  });

  it('reads all sentence by sentence and stops after the last', () => {
    const sentences = readableSentences(TEXT);
    const second = nextItem({ kind: 'all', index: 0 }, sentences);
    expect(second).toEqual({ kind: 'all', index: 1 });
    expect(second === null ? null : sentenceOf(second, sentences)?.id).toBe(3);
    expect(nextItem({ kind: 'all', index: 1 }, sentences)).toBeNull();
  });

  it('reads one sentence or one word once, with nothing after it', () => {
    const sentences = readableSentences(TEXT);
    expect(nextItem({ kind: 'sentence', sentenceId: 1 }, sentences)).toBeNull();
    expect(nextItem({ kind: 'word', text: 'uno', speaker: null }, sentences)).toBeNull();
  });

  it('has nothing to say for a blank word or a sentence not read aloud', () => {
    const sentences = readableSentences(TEXT);
    expect(textOf({ kind: 'word', text: '  ', speaker: null }, sentences)).toBeNull();
    expect(textOf({ kind: 'sentence', sentenceId: 2 }, sentences)).toBeNull();
    expect(textOf({ kind: 'sentence', sentenceId: 3 }, sentences)).toBe('Tres.');
    expect(sentenceOf({ kind: 'word', text: 'uno', speaker: null }, sentences)).toBeNull();
  });
});

describe('the voices of a dialogue', () => {
  it('gives a voice to every speaker a sentence names, even one missing from the list', () => {
    const dialogue = content(
      [sentence(1, 'Hola.', 'Ana'), sentence(2, 'Hola.', 'Luis'), sentence(3, 'Adiós.', 'Eva')],
      ['Ana', 'Luis'],
    );
    expect(dialogueSpeakers(dialogue)).toEqual(['Ana', 'Luis', 'Eva']);
  });

  it('has no speakers outside a dialogue, even if a sentence names one', () => {
    expect(dialogueSpeakers(content([sentence(1, 'Hola.', 'Ana')]))).toEqual([]);
  });

  it("sounds like the teacher's voice outside a dialogue, at its own pitch", () => {
    expect(soundOf(null, 'Ana', MONICA)).toEqual({ voice: MONICA });
  });

  it("sounds like the speaker's voice in a dialogue, and the first speaker's for anyone else", () => {
    const cast = assignSpeakerVoices(['Ana', 'Luis'], [MONICA, JORGE], MONICA);
    expect(soundOf(cast, 'Luis', MONICA)).toEqual({ voice: JORGE, pitch: 1 });
    expect(soundOf(cast, null, MONICA)).toEqual({ voice: MONICA, pitch: 1 });
    expect(soundOf(cast, 'Eva', JORGE)).toEqual({ voice: MONICA, pitch: 1 });
  });
});

describe('volume', () => {
  it('is a whole percentage from 0 to 100; anything not a number is full volume', () => {
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(40.6)).toBe(41);
    expect(clampVolume(150)).toBe(100);
    expect(clampVolume(Number.NaN)).toBe(100);
  });
});

describe('what the player tells the teacher', () => {
  it('names the premium plans when per-word audio is not in the plan', () => {
    expect(playerNotice('word-premium')).toEqual({
      kind: 'word-premium',
      message: WORD_AUDIO_PREMIUM_NOTE,
    });
  });

  it('says Play tries a failed recording again', () => {
    expect(playerNotice('track-failed').message).toBe(
      'The recording could not be loaded. Press Play to try again.',
    );
  });

  it('says nothing about voices until the browser has listed them', () => {
    expect(voiceNote(null, 'Jorge', 'Spanish')).toBeNull();
  });

  it('says when the browser has no voice for the language', () => {
    expect(voiceNote([], null, 'Spanish')).toBe(
      'This browser has no Spanish voice, so the voiceover may not sound right.',
    );
  });

  it("says when the browser lacks the teacher's voice, and nothing when it has it", () => {
    expect(voiceNote([MONICA], 'Jorge', 'Spanish')).toBe(
      'This browser does not have the voice Jorge; its default Spanish voice reads instead.',
    );
    expect(voiceNote([MONICA], 'Monica', 'Spanish')).toBeNull();
    expect(voiceNote([MONICA], null, 'Spanish')).toBeNull();
  });
});
