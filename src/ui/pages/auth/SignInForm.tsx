import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { selectLoginError } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/Field';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';
import { AuthForm } from './AuthForm';

type Field = 'login' | 'password';

/*
 * Sign-in checks only that both fields are filled: the login may be a username, and the password
 * rules of spec §5 apply when one is chosen, so an older password must still be accepted here.
 */
const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  login: (value) => (value.trim() === '' ? 'Enter your e-mail address or username.' : null),
  password: (value) => (value === '' ? 'Enter your password.' : null),
};
const EMPTY = { login: '', password: '' };

/** The sign-in form: sends `user.login` to the session machine and shows its loginError. */
export function SignInForm() {
  const { session } = useServices();
  const loginError = useSelector(session, selectLoginError);
  const signingIn = useSelector(session, (snapshot) => snapshot.matches('SigningIn'));
  const { values, errors, setValue, validate, register } = useValidatedForm(RULES, EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validate();
    if (valid === null) return;
    session.send({
      type: 'user.login',
      credentials: { login: valid.login.trim(), password: valid.password },
    });
  };

  return (
    <AuthForm
      legend="Your account"
      sending={signingIn}
      failure={signingIn ? null : loginError}
      onSubmit={onSubmit}
      submitLabel="Sign in"
      sendingLabel="Signing in…"
      analyticsId="signin-submit"
      lockWhileSending
    >
      <TextField
        id="login"
        label="E-mail or username"
        autoComplete="username"
        value={values.login}
        error={errors.login}
        onChange={(value) => setValue('login', value)}
        ref={register('login')}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => setValue('password', value)}
        ref={register('password')}
      />
    </AuthForm>
  );
}
