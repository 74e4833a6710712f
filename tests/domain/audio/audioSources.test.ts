import { describe, expect, it } from 'vitest';
import {
  VOICEOVER_SOURCE,
  audioSources,
  chosenSource,
  type StoredTrackLike,
} from '@/domain/audio/audioSources';

const track = (id: number, kind: StoredTrackLike['kind'], createdAt: string): StoredTrackLike => ({
  id,
  kind,
  fileName: `file-${String(id)}.mp3`,
  createdAt,
});

const MP3 = track(7, 'upload', '2026-11-21T14:05:00.000Z');
const TAKE = track(8, 'recording', '2026-11-21T14:10:00.000Z');
const EARLIER_TAKE = track(9, 'recording', '2026-11-20T09:00:00.000Z');

describe('the sources the player offers', () => {
  it('lists the stored tracks newest first, then the voiceover', () => {
    expect(audioSources([MP3, TAKE], true).map((source) => source.label)).toEqual([
      'Recording',
      'MP3: file-7.mp3',
      'Voiceover',
    ]);
  });

  it('tells several recordings apart by when they were made', () => {
    const labels = audioSources([EARLIER_TAKE, TAKE], false).map((source) => source.label);
    expect(labels).toHaveLength(2);
    expect(labels.every((label) => /^Recording \(.+\)$/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(2);
  });

  it('offers no voiceover where the browser cannot speak', () => {
    expect(audioSources([MP3], false).map((source) => source.value)).toEqual(['track-7']);
    expect(audioSources([], false)).toEqual([]);
  });
});

describe('the source Play plays', () => {
  it("is the teacher's choice while it is offered, else the first source", () => {
    const sources = audioSources([MP3, TAKE], true);
    expect(chosenSource(sources, VOICEOVER_SOURCE)?.kind).toBe('voiceover');
    expect(chosenSource(sources, 'track-99')?.value).toBe('track-8');
    expect(chosenSource(sources, null)?.value).toBe('track-8');
    expect(chosenSource([], null)).toBeNull();
  });
});
