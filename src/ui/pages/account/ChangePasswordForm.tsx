import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/Field';
import { confirmRule, newPasswordRule } from '@/ui/components/fieldRules';
import { FormAlert } from '@/ui/components/FormAlert';
import { NewPasswordFields } from '@/ui/components/NewPasswordFields';
import { SubmitButton } from '@/ui/components/SubmitButton';
import { useSubmitForm } from '@/ui/components/useSubmitForm';
import type { FieldRule } from '@/ui/components/useValidatedForm';

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
  const form = useSubmitForm(
    RULES,
    EMPTY,
    (valid) => account.changePassword(valid.currentPassword, valid.newPassword),
    (message) => {
      notifier.success(message);
      session.send({ type: 'session.expired' });
    },
  );

  return (
    <form
      className="form"
      noValidate
      aria-busy={form.sending}
      aria-labelledby="password-heading"
      onSubmit={form.onSubmit}
    >
      <h2 id="password-heading">Change password</h2>
      <p className="field-hint">You will sign in again with the new password afterwards.</p>
      <FormAlert message={form.failure} />
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.values.currentPassword}
        error={form.errors.currentPassword}
        onChange={(value) => form.setValue('currentPassword', value)}
        ref={form.register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        password="newPassword"
        confirm="confirmPassword"
        label="New password"
        id="changed-password"
      />
      <div className="form-actions">
        <SubmitButton
          sending={form.sending}
          sendingLabel="Changing…"
          analyticsId="profile-change-password"
        >
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
