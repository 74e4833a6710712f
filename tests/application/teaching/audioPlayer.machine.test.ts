import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  audioPlayerMachine,
  selectNotice,
  selectReading,
  selectStatus,
  selectTrackUrl,
  selectVoiceNote,
  sourceOf,
  type AudioPlayerInput,
  type PlayRequest,
  type AudioPlayerSnapshot,
} from '@/application/teaching/audioPlayer.machine';
import { makeAudioPlayerImplementations } from '@/application/teaching/audioPlayerImplementations';
import type { PlayOutcome, TrackLoader } from '@/application/teaching/ports';
import { WORD_AUDIO_PREMIUM_NOTE } from '@/domain/audio/player';
import {
  CONTENT,
  DIALOGUE,
  JORGE,
  LESSON_MP3,
  MONICA,
  SENTENCES,
  fakeOutput,
  fakeSpeech,
} from './audioFakes';

const mp3 = () => Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' }));

type Implementations = ReturnType<typeof makeAudioPlayerImplementations>;

/**
 * The machine over a fake speech engine, track loader and audio element; `actors` swaps any of
 * the actors made over them.
 */
function start(
  input: Partial<AudioPlayerInput> = {},
  {
    loadTrack = vi.fn<TrackLoader>(mp3),
    actors = {},
  }: { loadTrack?: TrackLoader; actors?: Partial<Implementations['actors']> } = {},
) {
  const speech = fakeSpeech();
  const { output, live } = fakeOutput();
  const implementations = makeAudioPlayerImplementations({
    speech: speech.engine,
    loadTrack,
    output,
  });
  const machine = audioPlayerMachine.provide({
    ...implementations,
    actors: { ...implementations.actors, ...actors },
  });
  const actor = createActor(machine, {
    input: {
      content: CONTENT,
      speech: { voiceName: 'Monica', rate: 0.75 },
      tracks: [],
      perWordAllowed: true,
      speechSupported: true,
      voices: [MONICA, JORGE],
      ...input,
    },
  }).start();
  return { actor, speech, output, live, loadTrack };
}

const status = (snapshot: AudioPlayerSnapshot) => selectStatus(snapshot);
const reading = (snapshot: AudioPlayerSnapshot) => selectReading(snapshot)?.sentenceId ?? null;

