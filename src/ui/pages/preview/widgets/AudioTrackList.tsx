import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AudioKind, AudioTrack } from '@/application/resources/ports';
import { formatBytes } from '@/domain/audio/audioFormat';
import { FormAlert } from '@/ui/components/FormAlert';

export interface AudioTrackListProps {
  readonly tracks: readonly AudioTrack[];
  readonly onRemove: (trackId: number) => Promise<void>;
  readonly loadTrack: (trackId: number) => Promise<Blob>;
  readonly busy?: boolean;
}

const KINDS: Readonly<Record<AudioKind, string>> = {
  recording: 'Recording',
  upload: 'Uploaded MP3',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong';

/** The resource's stored recordings and MP3s: listen to one, or delete it after a confirmation. */
export function AudioTrackList({ tracks, onRemove, loadTrack, busy = false }: AudioTrackListProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [playing, setPlaying] = useState<{ readonly id: number; readonly url: string } | null>(
    null,
  );
  const [loading, setLoading] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());

  // An object URL keeps its blob in memory until revoked: one player at a time, freed on leave.
  const playingUrl = useRef<string | null>(null);
  useEffect(() => {
    playingUrl.current = playing?.url ?? null;
  }, [playing]);
  useEffect(
    () => () => {
      if (playingUrl.current !== null) URL.revokeObjectURL(playingUrl.current);
    },
    [],
  );
  // A deleted track's player goes with it.
  const playingGone = playing !== null && !tracks.some((track) => track.id === playing.id);
  useEffect(() => {
    if (playingGone) {
      URL.revokeObjectURL(playing.url);
      setPlaying(null);
    }
  }, [playingGone, playing]);

  useEffect(() => {
    if (confirming !== null) cancelButton.current?.focus();
  }, [confirming]);

  const play = async (track: AudioTrack) => {
    if (loading !== null) return;
    setError(null);
    setLoading(track.id);
    try {
      const blob = await loadTrack(track.id);
      const url = URL.createObjectURL(blob);
      setPlaying((previous) => {
        if (previous !== null) URL.revokeObjectURL(previous.url);
        return { id: track.id, url };
      });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(null);
    }
  };

  const cancel = (trackId: number) => {
    setConfirming(null);
    deleteButtons.current.get(trackId)?.focus();
  };

  const remove = async (track: AudioTrack) => {
    setError(null);
    setRemoving(track.id);
    try {
      await onRemove(track.id);
      setConfirming(null);
      setNotice(`${track.fileName} deleted.`);
      // Its row is going: the list's heading keeps the focus in the panel.
      heading.current?.focus();
    } catch (failure) {
      setConfirming(null);
      setError(errorMessage(failure));
      deleteButtons.current.get(track.id)?.focus();
    } finally {
      setRemoving(null);
    }
  };

  const onConfirmKeyDown = (event: KeyboardEvent<HTMLDivElement>, trackId: number) => {
    if (event.key !== 'Escape' || removing !== null) return;
    event.preventDefault();
    cancel(trackId);
  };

  return (
    <section className="audio-section audio-tracks" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="audio-heading">
        Audio tracks
      </h3>
      {tracks.length === 0 ? (
        <p className="field-hint">No recordings or MP3s yet.</p>
      ) : (
        <ul className="audio-track-list">
          {tracks.map((track) => (
            <li key={track.id} className="audio-track">
              <div className="audio-track-info">
                <span className="audio-track-name">{track.fileName}</span>
                <span className="audio-track-meta">
                  {KINDS[track.kind]} · {formatBytes(track.bytes)} ·{' '}
                  <time dateTime={track.createdAt}>{formatDate(track.createdAt)}</time>
                </span>
              </div>
              <div className="audio-track-actions">
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={`Play ${track.fileName}`}
                  aria-disabled={loading === track.id || undefined}
                  onClick={() => void play(track)}
                >
                  {loading === track.id ? 'Loading…' : 'Play'}
                </button>
                <button
                  ref={(element) => {
                    if (element === null) deleteButtons.current.delete(track.id);
                    else deleteButtons.current.set(track.id, element);
                  }}
                  type="button"
                  className="button button-quiet"
                  aria-label={`Delete ${track.fileName}`}
                  aria-expanded={confirming === track.id}
                  disabled={busy}
                  onClick={() => setConfirming(track.id)}
                >
                  Delete
                </button>
              </div>
              {playing?.id === track.id && (
                <audio
                  className="audio-player"
                  controls
                  autoPlay
                  src={playing.url}
                  aria-label={track.fileName}
                />
              )}
              {confirming === track.id && (
                <div
                  className="audio-confirm"
                  role="group"
                  aria-label={`Delete ${track.fileName}?`}
                  onKeyDown={(event) => onConfirmKeyDown(event, track.id)}
                >
                  <p>
                    Delete {track.fileName}? Pupils will no longer hear it. This cannot be undone.
                  </p>
                  <div className="form-actions">
                    <button
                      ref={cancelButton}
                      type="button"
                      className="button button-quiet"
                      disabled={removing !== null}
                      onClick={() => cancel(track.id)}
                    >
                      Keep it
                    </button>
                    <button
                      type="button"
                      className="button audio-button-danger"
                      aria-disabled={removing !== null || undefined}
                      disabled={busy}
                      onClick={removing !== null ? undefined : () => void remove(track)}
                    >
                      {removing === track.id ? 'Deleting…' : 'Yes, delete'}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={error} />
      <p role="status" className="audio-status">
        {notice}
      </p>
    </section>
  );
}
