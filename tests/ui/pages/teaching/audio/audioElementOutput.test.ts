import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioElementOutput } from '@/ui/pages/teaching/audio/audioElementOutput';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An `<audio>` element whose `play()` settles as `outcome` says. */
function element(outcome: () => Promise<void>) {
  const audio = document.createElement('audio');
  vi.spyOn(audio, 'play').mockImplementation(outcome);
  return audio;
}

describe('the audio element as the player machine sees it', () => {
  it('plays from the start at the speed and volume asked, for a new source too', async () => {
    const audio = element(() => Promise.resolve());
    audio.currentTime = 12;
    const output = audioElementOutput(() => audio);
    await expect(output.play({ fromStart: true, rate: 1.5, volume: 0.4 })).resolves.toBe('playing');
    expect(audio.currentTime).toBe(0);
    expect(audio.playbackRate).toBe(1.5);
    expect(audio.defaultPlaybackRate).toBe(1.5);
    expect(audio.volume).toBe(0.4);
  });

  it('tells a refusal by the browser from a format it cannot play, and a pause from both', async () => {
    const refusing = (name: string) =>
      audioElementOutput(() => element(() => Promise.reject(new DOMException('no', name))));
    const request = { fromStart: false, rate: 1, volume: 1 };
    await expect(refusing('NotAllowedError').play(request)).resolves.toBe('blocked');
    await expect(refusing('NotSupportedError').play(request)).resolves.toBe('unsupported');
    await expect(refusing('AbortError').play(request)).resolves.toBe('aborted');
  });

  it('does nothing, and plays nothing, before the element is there', async () => {
    const output = audioElementOutput(() => null);
    expect(() => {
      output.pause();
      output.rewind();
      output.tune({ rate: 2, volume: 0 });
    }).not.toThrow();
    await expect(output.play({ fromStart: true, rate: 1, volume: 1 })).resolves.toBe('aborted');
  });
});