describe('the voiceover', () => {
  it('play all reads sentence after sentence, skipping the empty one, and ends idle', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    expect(status(actor.getSnapshot())).toBe('playing');
    expect(selectReading(actor.getSnapshot())).toEqual({ sentenceId: 1, position: 1, total: 3 });
    speech.end();
    expect(selectReading(actor.getSnapshot())).toEqual({ sentenceId: 2, position: 2, total: 3 });
    speech.end();
    expect(reading(actor.getSnapshot())).toBe(3);
    speech.end();

    expect(speech.texts()).toEqual([...SENTENCES]);
    expect(speech.said.map((entry) => entry.utterance)).toEqual(
      SENTENCES.map((text) => ({ text, lang: 'es-ES', voice: MONICA, rate: 0.75, volume: 1 })),
    );
    expect(status(actor.getSnapshot())).toBe('idle');
    expect(selectReading(actor.getSnapshot())).toBeNull();
  });

  it('pause silences the sentence and resume reads that sentence again from its start', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    speech.end();
    actor.send({ type: 'user.pause' });
    expect(speech.last().stopped).toBe(true);
    expect(status(actor.getSnapshot())).toBe('paused');
    expect(reading(actor.getSnapshot())).toBe(2);

    actor.send({ type: 'user.play' });
    expect(status(actor.getSnapshot())).toBe('playing');
    expect(speech.texts()).toEqual([SENTENCES[0], SENTENCES[1], SENTENCES[1]]);
    // And the reading goes on from there.
    speech.end();
    expect(speech.last().utterance.text).toBe(SENTENCES[2]);
  });

  it('a word said while paused leaves the reading paused in its sentence', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    speech.end();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.playWord', text: ' Madrid ', sentenceId: 2 });
    expect(speech.last().utterance.text).toBe('Madrid');
    expect(status(actor.getSnapshot())).toBe('playing');
    expect(reading(actor.getSnapshot())).toBeNull();

    speech.end();
    expect(status(actor.getSnapshot())).toBe('paused');
    expect(reading(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'user.play' });
    expect(speech.last().utterance.text).toBe(SENTENCES[1]);
  });

  it('a word said during a reading pauses the reading in its sentence', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.playWord', text: 'llamo' });
    expect(speech.said[0]?.stopped).toBe(true);
    speech.end();
    expect(status(actor.getSnapshot())).toBe('paused');
    expect(reading(actor.getSnapshot())).toBe(1);
  });

  it('a speech failure ends the reading with a notice instead of hanging on Pause', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    speech.fail();
    expect(status(actor.getSnapshot())).toBe('idle');
    expect(selectNotice(actor.getSnapshot())?.message).toBe(
      'The voiceover stopped: this browser could not read the text aloud.',
    );
    expect(speech.said).toHaveLength(1);
    // The next thing asked of the player clears it.
    actor.send({ type: 'user.play' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('a new speed restarts the sentence being read at that speed; a late end of the old one is ignored', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    speech.end();
    const cut = speech.last();
    actor.send({ type: 'user.setRate', rate: 1.5 });
    expect(cut.stopped).toBe(true);
    expect(speech.texts()).toEqual([SENTENCES[0], SENTENCES[1], SENTENCES[1]]);
    expect(speech.last().utterance.rate).toBe(1.5);

    cut.listener.ended();
    expect(speech.said).toHaveLength(3);
    speech.end();
    expect(speech.last().utterance).toMatchObject({ text: SENTENCES[2], rate: 1.5 });
  });

  it('a new speed while paused waits for Play; speed and volume are clamped', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.setRate', rate: 9 });
    actor.send({ type: 'user.setVolume', volume: 40.4 });
    expect(speech.said).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ rate: 2, volume: 40 });
    actor.send({ type: 'user.play' });
    expect(speech.last().utterance).toMatchObject({ rate: 2, volume: 0.4 });
  });

  it('one sentence is read in its speaker’s voice and highlighted, then the player is idle', () => {
    const { actor, speech } = start({ content: DIALOGUE });
    actor.send({ type: 'user.playSentence', sentenceId: 2 });
    expect(reading(actor.getSnapshot())).toBe(2);
    expect(speech.last().utterance).toMatchObject({ text: 'Muy bien, gracias.', voice: JORGE });
    speech.end();
    expect(speech.said).toHaveLength(1);
    expect(status(actor.getSnapshot())).toBe('idle');
  });

  it('an unknown or empty sentence is not read', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.playSentence', sentenceId: 4 });
    actor.send({ type: 'user.playSentence', sentenceId: 99 });
    expect(speech.said).toHaveLength(0);
    expect(status(actor.getSnapshot())).toBe('idle');
  });

  it('stop silences the voice and forgets the reading', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.stop' });
    expect(speech.last().stopped).toBe(true);
    expect(status(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'user.play' });
    expect(speech.last().utterance.text).toBe(SENTENCES[0]);
  });
});

