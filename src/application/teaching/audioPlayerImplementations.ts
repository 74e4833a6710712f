import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import type { PlayRequest } from './audioPlayer.machine';
import type { AudioOutput, PlayOutcome, SpeechEngine, TrackLoader, Utterance } from './ports';

export interface AudioPlayerDependencies {
  /** The browser's speech synthesis. */
  speech: SpeechEngine;
  /** The stored tracks of the resource on show, through the resource gateway. */
  loadTrack: TrackLoader;
  /** The player's `<audio>` element. */
  output: AudioOutput;
}

/**
 * What the page passes to `audioPlayerMachine.provide(...)`: the machine's actors over the
 * speech engine, the track loader and the audio element, and its element actions.
 */
export function makeAudioPlayerImplementations({
  speech,
  loadTrack,
  output,
}: AudioPlayerDependencies) {
  return {
    actors: {
      speak: fromCallback<EventObject, Utterance | null>(({ input, sendBack }) => {
        if (input === null) {
          sendBack({ type: 'speech.ended' });
          return undefined;
        }
        // The engine may still report on an utterance after it was stopped (cancelling fires
        // "interrupted" on it): only the one this actor is saying counts.
        let live = true;
        const silence = speech.speak(input, {
          ended: () => {
            if (live) sendBack({ type: 'speech.ended' });
          },
          failed: () => {
            if (live) sendBack({ type: 'speech.failed' });
          },
        });
        return () => {
          live = false;
          silence();
        };
      }),
      track: fromCallback<EventObject, { trackId: number }>(({ input, sendBack }) => {
        let live = true;
        let url: string | null = null;
        loadTrack(input.trackId).then(
          (blob) => {
            if (!live) return;
            url = output.open(blob);
            sendBack({ type: 'track.loaded', url });
          },
          () => {
            if (live) sendBack({ type: 'track.failed' });
          },
        );
        return () => {
          live = false;
          if (url !== null) output.release(url);
        };
      }),
      playTrack: fromPromise<PlayOutcome, PlayRequest>(({ input }) => output.play(input)),
    },
    actions: {
      pauseTrack: () => output.pause(),
      rewindTrack: () => output.rewind(),
      tuneTrack: (_: unknown, params: { rate: number; volume: number }) => output.tune(params),
    },
  };
}
