import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/Field';
import { trimmedRule } from '@/ui/components/fieldRules';
import { useSubmitForm } from '@/ui/components/useSubmitForm';
import type { FieldRule } from '@/ui/components/useValidatedForm';
import { AuthForm, CheckYourInbox } from './AuthForm';

type Field = 'email';
const RULES: Readonly<Record<Field, FieldRule<Field>>> = { email: trimmedRule('email') };
const EMPTY = { email: '' };

/**
 * The forgot-password form (spec §7 POST /forgetPassword). The answer is the same whether or
 * not the address has an account, so the confirmation shows it as it is.
 */
export function ForgotPasswordForm() {
  const { account } = useServices();
  const form = useSubmitForm(RULES, EMPTY, (valid) => account.forgotPassword(valid.email.trim()));
  if (form.state.status === 'done') return <CheckYourInbox message={form.state.value} />;

  return (
    <AuthForm
      legend="Your account"
      sending={form.sending}
      failure={form.failure}
      onSubmit={form.onSubmit}
      submitLabel="Send reset link"
      sendingLabel="Sending…"
      analyticsId="forgot-password-submit"
    >
      <TextField
        id="reset-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(value) => form.setValue('email', value)}
        ref={form.register('email')}
      />
    </AuthForm>
  );
}
