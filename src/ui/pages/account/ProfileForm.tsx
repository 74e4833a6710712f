import { useRef, useState, type FormEvent } from 'react';
import {
  checkProfileForm,
  profileFormValues,
  type ProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '@/application/account/profileForm';
import type { AccountProfile } from '@/application/account/ports';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';
import { useServices } from '@/ui/app/ServicesContext';
import { COUNTRY_OPTIONS } from '@/ui/components/catalogOptions';
import { SelectField, TextField } from '@/ui/components/Field';
import { FormAlert } from '@/ui/components/FormAlert';
import { SubmitButton } from '@/ui/components/SubmitButton';
import { failureOf, useSubmission } from '@/ui/components/useSubmission';
import { TeacherProfilesField } from './TeacherProfilesField';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

const NO_ERRORS: ProfileFormErrors = { fields: {}, teacherProfiles: {} };
const FIELD_ORDER: readonly ProfileField[] = ['fullName', 'userName', 'country'];

/**
 * The Profile form (PUT /account_setting): name, user name, country, the experimental flag and
 * the teaching profiles. Messages appear on Save and then follow the typing; a save keeps the
 * profile the server answers, which also updates the header's menu.
 */
export function ProfileForm({ profile }: { readonly profile: AccountProfile }) {
  const { account, notifier } = useServices();
  const [saved, setSaved] = useState(profile);
  const [values, setValues] = useState(() => profileFormValues(profile));
  // Null until the first Save: no scolding before the user has tried.
  const [errors, setErrors] = useState<ProfileFormErrors | null>(null);
  const { state, submit } = useSubmission<AccountProfile>();
  const sending = state.status === 'sending';
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLSelectElement>());
  const newRows = useRef(0);

  const register = (key: string) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    if (element === null) inputs.current.delete(key);
    else inputs.current.set(key, element);
  };

  const change = (next: ProfileFormValues) => {
    setValues(next);
    if (errors === null) return;
    const check = checkProfileForm(next, saved);
    setErrors(check.ok ? NO_ERRORS : check.errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkProfileForm(values, saved);
    if (!check.ok) {
      setErrors(check.errors);
      const firstField = FIELD_ORDER.find((field) => check.errors.fields[field] !== undefined);
      const firstRow = values.teacherProfiles.find(
        (row) => check.errors.teacherProfiles[row.key] !== undefined,
      );
      inputs.current.get(firstField ?? `row:${firstRow?.key ?? ''}`)?.focus();
      return;
    }
    setErrors(null);
    const result = await submit(() => account.saveProfile(check.changes));
    if (!result.ok) return;
    notifier.success(PROFILE_SAVED_MESSAGE);
    setSaved(result.value);
    setValues(profileFormValues(result.value));
  };

  const shown = errors ?? NO_ERRORS;
  return (
    <form
      className="form"
      noValidate
      aria-busy={sending}
      aria-labelledby="profile-heading"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="profile-heading">Your details</h2>
      <FormAlert message={failureOf(state)} />
      {saved.email === null ? null : (
        <p className="field-hint">
          Signed in as <strong>{saved.email}</strong>
        </p>
      )}
      <TextField
        id="profile-full-name"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        error={shown.fields.fullName}
        onChange={(fullName) => change({ ...values, fullName })}
        ref={register('fullName')}
      />
      <TextField
        id="profile-user-name"
        label="User name"
        autoComplete="username"
        hint={`Optional. ${VALIDATION_MESSAGES.userName}`}
        value={values.userName}
        error={shown.fields.userName}
        onChange={(userName) => change({ ...values, userName })}
        ref={register('userName')}
      />
      <SelectField
        id="profile-country"
        label="Country"
        autoComplete="country"
        value={values.country}
        options={COUNTRY_OPTIONS}
        error={shown.fields.country}
        onChange={(country) => change({ ...values, country })}
        ref={register('country')}
      />
      <div className="field-check">
        <input
          id="profile-experimental"
          type="checkbox"
          checked={values.enableExperimentalFeatures}
          aria-describedby="profile-experimental-hint"
          onChange={(event) =>
            change({ ...values, enableExperimentalFeatures: event.target.checked })
          }
        />
        <div>
          <label htmlFor="profile-experimental">Show experimental features</label>
          <p id="profile-experimental-hint" className="field-hint">
            Adds screens that are still being built, such as Setup Organisation, to the menu.
          </p>
        </div>
      </div>
      <TeacherProfilesField
        rows={values.teacherProfiles}
        errors={shown.teacherProfiles}
        onChange={(teacherProfiles) => change({ ...values, teacherProfiles })}
        newKey={() => `new-${(newRows.current += 1)}`}
        register={(key) => register(`row:${key}`)}
      />
      <div className="form-actions">
        <SubmitButton sending={sending} sendingLabel="Saving…" analyticsId="profile-save">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
