import { useRef } from 'react';
import type { TeacherProfileErrors, TeacherProfileRow } from '@/application/account/profileForm';
import { LANGUAGE_OPTIONS } from '@/ui/components/catalogOptions';
import { SelectField, TextField, type SelectOption } from '@/ui/components/Field';
import { TEACHER_PROFILES_MAX } from '@/domain/validation/teacherProfiles';

/** The catalogue's languages, plus `current` when the catalogue no longer has it (so it shows as it is). */
function languageOptions(current: string): readonly SelectOption[] {
  return LANGUAGE_OPTIONS.some((option) => option.value === current)
    ? LANGUAGE_OPTIONS
    : [{ value: current, label: current }, ...LANGUAGE_OPTIONS];
}

interface TeacherProfilesFieldProps {
  readonly rows: readonly TeacherProfileRow[];
  readonly errors: Readonly<Record<string, TeacherProfileErrors>>;
  readonly onChange: (rows: readonly TeacherProfileRow[]) => void;
  /** A key for a new row, unique within the form. */
  readonly newKey: () => string;
  /** Registers a row's name input, so a failed save can focus the first row in error. */
  readonly register: (key: string) => (element: HTMLInputElement | null) => void;
}

/**
 * The teaching profiles of `/account_setting` (spec §3 `teacherProfiles[]`): one group per
 * profile with its name and languages, added and removed in place. Adding focuses the new
 * profile's name; removing gives the focus to the Add button, so the keyboard never falls to
 * the top of the page.
 */
export function TeacherProfilesField({
  rows,
  errors,
  onChange,
  newKey,
  register,
}: TeacherProfilesFieldProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef<string | null>(null);

  const update = (key: string, change: Partial<TeacherProfileRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = () => {
    if (rows.length >= TEACHER_PROFILES_MAX) return;
    const key = newKey();
    focusOnMount.current = key;
    onChange([...rows, { key, name: '', nativeLanguage: 'en', targetLanguage: 'es' }]);
  };

  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    addButton.current?.focus();
  };

  const nameRef = (key: string) => {
    const registerRow = register(key);
    return (element: HTMLInputElement | null) => {
      registerRow(element);
      if (element !== null && focusOnMount.current === key) {
        focusOnMount.current = null;
        element.focus();
      }
    };
  };

  return (
    <fieldset className="teacher-profiles">
      <legend>Teaching profiles</legend>
      <p className="field-hint">
        The languages you teach: each profile pairs your pupils&apos; language with the one they
        learn.
      </p>
      {rows.length === 0 ? <p>You have no teaching profile yet.</p> : null}
      {rows.map((row, index) => {
        const rowErrors = errors[row.key] ?? {};
        const id = `teacher-profile-${row.key}`;
        return (
          <fieldset key={row.key} className="teacher-profile">
            <legend>{`Profile ${index + 1}`}</legend>
            <div className="teacher-profile-fields">
              <TextField
                id={`${id}-name`}
                label="Profile name"
                value={row.name}
                error={rowErrors.name}
                onChange={(name) => update(row.key, { name })}
                ref={nameRef(row.key)}
              />
              <SelectField
                id={`${id}-native`}
                label="Native language"
                value={row.nativeLanguage}
                options={languageOptions(row.nativeLanguage)}
                error={rowErrors.nativeLanguage}
                onChange={(nativeLanguage) => update(row.key, { nativeLanguage })}
              />
              <SelectField
                id={`${id}-target`}
                label="Target language"
                value={row.targetLanguage}
                options={languageOptions(row.targetLanguage)}
                error={rowErrors.targetLanguage}
                onChange={(targetLanguage) => update(row.key, { targetLanguage })}
              />
            </div>
            <button type="button" className="button button-quiet" onClick={() => remove(row.key)}>
              {`Remove profile ${index + 1}`}
            </button>
          </fieldset>
        );
      })}
      {rows.length >= TEACHER_PROFILES_MAX ? (
        <p className="field-hint" id="teacher-profiles-limit">
          {`You have ${TEACHER_PROFILES_MAX} teaching profiles, the most you can keep. Remove one to add another.`}
        </p>
      ) : null}
      <button
        ref={addButton}
        type="button"
        className="button button-quiet"
        data-analytics-id="profile-add-teacher-profile"
        onClick={add}
        // aria-disabled, not disabled: the button keeps the focus a removal gave it.
        aria-disabled={rows.length >= TEACHER_PROFILES_MAX}
        aria-describedby={
          rows.length >= TEACHER_PROFILES_MAX ? 'teacher-profiles-limit' : undefined
        }
      >
        Add a teaching profile
      </button>
    </fieldset>
  );
}
