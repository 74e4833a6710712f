import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { AccountResult } from '@/application/account/accountService';
import './account.css';

/*
 * Pieces the account screens share (register, password reset, e-mail verification, Profile):
 * a labelled select, the server's message announced inline, a confirmation that takes the
 * focus, and the state of one call to the server.
 */

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error are announced with it (aria-describedby). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  autoComplete,
  ref,
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <select
        ref={ref}
        id={id}
        name={id}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's message for a failed call, announced as it appears (role="alert"). */
export function FormAlert({ message }: { readonly message: string | null }) {
  return message === null ? null : (
    <p role="alert" className="form-alert">
      {message}
    </p>
  );
}

/**
 * What replaces a form once the server has accepted it. Its heading takes the focus, so that
 * keyboard and screen-reader users land on the news rather than on a vanished button.
 */
export function Confirmation({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** One call to the server as a form shows it. */
export type Submission<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly value: T };

/**
 * Runs a form's call and keeps its state; an answer arriving after the page was left is
 * dropped. `submit` resolves with the call's result so the form can react (clear, reset).
 */
export function useSubmission<T>() {
  const [state, setState] = useState<Submission<T>>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = useCallback(async (call: () => Promise<AccountResult<T>>) => {
    setState({ status: 'sending' });
    const result = await call();
    if (mounted.current) {
      setState(
        result.ok
          ? { status: 'done', value: result.value }
          : { status: 'failed', message: result.message },
      );
    }
    return result;
  }, []);
  return { state, submit };
}

/** The server's message while a submission has failed, else null. */
export function failureOf<T>(state: Submission<T>): string | null {
  return state.status === 'failed' ? state.message : null;
}

/** The browser's preferred languages, most preferred first (for a default country). */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
