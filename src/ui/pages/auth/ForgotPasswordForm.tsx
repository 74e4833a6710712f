import type { FormEvent } from 'react';
import { validateField } from '@/domain/validation/patterns';
import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/TextField';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';
import { Confirmation, failureOf, FormAlert, useSubmission } from '@/ui/pages/account/formParts';
import { messageOf } from './passwordRules';

type Field = 'email';
const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  email: (value) => messageOf(validateField('email', value.trim())),
};

/**
 * The forgot-password form (spec §7 POST /forgetPassword). The answer is the same whether or
 * not the address has an account, so the confirmation shows it as it is.
 */
export function ForgotPasswordForm() {
  const { account } = useServices();
  const { values, errors, setValue, validate, register } = useValidatedForm(RULES, { email: '' });
  const { state, submit } = useSubmission<string>();
  const sending = state.status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const valid = validate();
    if (valid === null) return;
    void submit(() => account.forgotPassword(valid.email.trim()));
  };

  if (state.status === 'done') {
    return (
      <Confirmation title="Check your inbox">
        <p>{state.value}</p>
      </Confirmation>
    );
  }

  return (
    <form className="form" noValidate aria-busy={sending} onSubmit={onSubmit}>
      <FormAlert message={failureOf(state)} />
      <fieldset>
        <legend className="visually-hidden">Your account</legend>
        <TextField
          id="reset-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(value) => setValue('email', value)}
          ref={register('email')}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          aria-disabled={sending}
          data-analytics-id="forgot-password-submit"
        >
          {sending ? 'Sending…' : 'Send reset link'}
        </button>
      </fieldset>
    </form>
  );
}
