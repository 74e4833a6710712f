import { useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * The small controls every editor of the activities page is built from. Each control carries
 * its full name (aria-label "Question 2, target language") because a page of forty items has
 * forty "Target language" fields; the short visible label is part of that name (WCAG 2.5.3).
 * A field's problem is announced with it through aria-describedby.
 */

interface TextControlProps {
  readonly id: string;
  /** The control's full accessible name. */
  readonly name: string;
  /** The short label shown above the control. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly multiline?: boolean;
  readonly lang?: string | undefined;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return ids === '' ? undefined : ids;
}

/** A labelled text input (or textarea) with its hint and problem. */
export function TextControl({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  lang,
}: TextControlProps) {
  const shared = {
    id,
    value,
    lang,
    'aria-label': name,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="editor-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's problem, tied to its control by id. */
export function FieldError({
  id,
  error,
}: {
  readonly id: string;
  readonly error?: string | undefined;
}) {
  return error === undefined ? null : (
    <p id={`${id}-error`} className="editor-error">
      {error}
    </p>
  );
}

interface SelectControlProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

/** A labelled select with its problem. */
export function SelectControl({
  id,
  name,
  label,
  value,
  options,
  onChange,
  error,
}: SelectControlProps) {
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-label={name}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A plain button of the editors: quiet by default, never a submit. */
export function EditorButton({
  children,
  label,
  onClick,
  disabled = false,
  id,
  tone = 'quiet',
}: {
  readonly children: ReactNode;
  /** The accessible name, when the visible text alone is ambiguous ("Delete" among many). */
  readonly label?: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly tone?: 'quiet' | 'primary' | 'danger';
}) {
  return (
    <button
      type="button"
      id={id}
      className={`button button-${tone} editor-button`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Something the teacher removed: what to say, and what is needed to put it back. */
export interface Removal<T> {
  readonly message: string;
  readonly data: T;
}

/**
 * The last removal, for its Undo button. Removing is immediate (no confirm dialog in the way of
 * tidying a list), and the Undo stays until the next removal or until it is used. The undo
 * itself is done by the editor with the value it holds then, not the one at removal time, so
 * edits made in between are kept.
 */
export function useRemoval<T>() {
  const [last, setLast] = useState<Removal<T> | null>(null);
  return { last, remember: setLast, forget: () => setLast(null) };
}

/**
 * The status line that announces a removal, with its Undo button. The button takes the focus
 * when a removal happens: the Delete button that had it is gone with its row.
 */
export function UndoBar({
  removal,
  onUndo,
}: {
  readonly removal: Removal<unknown> | null;
  readonly onUndo: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (removal !== null) button.current?.focus();
  }, [removal]);
  // The live region stays in the page so that the news is announced when it appears.
  return (
    <div className="editor-undo" role="status">
      {removal === null ? null : (
        <>
          <span>{removal.message}</span>
          <button
            ref={button}
            type="button"
            className="button button-quiet editor-button"
            onClick={onUndo}
          >
            Undo
          </button>
        </>
      )}
    </div>
  );
}
