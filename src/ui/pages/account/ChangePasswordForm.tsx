import type { FormEvent } from 'react';
import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/TextField';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';
import { confirmRule, newPasswordRule, PASSWORD_HINT } from '@/ui/pages/auth/passwordRules';
import { failureOf, FormAlert, useSubmission } from './formParts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  // Any current password: it may predate the rule of spec §5.
  currentPassword: (value) => (value === '' ? 'Enter your current password.' : null),
  newPassword: (value, values) =>
    newPasswordRule(value) ??
    (value === values.currentPassword ? 'Choose a password other than your current one.' : null),
  confirmPassword: confirmRule('newPassword'),
};
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change password form of `/account_setting` (PUT /account_setting/password). A change ends
 * every session of the account, this one included (the server refuses older access tokens), so
 * on success the app says so in a toast and ends the session here too: the route guard then
 * takes the user to sign in, and back to Profile afterwards.
 */
export function ChangePasswordForm() {
  const { account, session, notifier } = useServices();
  const { values, errors, setValue, validate, register } = useValidatedForm(RULES, EMPTY);
  const { state, submit } = useSubmission<string>();
  const sending = state.status === 'sending';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const valid = validate();
    if (valid === null) return;
    const result = await submit(() =>
      account.changePassword(valid.currentPassword, valid.newPassword),
    );
    if (!result.ok) return;
    notifier.success(result.value);
    session.send({ type: 'session.expired' });
  };

  return (
    <form
      className="form"
      noValidate
      aria-busy={sending}
      aria-labelledby="password-heading"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="password-heading">Change password</h2>
      <p className="field-hint">You will sign in again with the new password afterwards.</p>
      <FormAlert message={failureOf(state)} />
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(value) => setValue('currentPassword', value)}
        ref={register('currentPassword')}
      />
      <TextField
        id="changed-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(value) => setValue('newPassword', value)}
        ref={register('newPassword')}
      />
      <TextField
        id="changed-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => setValue('confirmPassword', value)}
        ref={register('confirmPassword')}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={sending}
          data-analytics-id="profile-change-password"
        >
          {sending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
