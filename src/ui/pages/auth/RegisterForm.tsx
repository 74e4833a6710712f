import { useState, type FormEvent } from 'react';
import { countryFromLocales } from '@/application/account/countryFromLocales';
import { COUNTRIES } from '@/domain/catalog/countries';
import { validateField } from '@/domain/validation/patterns';
import { useServices } from '@/ui/app/ServicesContext';
import { TextField } from '@/ui/components/TextField';
import { useValidatedForm, type FieldRule } from '@/ui/components/useValidatedForm';
import {
  browserLocales,
  Confirmation,
  failureOf,
  FormAlert,
  SelectField,
  useSubmission,
} from '@/ui/pages/account/formParts';
import { confirmRule, messageOf, newPasswordRule, PASSWORD_HINT } from './passwordRules';

type Field = 'fullName' | 'email' | 'password' | 'confirmPassword';

const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  fullName: (value) => messageOf(validateField('name', value.trim())),
  email: (value) => messageOf(validateField('email', value.trim())),
  password: newPasswordRule,
  confirmPassword: confirmRule('password'),
};
const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: country.name,
}));

/**
 * The registration form (spec §7 POST /registration). Once sent it shows the server's neutral
 * answer, which never says whether the address already had an account (issue #3).
 */
export function RegisterForm() {
  const { account } = useServices();
  const { values, errors, setValue, validate, register } = useValidatedForm(RULES, EMPTY);
  const [country, setCountry] = useState<string>(() => countryFromLocales(browserLocales()));
  const { state, submit } = useSubmission<string>();
  const sending = state.status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const valid = validate();
    if (valid === null) return;
    void submit(() =>
      account.register({
        fullName: valid.fullName.trim(),
        email: valid.email.trim(),
        password: valid.password,
        country,
      }),
    );
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
        <legend className="visually-hidden">Your details</legend>
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
        <SelectField
          id="country"
          label="Country"
          autoComplete="country"
          value={country}
          options={COUNTRY_OPTIONS}
          onChange={setCountry}
        />
        <TextField
          id="new-password"
          label="Password"
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
          label="Confirm password"
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
          data-analytics-id="register-submit"
        >
          {sending ? 'Creating account…' : 'Create account'}
        </button>
      </fieldset>
    </form>
  );
}
