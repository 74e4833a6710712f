import { Link, useParams } from 'react-router-dom';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { Confirmation } from '@/ui/components/Confirmation';
import { confirmRule, newPasswordRule } from '@/ui/components/fieldRules';
import { NewPasswordFields } from '@/ui/components/NewPasswordFields';
import { useSubmitForm } from '@/ui/components/useSubmitForm';
import type { FieldRule } from '@/ui/components/useValidatedForm';
import { AuthForm } from './AuthForm';

type Field = 'password' | 'confirmPassword';

const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  password: newPasswordRule,
  confirmPassword: confirmRule('password'),
};
const EMPTY = { password: '', confirmPassword: '' };

/**
 * `/newpassword/{id}`: the page the reset e-mail links to, where `id` is the reset token
 * (spec §2, §7). A bad or expired token gets the server's message, and a way to ask again.
 */
export function NewPasswordPage() {
  usePageTitle('Choose a new password');
  const { id = '' } = useParams();
  const { account } = useServices();
  const form = useSubmitForm(RULES, EMPTY, (valid) => account.setNewPassword(id, valid.password));
  const { state, sending, failure } = form;

  return (
    <section className="page auth" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Choose a new password</h1>
        {state.status === 'done' ? (
          <Confirmation title="Password changed">
            <p>{state.value}</p>
            <p>
              <Link to={SIGN_IN_PATH}>Sign in</Link> with your new password.
            </p>
          </Confirmation>
        ) : (
          <>
            <p className="page-lead">Choose the password you will sign in with from now on.</p>
            <AuthForm
              legend="Your new password"
              sending={sending}
              failure={failure}
              onSubmit={form.onSubmit}
              submitLabel="Save new password"
              sendingLabel="Saving…"
              analyticsId="new-password-submit"
            >
              <NewPasswordFields
                form={form}
                password="password"
                confirm="confirmPassword"
                label="New password"
                id="new-password"
              />
            </AuthForm>
            {failure === null ? null : (
              <p>
                Has the link expired? <Link to="/forgetPassword">Ask for a new one</Link>.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
