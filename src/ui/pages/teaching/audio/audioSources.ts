import type { AudioTrack } from '@/application/resources/ports';

/** The voiceover's value in the Source select; a stored track's is `track-<id>`. */
export const VOICEOVER_SOURCE = 'voiceover';

/** One thing the player can play: the browser's voiceover or a stored recording or MP3. */
export type AudioSource =
  | { readonly kind: 'voiceover'; readonly value: string; readonly label: string }
  | {
      readonly kind: 'track';
      readonly value: string;
      readonly label: string;
      readonly track: AudioTrack;
    };

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function recordedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

const newestFirst = (a: AudioTrack, b: AudioTrack) => b.createdAt.localeCompare(a.createdAt);

/**
 * What the Source select offers: the stored tracks, newest first (the teacher's latest take is
 * the one they most likely meant), then the voiceover where this browser can speak. Several
 * recordings are told apart by when they were made, as they have no names of their own.
 */
export function audioSources(
  tracks: readonly AudioTrack[],
  speechSupported: boolean,
): readonly AudioSource[] {
  const recordings = tracks.filter((track) => track.kind === 'recording').length;
  const stored = [...tracks].sort(newestFirst).map((track): AudioSource => ({
    kind: 'track',
    value: `track-${track.id}`,
    label:
      track.kind === 'upload'
        ? `MP3: ${track.fileName}`
        : recordings > 1
          ? `Recording (${recordedAt(track.createdAt)})`
          : 'Recording',
    track,
  }));
  return speechSupported
    ? [...stored, { kind: 'voiceover', value: VOICEOVER_SOURCE, label: 'Voiceover' }]
    : stored;
}
