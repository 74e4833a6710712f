import { characterCount, UPLOAD_LIMITS } from '@/application/resources/uploadForm';

const NUMBER = new Intl.NumberFormat('en-GB');

interface TextAreaFieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly error?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The language of the text, so that speech and spelling tools read it as such. */
  readonly lang: string;
  readonly rtl: boolean;
  readonly rows?: number;
}

/**
 * A long text with its hint, a live character count against the upload limit, and its message,
 * all announced with the control (aria-describedby), laid out as Field.tsx lays out inputs.
 */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  lang,
  rtl,
  rows = 8,
}: TextAreaFieldProps) {
  const count = characterCount(value);
  const over = count - UPLOAD_LIMITS.characters;
  const describedBy = [`${id}-hint`, `${id}-count`, error === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <textarea
        id={id}
        name={id}
        rows={rows}
        lang={lang}
        dir={rtl ? 'rtl' : 'ltr'}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={over > 0 ? 'upload-count upload-count-over' : 'upload-count'}
      >
        {`${NUMBER.format(count)} of ${NUMBER.format(UPLOAD_LIMITS.characters)} characters`}
        {over > 0 ? `: ${NUMBER.format(over)} too many` : ''}
      </p>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
