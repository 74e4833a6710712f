import { useId, useMemo } from 'react';
import type { TrackLoader } from '@/application/teaching/ports';
import type { AudioTrack } from '@/application/resources/ports';
import type { PupilTaskData } from '@/domain/homework/pupilTask';
import { AudioPlayerControls } from '@/ui/pages/teaching/audio/AudioPlayer';
import { useAudioPlayer } from '@/ui/pages/teaching/audio/useAudioPlayer';
import { listeningContent } from './listeningContent';
import '@/ui/pages/teaching/games/games.css';

const NO_TRACKS: readonly AudioTrack[] = [];

const noTrack: TrackLoader = () => Promise.reject(new Error('This task has no recording to load.'));

/**
 * A LISTENING task's audio, played before the questions by the teaching screen's own player
 * (its machine, controls, speed and volume): the resource's recording or MP3 when the task has
 * one and the page can load it, else the browser's voiceover reading the text.
 */
export function ListenFirst({
  data,
  loadTrack,
}: {
  readonly data: PupilTaskData;
  readonly loadTrack: TrackLoader | undefined;
}) {
  const titleId = useId();
  const text = data.text?.target ?? '';
  const content = useMemo(() => listeningContent(text, data.language), [text, data.language]);
  const audio = data.audio;
  const tracks = useMemo((): readonly AudioTrack[] => {
    if (audio?.kind !== 'track' || loadTrack === undefined) return NO_TRACKS;
    // The task names its track only: the player shows it as the recording it most often is.
    return [
      {
        id: audio.trackId,
        kind: 'recording',
        mimeType: 'audio/mpeg',
        bytes: 0,
        fileName: 'Recording',
        createdAt: '',
      },
    ];
  }, [audio, loadTrack]);
  const player = useAudioPlayer({
    content,
    speech: null,
    tracks,
    loadTrack: loadTrack ?? noTrack,
    perWordAllowed: false,
  });
  return (
    <section className="task-listen" aria-labelledby={titleId} data-tour="task-audio">
      <h2 id={titleId} className="task-section-title">
        Listen first
      </h2>
      <p className="game-instructions">
        Play the text and listen to it, as many times as you like, then answer the questions. You
        can slow it down with Speed.
      </p>
      <AudioPlayerControls player={player} />
    </section>
  );
}
