import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isRtl, languageName } from '@/domain/catalog/languages';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { LANGUAGE_OPTIONS } from '@/ui/components/catalogOptions';
import { SelectField, TextField } from '@/ui/components/Field';
import { FormAlert } from '@/ui/components/FormAlert';
import { SubmitButton } from '@/ui/components/SubmitButton';
import { LevelPicker } from '@/ui/pages/dashboard/LevelPicker';
import { TextAreaField } from './TextAreaField';
import { TextFileInput } from './TextFileInput';
import {
  RESOURCE_TYPE_OPTIONS,
  textHint,
  translationHint,
  UPLOAD_LIMITS,
  type UploadField,
  type UploadMode,
} from '@/application/resources/uploadForm';
import { useUploadForm } from './useUploadForm';
import './upload.css';

const PAGES: Readonly<
  Record<
    UploadMode,
    {
      readonly title: string;
      readonly lead: string;
      readonly other: { readonly path: string; readonly label: string };
    }
  >
> = {
  add: {
    title: 'Add a resource',
    lead: 'Bring your own text, and its translation if you have one. Parlo lines them up sentence by sentence and prepares the same activities as for a generated resource.',
    other: { path: '/upload_resource', label: 'Your text is in a .txt file? Upload it instead.' },
  },
  upload: {
    title: 'Upload a resource',
    lead: 'Upload your own text as a .txt file, and its translation if you have one. Parlo lines them up sentence by sentence and prepares the same activities as for a generated resource.',
    other: { path: '/add_resource', label: 'Rather type or paste the text? Add it instead.' },
  },
};

/**
 * A file dropped anywhere but on a drop zone would make the browser open it in place of the
 * app, and the typed form would be lost: such drops are cancelled while the page is open.
 * Dropped text (not files) still goes into the text fields.
 */
function useNoStrayFileDrops() {
  useEffect(() => {
    const cancel = (event: DragEvent) => {
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', cancel);
    window.addEventListener('drop', cancel);
    return () => {
      window.removeEventListener('dragover', cancel);
      window.removeEventListener('drop', cancel);
    };
  }, []);
}

/**
 * `/add_resource` (typed or pasted) and `/upload_resource` (from .txt files), issue #4: the
 * teacher's own text, and optionally its translation, becomes a draft resource with the structure
 * of a generated one; the teacher then reviews it at `/preview/{id}`. The server lines the
 * sentences up and says, in a 400, why a translation does not fit; everything typed is kept.
 */
export function AddResourcePage({ mode }: { readonly mode: UploadMode }) {
  // Both routes render this component in the same place, so React would keep one instance (and
  // its half-made form) across a switch between them; a key per mode starts each page afresh.
  return <UploadPage key={mode} mode={mode} />;
}

function UploadPage({ mode }: { readonly mode: UploadMode }) {
  const page = PAGES[mode];
  usePageTitle(page.title);
  useNoStrayFileDrops();
  const { resources } = useServices();
  const navigate = useNavigate();
  const typed = mode === 'add';

  const form = useUploadForm({
    mode,
    machine: resources.upload,
    focus: (field) => document.getElementById(controlIds[field])?.focus(),
    onUploaded: (id) => void navigate(`/preview/${String(id)}`),
  });
  // Upload mode: the text areas appear once a file has filled them, for the teacher to correct.
  const showText = typed || form.textFile.file !== null;
  const showTranslation = typed || form.translationFile.file !== null;

  const controlIds: Readonly<Record<UploadField, string>> = {
    name: 'resource-name',
    resourceType: 'resource-type',
    target: 'target-language',
    native: 'native-language',
    audience: 'audience-level',
    text: showText ? 'resource-text' : 'text-file',
    translation: showTranslation ? 'resource-translation' : 'translation-file',
    hashtags: 'resource-hashtags',
  };

  const { values, errors, setValue } = form;
  const target = languageName(values.target);
  const native = languageName(values.native);

  return (
    <section className="page upload-page" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <p className="page-lead">{page.lead}</p>
      <p className="upload-other">
        <Link to={page.other.path}>{page.other.label}</Link>
      </p>

      <form className="form upload-form" noValidate onSubmit={form.onSubmit}>
        <fieldset className="upload-step">
          <legend>About the resource</legend>
          <TextField
            id="resource-name"
            label="Resource name"
            hint={`Up to ${UPLOAD_LIMITS.name} characters: the name you will find it by in your library.`}
            value={values.name}
            error={errors.name}
            onChange={(value) => setValue('name', value)}
          />
          <SelectField
            id="resource-type"
            label="Resource type"
            options={RESOURCE_TYPE_OPTIONS}
            value={values.resourceType}
            error={errors.resourceType}
            onChange={(value) => setValue('resourceType', value)}
          />
          <div className="upload-pair">
            <SelectField
              id="target-language"
              label="Language taught"
              hint="The language of the text."
              options={LANGUAGE_OPTIONS}
              value={values.target}
              error={errors.target}
              onChange={(value) => setValue('target', value)}
            />
            <SelectField
              id="native-language"
              label="Pupils’ language"
              hint="The language of the translation."
              options={LANGUAGE_OPTIONS}
              value={values.native}
              error={errors.native}
              onChange={(value) => setValue('native', value)}
            />
          </div>
          <fieldset className="upload-group">
            <legend>Audience level</legend>
            <LevelPicker
              value={values.audience}
              onChange={(code) => setValue('audience', code)}
              onBlur={() => undefined}
              error={errors.audience}
            />
          </fieldset>
          <TextField
            id="resource-hashtags"
            label="Hashtags (optional)"
            hint={`Up to ${UPLOAD_LIMITS.hashtags} words to find it by, separated by spaces or commas, such as #food #market.`}
            value={values.hashtags}
            error={errors.hashtags}
            onChange={(value) => setValue('hashtags', value)}
          />
        </fieldset>

        <fieldset className="upload-step">
          <legend>{typed ? 'Text and translation' : 'Files'}</legend>
          {typed ? null : (
            <TextFileInput
              id="text-file"
              label="Text file"
              lang={values.target}
              rtl={isRtl(values.target)}
              error={showText ? undefined : errors.text}
              control={form.textFile}
            />
          )}
          {showText ? (
            <TextAreaField
              id="resource-text"
              label={typed ? 'Text' : 'Text (from the file, you may correct it)'}
              hint={textHint(values.resourceType, target)}
              lang={values.target}
              rtl={isRtl(values.target)}
              value={values.text}
              error={errors.text}
              onChange={(value) => setValue('text', value)}
            />
          ) : null}
          {typed ? null : (
            <TextFileInput
              id="translation-file"
              label="Translation file (optional)"
              lang={values.native}
              rtl={isRtl(values.native)}
              error={showTranslation ? undefined : errors.translation}
              control={form.translationFile}
              removable
              removeLabel="Remove the translation"
            />
          )}
          {showTranslation ? (
            <TextAreaField
              id="resource-translation"
              label={typed ? 'Translation (optional)' : 'Translation (from the file)'}
              hint={translationHint(values.resourceType, native)}
              lang={values.native}
              rtl={isRtl(values.native)}
              rows={6}
              value={values.translation}
              error={errors.translation}
              onChange={(value) => setValue('translation', value)}
            />
          ) : null}
        </fieldset>

        <div className="upload-submit">
          <FormAlert message={form.failure} />
          <SubmitButton
            sending={form.sending}
            sendingLabel="Saving…"
            analyticsId={mode === 'add' ? 'add-resource-submit' : 'upload-resource-submit'}
          >
            Continue to review
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
