import { TextField } from './Field';
import { PASSWORD_HINT } from './fieldRules';
import type { ValidatedFields } from './useValidatedForm';

interface NewPasswordFieldsProps<K extends string> {
  readonly form: ValidatedFields<K>;
  /** The form's field that holds the new password. */
  readonly password: K;
  /** The form's field that holds its confirmation. */
  readonly confirm: K;
  /** "Password" when signing up, "New password" where it replaces one; the confirmation's label follows. */
  readonly label: string;
  /** The password input's id; the confirmation's is the same with "-confirm". */
  readonly id: string;
}

/**
 * A new password and its confirmation, with the rule of spec §5 as the hint: registration, the
 * reset link's page and the Profile's change of password all ask for one this way.
 */
export function NewPasswordFields<K extends string>({
  form,
  password,
  confirm,
  label,
  id,
}: NewPasswordFieldsProps<K>) {
  return (
    <>
      <TextField
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={form.values[password]}
        error={form.errors[password]}
        onChange={(value) => form.setValue(password, value)}
        ref={form.register(password)}
      />
      <TextField
        id={`${id}-confirm`}
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        value={form.values[confirm]}
        error={form.errors[confirm]}
        onChange={(value) => form.setValue(confirm, value)}
        ref={form.register(confirm)}
      />
    </>
  );
}
