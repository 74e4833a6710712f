import { useId } from 'react';
import { useAudioPlayer, type AudioPlayerApi, type AudioPlayerOptions } from './useAudioPlayer';
import { speedChoices, speedLabel } from './playbackSpeed';
import './audio.css';

export type AudioPlayerProps = AudioPlayerOptions;

export interface AudioPlayerControlsProps {
  /** The screen's `useAudioPlayer(...)`, so it can also ask for a sentence or a word. */
  readonly player: AudioPlayerApi;
}

/**
 * The player on its own, for a page that only needs Play. The teaching screen instead calls
 * `useAudioPlayer` itself (to play a sentence or a word) and renders `AudioPlayerControls`.
 */
export function AudioPlayer(props: AudioPlayerProps) {
  const player = useAudioPlayer(props);
  return <AudioPlayerControls player={player} />;
}

const PLAY_LABELS = { playing: 'Pause', paused: 'Resume' } as const;

/**
 * Source, Play/Pause, Stop, speed and volume, large enough to hit on a projector's laptop. It
 * renders the `<audio>` element a stored track plays through, so keep it mounted while a track
 * should play.
 */
export function AudioPlayerControls({ player }: AudioPlayerControlsProps) {
  const sourceId = useId();
  const speedId = useId();
  const volumeId = useId();
  const { state, audioElement } = player;
  const unavailable = state.status === 'unavailable';
  const nothingToRead = state.source?.kind === 'voiceover' && player.sentenceCount === 0;
  const playing = state.status === 'playing';
  const toggleLabel =
    state.status === 'playing' || state.status === 'paused' ? PLAY_LABELS[state.status] : 'Play';
  const showsSource = player.sources.some((source) => source.kind === 'track');

  return (
    <section className="audio-player" aria-label="Audio player">
      {unavailable && (
        <p className="notice">
          Audio is not available here: this browser cannot read text aloud, and this resource has no
          recording or MP3.
        </p>
      )}
      {showsSource && (
        <div className="audio-player-field">
          <label htmlFor={sourceId}>Source</label>
          <select
            id={sourceId}
            value={state.source?.value ?? ''}
            onChange={(event) => player.setSource(event.target.value)}
          >
            {player.sources.map((source) => (
              <option key={source.value} value={source.value}>
                {source.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="audio-player-buttons">
        <button
          type="button"
          className="audio-player-button audio-player-play"
          disabled={unavailable || state.status === 'loading' || (nothingToRead && !playing)}
          onClick={playing ? player.pause : player.play}
        >
          <span aria-hidden="true" className="audio-player-icon">
            {playing ? '❚❚' : '▶'}
          </span>
          {toggleLabel}
        </button>
        <button
          type="button"
          className="audio-player-button"
          disabled={state.status !== 'playing' && state.status !== 'paused'}
          onClick={player.stop}
        >
          <span aria-hidden="true" className="audio-player-icon">
            ■
          </span>
          Stop
        </button>
      </div>
      <div className="audio-player-field" data-tour="speed">
        <label htmlFor={speedId}>Speed</label>
        <select
          id={speedId}
          value={String(player.rate)}
          disabled={unavailable}
          onChange={(event) => player.setRate(Number(event.target.value))}
        >
          {speedChoices(player.rate).map((rate) => (
            <option key={rate} value={String(rate)}>
              {speedLabel(rate)}
            </option>
          ))}
        </select>
      </div>
      <div className="audio-player-field audio-player-volume" data-tour="volume">
        <label htmlFor={volumeId}>Volume</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={player.volume}
          disabled={unavailable}
          aria-valuetext={`${player.volume} %`}
          onChange={(event) => player.setVolume(Number(event.target.value))}
        />
        <span aria-hidden="true" className="audio-player-volume-value">
          {player.volume} %
        </span>
      </div>
      <p className="audio-player-progress">{progressText(player)}</p>
      {player.voiceNote !== null && <p className="field-hint">{player.voiceNote}</p>}
      {nothingToRead && <p className="field-hint">There is no text to read yet.</p>}
      {/* Always in the page: a live region only announces changes to a region already there. */}
      <p role="status" className="audio-player-notice">
        {state.notice?.message}
      </p>
      <audio
        ref={audioElement.ref}
        src={audioElement.src}
        preload="auto"
        onPlay={audioElement.onPlay}
        onPause={audioElement.onPause}
        onEnded={audioElement.onEnded}
      />
    </section>
  );
}

function progressText({ state }: AudioPlayerApi): string {
  if (state.status === 'loading') return 'Loading the recording…';
  if (state.progress === null) return '';
  return `Sentence ${state.progress.position} of ${state.progress.total}`;
}
