import { useEffect, useRef, useState } from 'react';
import type { AudioKind } from '@/application/resources/ports';
import { AUDIO_MAX_BYTES, formatBytes } from '@/domain/audio/audioFormat';
import {
  RECORDING_MAX_MS,
  formatElapsed,
  recordingFileName,
  recordingFits,
} from '@/domain/audio/recording';
import { FormAlert } from '@/ui/components/FormAlert';
import { useRecorder, type RecorderProblem } from './useRecorder';

export type AddTrack = (track: { kind: AudioKind; fileName: string; data: Blob }) => Promise<void>;

export interface RecorderControlsProps {
  readonly onAdd: AddTrack;
  readonly busy?: boolean;
  /** The longest recording; the default is RECORDING_MAX_MS (ten minutes). */
  readonly maxMs?: number;
}

const PROBLEMS: Readonly<Record<RecorderProblem, string>> = {
  unsupported:
    'This browser cannot record audio here. Use a recent Chrome, Edge, Firefox or Safari on a secure (https) page, or upload an MP3 instead.',
  denied:
    "Parlo was not allowed to use the microphone. Allow the microphone for this site in your browser's settings, then start again.",
  'no-microphone': 'No microphone was found. Connect one, then start again.',
  busy: 'The microphone could not be started: another application may be using it.',
  failed: 'The recording failed. Please try again.',
};

/** "10 minutes", "1 minute", "90 seconds". */
function duration(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes)) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const seconds = Math.round(ms / 1000);
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong';

/** Spec §9 "Record": the teacher reads the text aloud, listens back, and keeps it. */
export function RecorderControls({
  onAdd,
  busy = false,
  maxMs = RECORDING_MAX_MS,
}: RecorderControlsProps) {
  const { state, supported, start, stop, discard } = useRecorder({ maxMs });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const save = useRef<HTMLButtonElement>(null);

  // The Stop button's job is done: the next step is to listen and save.
  useEffect(() => {
    if (state.status === 'recorded') save.current?.focus();
  }, [state.status]);

  const onToggle = () => {
    setError(null);
    setNotice('');
    if (state.status === 'recording') stop();
    else if (state.status !== 'requesting') void start();
  };

  const onSave = async () => {
    if (state.status !== 'recorded' || saving) return;
    const { recording } = state;
    if (!recordingFits(recording.blob.size)) {
      setError(
        `The recording is ${formatBytes(recording.blob.size)}; a track may be at most ${formatBytes(AUDIO_MAX_BYTES)}. Record a shorter one.`,
      );
      return;
    }
    setError(null);
    setSaving(true);
    const fileName = recordingFileName(recording.madeAt, recording.mimeType);
    try {
      await onAdd({ kind: 'recording', fileName, data: recording.blob });
      discard();
      setNotice(`Recording saved as ${fileName}.`);
      toggle.current?.focus();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const onDiscard = () => {
    discard();
    setError(null);
    setNotice('Recording discarded.');
    toggle.current?.focus();
  };

  if (!supported && state.status !== 'failed') {
    return (
      <fieldset className="audio-section">
        <legend>Record</legend>
        <p className="notice">{PROBLEMS.unsupported}</p>
      </fieldset>
    );
  }

  const toggleLabel = {
    idle: 'Start recording',
    failed: 'Start recording',
    requesting: 'Waiting for the microphone…',
    recording: 'Stop recording',
    recorded: 'Record again',
  }[state.status];

  return (
    <fieldset className="audio-section">
      <legend>Record</legend>
      <p className="field-hint">
        Read the text aloud; a recording may last up to {duration(maxMs)}.
      </p>
      {state.status === 'failed' && <FormAlert message={PROBLEMS[state.problem]} />}
      <div className="audio-recorder">
        <button
          ref={toggle}
          type="button"
          className={`button ${state.status === 'recording' ? 'button-danger-outline' : 'button-quiet'}`}
          aria-disabled={state.status === 'requesting' || saving || undefined}
          onClick={saving ? undefined : onToggle}
        >
          {state.status === 'recording' && (
            <span className="audio-recording-dot" aria-hidden="true" />
          )}
          {toggleLabel}
        </button>
        {state.status === 'recording' && (
          <span role="timer" aria-label="Recording time" className="audio-elapsed">
            {formatElapsed(state.elapsedMs)} / {formatElapsed(maxMs)}
          </span>
        )}
      </div>
      {state.status === 'recorded' && (
        <div className="audio-recorded">
          <audio controls src={state.recording.url} aria-label="Your recording" />
          <p className="field-hint">
            {formatElapsed(state.recording.durationMs)} recorded
            {state.recording.reachedLimit &&
              `: the recording stopped at the ${duration(maxMs)} limit`}
            .
          </p>
          <div className="form-actions">
            <button
              ref={save}
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-disabled={saving || undefined}
              onClick={() => void onSave()}
            >
              {saving ? 'Saving…' : 'Save recording'}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={saving}
              onClick={onDiscard}
            >
              Discard
            </button>
          </div>
        </div>
      )}
      <FormAlert message={error} />
      <p role="status" className="audio-status">
        {state.status === 'recording' ? 'Recording…' : notice}
      </p>
    </fieldset>
  );
}
