import type { FormEvent } from 'react';
import type { AccountResult } from '@/application/account/accountService';
import { failureOf, useSubmission } from './useSubmission';
import { useValidatedForm, type FieldRule } from './useValidatedForm';

/**
 * A validated form that sends one call to the server: on submit the fields are checked (the
 * first invalid one takes the focus), then `send` runs with the valid values, once at a time.
 * `onDone` runs with the answer of a call that succeeded.
 */
export function useSubmitForm<K extends string, T>(
  rules: Readonly<Record<K, FieldRule<K>>>,
  initial: Readonly<Record<K, string>>,
  send: (values: Readonly<Record<K, string>>) => Promise<AccountResult<T>>,
  onDone?: (value: T) => void,
) {
  const form = useValidatedForm(rules, initial);
  const { state, submit } = useSubmission<T>();
  const sending = state.status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while a call is under way (aria-disabled), so a second press must do nothing.
    if (sending) return;
    const valid = form.validate();
    if (valid === null) return;
    void submit(() => send(valid)).then((result) => {
      if (result.ok) onDone?.(result.value);
    });
  };

  return { ...form, state, sending, failure: failureOf(state), onSubmit };
}
