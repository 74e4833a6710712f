import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LANGUAGES } from '@/domain/catalog/languages';
import { LEVEL_KEYS, levelKeyLabel } from '@/domain/catalog/levels';
import type { ClassroomDraft } from '@/domain/classrooms/classroomFields';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { SelectField, TextField } from '@/ui/components/Field';
import { FormAlert } from '@/ui/components/FormAlert';
import { classroomHref, CLASSROOMS_PATH } from './classroomText';
import './classrooms.css';

const EMPTY: ClassroomDraft = { name: '', language: '', levelKey: '', academicYear: '' };

const LANGUAGE_OPTIONS = [
  { value: '', label: 'Choose a language' },
  ...LANGUAGES.map((language) => ({ value: language.code, label: language.name })),
];
const LEVEL_OPTIONS = [
  { value: '', label: 'Choose a level or school year' },
  ...LEVEL_KEYS.map((key) => ({ value: key, label: levelKeyLabel(key) })),
];

/** `/classrooms/create` (issue #10): name, language taught, level or school year, academic year. */
export function ClassroomCreatePage() {
  usePageTitle('Create a classroom');
  const actor = useActorRef(useServices().classrooms.create, { input: { draft: EMPTY } });
  const { draft, problems, error, created } = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.matches('Saving'));
  const navigate = useNavigate();

  useEffect(() => {
    if (created !== null) void navigate(classroomHref(created.id));
  }, [created, navigate]);

  const edit = (field: keyof ClassroomDraft) => (value: string) =>
    actor.send({ type: 'user.edit', field, value });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.save' });
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Create a classroom</h1>
      <p className="page-lead">
        A class you teach. Add its pupils next: Parlo makes each one a user name and a password.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="New classroom">
        <TextField
          id="classroom-name"
          label="Name"
          hint="Such as Year 8 Spanish, set 2."
          value={draft.name}
          error={problems.name}
          onChange={edit('name')}
        />
        <SelectField
          id="classroom-language"
          label="Language taught"
          value={draft.language}
          options={LANGUAGE_OPTIONS}
          error={problems.language}
          onChange={edit('language')}
        />
        <SelectField
          id="classroom-level"
          label="Level or school year"
          value={draft.levelKey}
          options={LEVEL_OPTIONS}
          error={problems.levelKey}
          onChange={edit('levelKey')}
        />
        <TextField
          id="classroom-year"
          label="Academic year (optional)"
          hint="Such as 2026-27."
          value={draft.academicYear}
          error={problems.academicYear}
          onChange={edit('academicYear')}
        />
        <FormAlert message={error} />
        <div className="classrooms-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Creating…' : 'Create classroom'}
          </button>
          <Link to={CLASSROOMS_PATH}>Back to classrooms</Link>
        </div>
      </form>
    </section>
  );
}
