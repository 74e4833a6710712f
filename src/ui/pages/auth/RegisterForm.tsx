import { useState } from 'react';
import { countryFromLocales } from '@/application/account/countryFromLocales';
import { useServices } from '@/ui/app/ServicesContext';
import { COUNTRY_OPTIONS } from '@/ui/components/catalogOptions';
import { SelectField, TextField } from '@/ui/components/Field';
import { confirmRule, newPasswordRule, trimmedRule } from '@/ui/components/fieldRules';
import { NewPasswordFields } from '@/ui/components/NewPasswordFields';
import { useSubmitForm } from '@/ui/components/useSubmitForm';
import type { FieldRule } from '@/ui/components/useValidatedForm';
import { AuthForm, CheckYourInbox } from './AuthForm';

type Field = 'fullName' | 'email' | 'password' | 'confirmPassword';

const RULES: Readonly<Record<Field, FieldRule<Field>>> = {
  fullName: trimmedRule('name'),
  email: trimmedRule('email'),
  password: newPasswordRule,
  confirmPassword: confirmRule('password'),
};
const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

/** The browser's preferred languages, most preferred first (for a default country). */
function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The registration form (spec §7 POST /registration). Once sent it shows the server's neutral
 * answer, which never says whether the address already had an account (issue #3).
 */
export function RegisterForm() {
  const { account } = useServices();
  const [country, setCountry] = useState<string>(() => countryFromLocales(browserLocales()));
  const form = useSubmitForm(RULES, EMPTY, (valid) =>
    account.register({
      fullName: valid.fullName.trim(),
      email: valid.email.trim(),
      password: valid.password,
      country,
    }),
  );
  const { values, errors, setValue, register, state } = form;

  if (state.status === 'done') return <CheckYourInbox message={state.value} />;

  return (
    <AuthForm
      legend="Your details"
      sending={form.sending}
      failure={form.failure}
      onSubmit={form.onSubmit}
      submitLabel="Create account"
      sendingLabel="Creating account…"
      analyticsId="register-submit"
    >
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
      <NewPasswordFields
        form={form}
        password="password"
        confirm="confirmPassword"
        label="Password"
        id="new-password"
      />
    </AuthForm>
  );
}
