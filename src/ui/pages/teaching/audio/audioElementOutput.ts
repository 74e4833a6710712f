import type { AudioOutput, PlayOutcome } from '@/application/teaching/ports';

function tune(element: HTMLAudioElement, rate: number, volume: number) {
  // Loading a new `src` resets `playbackRate` to `defaultPlaybackRate`: set both.
  element.defaultPlaybackRate = rate;
  element.playbackRate = rate;
  element.volume = volume;
}

/** Why `play()` was refused, from the DOMException it rejects with. */
function refusal(error: unknown): PlayOutcome {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'blocked';
  if (name === 'NotSupportedError') return 'unsupported';
  // A pause before the start resolves rejects with AbortError: asked for, not a failure.
  return 'aborted';
}

/**
 * The player's `<audio>` element (`element()` reads the ref the controls render it with) and
 * the object URLs of the tracks it plays, as the player machine's `AudioOutput`.
 */
export function audioElementOutput(element: () => HTMLAudioElement | null): AudioOutput {
  return {
    open: (blob) => URL.createObjectURL(blob),
    release: (url) => URL.revokeObjectURL(url),
    play: async ({ fromStart, rate, volume }) => {
      const audio = element();
      if (audio === null) return 'aborted';
      tune(audio, rate, volume);
      if (fromStart) audio.currentTime = 0;
      try {
        await audio.play();
        return 'playing';
      } catch (error) {
        return refusal(error);
      }
    },
    pause: () => element()?.pause(),
    rewind: () => {
      const audio = element();
      if (audio !== null) audio.currentTime = 0;
    },
    tune: ({ rate, volume }) => {
      const audio = element();
      if (audio !== null) tune(audio, rate, volume);
    },
  };
}
