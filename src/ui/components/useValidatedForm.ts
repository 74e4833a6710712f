import { useCallback, useRef, useState } from 'react';

/** A field's rule: the message to show for `value` (given all values), or null when it is fine. */
export type FieldRule<K extends string> = (
  value: string,
  values: Readonly<Record<K, string>>,
) => string | null;

type Errors<K extends string> = Partial<Record<K, string>>;

/** What a form's fields need from `useValidatedForm`: the values, the messages, and the setters. */
export interface ValidatedFields<K extends string> {
  readonly values: Readonly<Record<K, string>>;
  readonly errors: Errors<K>;
  readonly setValue: (field: K, value: string) => void;
  /** A ref callback that lets a failed submit focus the field. */
  readonly register: (field: K) => (element: HTMLInputElement | null) => void;
}

/**
 * Form state with validation on submit: messages appear when the user submits, then follow
 * their typing for the fields already in error (no scolding before the first attempt). On a
 * failed submit the first invalid field gets the focus.
 */
export function useValidatedForm<K extends string>(
  rules: Readonly<Record<K, FieldRule<K>>>,
  initial: Readonly<Record<K, string>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const inputs = useRef(new Map<K, HTMLInputElement>());

  const setValue = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] === undefined) return;
    const message = rules[field](value, next);
    const updated = { ...errors };
    if (message === null) delete updated[field];
    else updated[field] = message;
    setErrors(updated);
  };

  /** Validates every field; returns the values when all pass, else null (and shows the messages). */
  const validate = useCallback((): Readonly<Record<K, string>> | null => {
    const found: Errors<K> = {};
    const fields = Object.keys(rules) as K[];
    for (const field of fields) {
      const message = rules[field](values[field], values);
      if (message !== null) found[field] = message;
    }
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field] !== undefined);
    if (firstInvalid === undefined) return values;
    inputs.current.get(firstInvalid)?.focus();
    return null;
  }, [rules, values]);

  /** A ref callback that lets `validate` focus the field. */
  const register = useCallback(
    (field: K) => (element: HTMLInputElement | null) => {
      if (element === null) inputs.current.delete(field);
      else inputs.current.set(field, element);
    },
    [],
  );

  return { values, errors, setValue, validate, register };
}