describe('per-word audio', () => {
  it('is refused without the premium privilege, with a notice, and nothing said', () => {
    const { actor, speech } = start({ perWordAllowed: false });
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.playWord', text: 'Madrid' });
    expect(selectNotice(actor.getSnapshot())?.message).toBe(WORD_AUDIO_PREMIUM_NOTE);
    expect(speech.said).toHaveLength(1);
    // The reading it did not interrupt goes on.
    expect(speech.said[0]?.stopped).toBe(false);
    actor.send({ type: 'user.dismissNotice' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('a word nobody speaks takes the first speaker’s voice in a dialogue', () => {
    const { actor, speech } = start({ content: DIALOGUE });
    actor.send({ type: 'user.playWord', text: 'cine' });
    expect(speech.last().utterance.voice).toBe(MONICA);
  });
});

describe('where the browser cannot speak', () => {
  it('a sentence or a word gets the no-speech notice; the track is the only source', () => {
    const { actor, speech } = start({ speechSupported: false, tracks: [LESSON_MP3] });
    actor.send({ type: 'user.playSentence', sentenceId: 1 });
    expect(selectNotice(actor.getSnapshot())?.kind).toBe('no-speech');
    actor.send({ type: 'user.playWord', text: 'Madrid' });
    expect(selectNotice(actor.getSnapshot())?.kind).toBe('no-speech');
    expect(speech.said).toHaveLength(0);
    expect(sourceOf(actor.getSnapshot().context)?.value).toBe('track-7');
  });

  it('with no track either, nothing can play', () => {
    const { actor } = start({ speechSupported: false });
    expect(status(actor.getSnapshot())).toBe('unavailable');
  });
});

describe('a stored track', () => {
  it('is loaded when chosen, then plays from its start at the speed and volume set', async () => {
    const { actor, output, loadTrack } = start({ tracks: [LESSON_MP3] });
    expect(status(actor.getSnapshot())).toBe('loading');
    expect(loadTrack).toHaveBeenCalledWith(7);
    await waitFor(actor, (s) => status(s) === 'idle');
    expect(selectTrackUrl(actor.getSnapshot())).toBe('blob:track-1');
    // A recording starts at its natural speed, not the voiceover's.
    expect(output.tune).toHaveBeenLastCalledWith({ rate: 1, volume: 1 });

    actor.send({ type: 'user.setVolume', volume: 50 });
    actor.send({ type: 'user.play' });
    await waitFor(actor, (s) => s.matches({ Playback: 'TrackPlaying' }));
    expect(output.play).toHaveBeenCalledWith({ fromStart: true, rate: 1, volume: 0.5 });
    actor.send({ type: 'user.pause' });
    expect(output.pause).toHaveBeenCalled();
    expect(status(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'user.play' });
    expect(output.play).toHaveBeenLastCalledWith({ fromStart: false, rate: 1, volume: 0.5 });
  });

  it('that fails to load says so, and Play loads it again', async () => {
    const loadTrack = vi
      .fn<TrackLoader>()
      .mockRejectedValueOnce(new Error('Something went wrong'))
      .mockImplementation(mp3);
    const { actor, output } = start({ tracks: [LESSON_MP3] }, { loadTrack });
    await waitFor(actor, (s) => s.matches({ Track: 'Failed' }));
    expect(status(actor.getSnapshot())).toBe('idle');
    expect(selectNotice(actor.getSnapshot())?.message).toBe(
      'The recording could not be loaded. Press Play to try again.',
    );

    actor.send({ type: 'user.play' });
    expect(loadTrack).toHaveBeenCalledTimes(2);
    expect(status(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => selectTrackUrl(s) !== null);
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    // Loading again is all Play did: the teacher presses Play to hear it.
    expect(output.play).not.toHaveBeenCalled();
  });

  it('is paused for a sentence asked for while it plays, and Play picks it up afterwards', async () => {
    const { actor, output, speech } = start({ tracks: [LESSON_MP3] });
    await waitFor(actor, (s) => status(s) === 'idle');
    actor.send({ type: 'user.play' });
    await waitFor(actor, (s) => s.matches({ Playback: 'TrackPlaying' }));
    actor.send({ type: 'user.playSentence', sentenceId: 3 });
    expect(output.pause).toHaveBeenCalled();
    expect(speech.last().utterance.text).toBe(SENTENCES[2]);
    speech.end();
    expect(status(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'user.play' });
    expect(output.play).toHaveBeenLastCalledWith(expect.objectContaining({ fromStart: false }));
  });

  it('the browser refusing to start it gives a notice and leaves Play to try again', async () => {
    const { actor } = start(
      { tracks: [LESSON_MP3] },
      {
        actors: {
          playTrack: fromPromise<PlayOutcome, PlayRequest>(() => Promise.resolve('blocked')),
        },
      },
    );
    await waitFor(actor, (s) => status(s) === 'idle');
    actor.send({ type: 'user.play' });
    await waitFor(actor, (s) => selectNotice(s) !== null);
    expect(selectNotice(actor.getSnapshot())?.message).toBe(
      'The browser did not let the audio start. Press Play again.',
    );
    expect(status(actor.getSnapshot())).toBe('idle');
  });

  it('the element pausing or ending by itself is followed', async () => {
    const { actor } = start({ tracks: [LESSON_MP3] });
    await waitFor(actor, (s) => status(s) === 'idle');
    actor.send({ type: 'media.played' });
    expect(status(actor.getSnapshot())).toBe('playing');
    actor.send({ type: 'media.paused' });
    expect(status(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'user.play' });
    actor.send({ type: 'media.played' });
    actor.send({ type: 'media.ended' });
    expect(status(actor.getSnapshot())).toBe('idle');
  });
});

describe('choosing the source', () => {
  it('switching source stops what plays, releases the track and loads the next one', async () => {
    const TAKE = {
      ...LESSON_MP3,
      id: 8,
      kind: 'recording' as const,
      createdAt: '2026-11-21T14:10:00.000Z',
    };
    const { actor, output, live, speech, loadTrack } = start({ tracks: [LESSON_MP3, TAKE] });
    // The newest track comes first.
    expect(sourceOf(actor.getSnapshot().context)?.value).toBe('track-8');
    await waitFor(actor, (s) => status(s) === 'idle');
    actor.send({ type: 'user.play' });
    await waitFor(actor, (s) => status(s) === 'playing');

    actor.send({ type: 'user.chooseSource', value: 'track-7' });
    expect(output.pause).toHaveBeenCalled();
    expect(output.rewind).toHaveBeenCalled();
    expect(output.release).toHaveBeenCalledWith('blob:track-1');
    expect(status(actor.getSnapshot())).toBe('loading');
    expect(loadTrack).toHaveBeenLastCalledWith(7);
    await waitFor(actor, (s) => status(s) === 'idle');
    expect(live()).toEqual(['blob:track-2']);

    actor.send({ type: 'user.chooseSource', value: 'voiceover' });
    expect(live()).toEqual([]);
    expect(selectTrackUrl(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.play' });
    expect(speech.last().utterance.text).toBe(SENTENCES[0]);
    // Back to a track: the voice stops.
    actor.send({ type: 'user.chooseSource', value: 'track-8' });
    expect(speech.last().stopped).toBe(true);
    expect(status(actor.getSnapshot())).toBe('loading');
  });

  it('choosing the source already chosen changes nothing', () => {
    const { actor, speech } = start();
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.chooseSource', value: 'voiceover' });
    expect(speech.last().stopped).toBe(false);
    expect(status(actor.getSnapshot())).toBe('playing');
  });

  it('a chosen track deleted from the resource falls back to the next source', async () => {
    const { actor, live } = start({ tracks: [LESSON_MP3] });
    await waitFor(actor, (s) => status(s) === 'idle');
    const { content, speech, perWordAllowed } = actor.getSnapshot().context;
    actor.send({ type: 'player.configured', content, speech, perWordAllowed, tracks: [] });
    expect(sourceOf(actor.getSnapshot().context)?.kind).toBe('voiceover');
    expect(live()).toEqual([]);
  });

  it('the same settings handed again, in new arrays, leave the player as it is', () => {
    const { actor } = start({ tracks: [LESSON_MP3] });
    const before = actor.getSnapshot();
    const { content, speech, perWordAllowed, tracks } = before.context;
    // A page that builds its options at each render hands equal settings after every render.
    actor.send({
      type: 'player.configured',
      content,
      speech: speech === null ? null : { ...speech },
      perWordAllowed,
      tracks: [...tracks],
    });
    actor.send({ type: 'voices.changed', voices: before.context.voices });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('stopping the player releases the loaded track', async () => {
    const { actor, live } = start({ tracks: [LESSON_MP3] });
    await waitFor(actor, (s) => status(s) === 'idle');
    expect(live()).toHaveLength(1);
    actor.stop();
    expect(live()).toEqual([]);
  });
});

describe('the voice note', () => {
  it('says when the chosen voice is missing, once the browser has listed its voices', () => {
    const { actor } = start({ speech: { voiceName: 'Jorge', rate: 1 }, voices: null });
    expect(selectVoiceNote(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'voices.changed', voices: [MONICA] });
    expect(selectVoiceNote(actor.getSnapshot())).toBe(
      'This browser does not have the voice Jorge; its default Spanish voice reads instead.',
    );
  });
});
