import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { TextField } from '@/ui/components/TextField';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';
import { Confirmation, failureOf, FormAlert, useSubmission } from '@/ui/pages/account/formParts';
import { confirmRule, newPasswordRule, PASSWORD_HINT } from './passwordRules';

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
  const { values, errors, setValue, validate, register } = useValidatedForm(RULES, EMPTY);
  const { state, submit } = useSubmission<string>();
  const sending = state.status === 'sending';
  const failure = failureOf(state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const valid = validate();
    if (valid === null) return;
    void submit(() => account.setNewPassword(id, valid.password));
  };

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
            <form className="form" noValidate aria-busy={sending} onSubmit={onSubmit}>
              <FormAlert message={failure} />
              <fieldset>
                <legend className="visually-hidden">Your new password</legend>
                <TextField
                  id="new-password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  hint={PASSWORD_HINT}
                  value={values.password}
                  error={errors.password}
                  onChange={(value) => setValue('password', value)}
                  ref={register('password')}
                />
                <TextField
                  id="confirm-password"
                  label="Confirm new password"
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  error={errors.confirmPassword}
                  onChange={(value) => setValue('confirmPassword', value)}
                  ref={register('confirmPassword')}
                />
                <button
                  type="submit"
                  className="button button-primary button-block"
                  aria-disabled={sending}
                  data-analytics-id="new-password-submit"
                >
                  {sending ? 'Saving…' : 'Save new password'}
                </button>
              </fieldset>
            </form>
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
