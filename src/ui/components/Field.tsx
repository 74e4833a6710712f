import type { HTMLInputAutoCompleteAttribute, ReactNode, Ref } from 'react';

/*
 * The one labelled field of every form: a label, an optional hint, the control, and the
 * validation message, with the hint and message announced with the control (aria-describedby).
 * TextField and SelectField differ only in their control.
 */

interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** The validation message; when present the control is marked invalid and describes itself with it. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

/** The attributes that name a field's control and tie it to the field's hint and message. */
function controlAttributes({ id, hint, error }: FieldProps) {
  const describedBy = [
    hint === undefined ? null : `${id}-hint`,
    error === undefined ? null : `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name: id,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: FieldProps & { readonly children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  ref,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      <input
        ref={ref}
        type={type}
        value={value}
        autoComplete={autoComplete}
        {...controlAttributes(field)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps extends FieldProps {
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly autoComplete?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error are announced with it. */
export function SelectField({
  value,
  options,
  onChange,
  autoComplete,
  ref,
  ...field
}: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        ref={ref}
        value={value}
        autoComplete={autoComplete}
        {...controlAttributes(field)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
