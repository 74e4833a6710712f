import { useId, useState, type ChangeEvent } from 'react';
import {
  AUDIO_MAX_BYTES,
  AUDIO_SNIFF_BYTES,
  checkMp3Content,
  checkMp3File,
  formatBytes,
  mp3RefusalMessage,
} from '@/domain/audio/audioFormat';
import { FormAlert } from '@/ui/components/FormAlert';
import type { AddTrack } from './RecorderControls';

export interface Mp3UploadProps {
  readonly onAdd: AddTrack;
  readonly busy?: boolean;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong';

/**
 * Spec §9 "Upload MP3". The file is checked before it is sent (name or type, size, and its
 * first bytes), so a wrong file is refused at once and nothing changes; the server checks again.
 */
export function Mp3Upload({ onAdd, busy = false }: Mp3UploadProps) {
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once fixed, is a change too.
    input.value = '';
    if (file === undefined) return;
    if (uploading !== null) {
      setError(`Wait for ${uploading} to finish uploading, then choose the next file.`);
      return;
    }
    setNotice('');
    const refusal =
      checkMp3File(file) ??
      checkMp3Content(
        file.name,
        new Uint8Array(await file.slice(0, AUDIO_SNIFF_BYTES).arrayBuffer()),
      );
    if (refusal !== null) {
      setError(mp3RefusalMessage(refusal));
      return;
    }
    setError(null);
    setUploading(file.name);
    try {
      await onAdd({ kind: 'upload', fileName: file.name, data: file });
      setNotice(`${file.name} uploaded.`);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(null);
    }
  };

  return (
    <fieldset className="audio-section">
      <legend>Upload MP3</legend>
      <div className="field">
        <label htmlFor={inputId}>MP3 file</label>
        <p id={hintId} className="field-hint">
          An MP3 of at most {formatBytes(AUDIO_MAX_BYTES)}. It is added as soon as you choose it.
        </p>
        <input
          id={inputId}
          type="file"
          accept="audio/mpeg,.mp3"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => void onChange(event)}
        />
      </div>
      <FormAlert message={error} />
      <p role="status" className="audio-status">
        {uploading !== null ? `Uploading ${uploading}…` : notice}
      </p>
    </fieldset>
  );
}
