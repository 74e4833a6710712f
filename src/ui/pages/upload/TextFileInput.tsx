import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { UPLOAD_LIMITS } from '@/application/resources/uploadForm';
import type { UploadFileControl } from './useUploadForm';

const NUMBER = new Intl.NumberFormat('en-GB');

interface TextFileInputProps {
  readonly id: string;
  readonly label: string;
  /** A problem of the form's own (nothing chosen yet), shown when the file itself is fine. */
  readonly error?: string | undefined;
  readonly lang: string;
  readonly rtl: boolean;
  /** The file last read or refused, and the events that choose, refuse and remove one. */
  readonly control: UploadFileControl;
  /** Given for an optional file: a button takes the file and its text away again. */
  readonly removable?: boolean;
  readonly removeLabel?: string;
}

/**
 * A .txt file chosen with the file input, or dropped onto the zone around it (the input is the
 * keyboard and touch way, so dropping is only a shortcut). The upload machine reads and checks
 * the file; its name and first lines confirm which file it was.
 */
export function TextFileInput({
  id,
  label,
  error,
  lang,
  rtl,
  control,
  removable = false,
  removeLabel,
}: TextFileInputProps) {
  const { file, refusal } = control;
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen !== undefined) control.choose(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files;
    if (dropped.length > 1) {
      control.refuse('Drop one file at a time.');
      return;
    }
    const chosen = dropped[0];
    if (chosen !== undefined) control.choose(chosen);
  };

  const remove = () => {
    if (input.current !== null) input.current.value = '';
    control.remove();
    input.current?.focus();
  };

  const shownError = refusal ?? error;
  const describedBy = [`${id}-hint`, shownError === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        A plain-text (.txt) file in UTF-8 of up to {NUMBER.format(UPLOAD_LIMITS.characters)}{' '}
        characters. Choose it, or drop it onto this box.
      </p>
      <div
        className={dragging ? 'upload-drop upload-drop-active' : 'upload-drop'}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          // Leaving for a child (the input) is still inside the zone.
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          name={id}
          type="file"
          accept=".txt,text/plain"
          aria-invalid={shownError === undefined ? undefined : true}
          aria-describedby={describedBy}
          onChange={onChange}
        />
      </div>
      {/* A refusal arrives after the reading, not after a submit: announce it as it appears. */}
      {shownError === undefined ? null : (
        <p id={`${id}-error`} className="field-error" role={refusal === null ? undefined : 'alert'}>
          {shownError}
        </p>
      )}
      <div role="status" className="upload-file">
        {file === null ? null : (
          <>
            <p className="upload-file-name">
              Read <strong>{file.name}</strong>: {NUMBER.format(file.characters)} characters. It
              begins:
            </p>
            <pre className="upload-preview" lang={lang} dir={rtl ? 'rtl' : 'ltr'}>
              {file.lines.join('\n')}
            </pre>
          </>
        )}
      </div>
      {file === null || !removable ? null : (
        <button type="button" className="button button-quiet" onClick={remove}>
          {removeLabel ?? 'Remove the file'}
        </button>
      )}
    </div>
  );
}
