import { useState, type FormEvent } from 'react';
import { validateField } from '@/domain/validation/patterns';
import { TextField } from '@/ui/components/TextField';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';

/*
 * Registration and password reset call the server (spec §7 /registration, /forgetPassword),
 * which arrives with the next issue. The forms and their validation are real; submitting says
 * plainly that nothing was sent rather than pretending it worked.
 */

function messageOf(result: ReturnType<typeof validateField>): string | null {
  return result.ok ? null : result.message;
}

function NotSentNotice({
  submitted,
  what,
}: {
  readonly submitted: boolean;
  readonly what: string;
}) {
  return (
    <div className="notice" role="status">
      {submitted
        ? `Your details look right, but nothing was sent: ${what} opens with the next release of Parlo.`
        : `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} is not open yet: it arrives with the next release of Parlo. You can check your details here, but nothing will be sent.`}
    </div>
  );
}

type RegisterField = 'fullName' | 'email' | 'password' | 'confirmPassword';

const REGISTER_RULES: Readonly<Record<RegisterField, FieldRule<RegisterField>>> = {
  fullName: (value) => messageOf(validateField('name', value)),
  email: (value) => messageOf(validateField('email', value.trim())),
  password: (value) => messageOf(validateField('password', value)),
  confirmPassword: (value, values) =>
    value === ''
      ? 'Enter your password again.'
      : value === values.password
        ? null
        : 'The two passwords do not match.',
};
const REGISTER_EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

/** The registration form: validated, not yet sent (see above). */
export function RegisterForm() {
  const { values, errors, setValue, validate, register } = useValidatedForm(
    REGISTER_RULES,
    REGISTER_EMPTY,
  );
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(validate() !== null);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <NotSentNotice submitted={submitted} what="account creation" />
      <TextField
        id="fullName"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(value) => setValue('fullName', value)}
        ref={register('fullName')}
      />
      <TextField
        id="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(value) => setValue('email', value)}
        ref={register('email')}
      />
      <TextField
        id="new-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="8 to 40 characters with a digit, a lowercase and an uppercase letter and a special character; no spaces."
        value={values.password}
        error={errors.password}
        onChange={(value) => setValue('password', value)}
        ref={register('password')}
      />
      <TextField
        id="confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => setValue('confirmPassword', value)}
        ref={register('confirmPassword')}
      />
      <button type="submit" className="button button-primary button-block">
        Create account
      </button>
    </form>
  );
}

type ForgotField = 'email';
const FORGOT_RULES: Readonly<Record<ForgotField, FieldRule<ForgotField>>> = {
  email: (value) => messageOf(validateField('email', value.trim())),
};

/** The forgot-password form: validated, not yet sent (see above). */
export function ForgotPasswordForm() {
  const { values, errors, setValue, validate, register } = useValidatedForm(FORGOT_RULES, {
    email: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(validate() !== null);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <NotSentNotice submitted={submitted} what="password reset" />
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
      <button type="submit" className="button button-primary button-block">
        Send reset link
      </button>
    </form>
  );
}
