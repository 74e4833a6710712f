// What the teaching screen's player can play (issue #5): the resource's stored recordings and
// MP3 uploads, and the browser's voiceover reading the target text.

/** The voiceover's value in the Source select; a stored track's is `track-<id>`. */
export const VOICEOVER_SOURCE = 'voiceover';

/** The slice of a stored track the Source select needs, so the rule runs without the API types. */
export interface StoredTrackLike {
  readonly id: number;
  readonly kind: 'recording' | 'upload';
  readonly fileName: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** One thing the player can play: the browser's voiceover or a stored recording or MP3. */
export type AudioSource<T extends StoredTrackLike = StoredTrackLike> =
  | { readonly kind: 'voiceover'; readonly value: string; readonly label: string }
  | {
      readonly kind: 'track';
      readonly value: string;
      readonly label: string;
      readonly track: T;
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

const newestFirst = (a: StoredTrackLike, b: StoredTrackLike) =>
  b.createdAt.localeCompare(a.createdAt);

/**
 * What the Source select offers: the stored tracks, newest first (the teacher's latest take is
 * the one they most likely meant), then the voiceover where this browser can speak. Several
 * recordings are told apart by when they were made, as they have no names of their own.
 */
export function audioSources<T extends StoredTrackLike>(
  tracks: readonly T[],
  speechSupported: boolean,
): readonly AudioSource<T>[] {
  const recordings = tracks.filter((track) => track.kind === 'recording').length;
  const stored = [...tracks].sort(newestFirst).map((track): AudioSource<T> => ({
    kind: 'track',
    value: `track-${String(track.id)}`,
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

/**
 * The source Play plays: the teacher's choice while it is still offered (a deleted track falls
 * back), else the first offered; null only when nothing can play.
 */
export function chosenSource<T extends StoredTrackLike>(
  sources: readonly AudioSource<T>[],
  chosen: string | null,
): AudioSource<T> | null {
  return sources.find((candidate) => candidate.value === chosen) ?? sources[0] ?? null;
}
