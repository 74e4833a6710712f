import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAGE_BODY_MAX, PAGE_TITLE_MAX } from '@/domain/pages/pageRules';
import { useServices } from '@/ui/app/ServicesContext';
import { FormAlert } from '@/ui/components/FormAlert';
import { Markdown } from '@/ui/markdown/Markdown';
import '@/ui/pages/docs/guides.css';

/** The editor of a generic page (new when `slug` is null) with a live preview. */
export function PageEditor({ slug }: { readonly slug: string | null }) {
  const actor = useActorRef(useServices().pages.editor, { input: { slug } });
  const state = useSelector(actor, (s) => s.value);
  const { draft, savedSlug, error, notice } = useSelector(actor, (s) => s.context);
  const navigate = useNavigate();
  const ids = { slug: useId(), title: useId(), body: useId(), published: useId() };
  const busy = state === 'Creating' || state === 'Updating';

  // A new page, once saved, is edited at its own address.
  useEffect(() => {
    if (slug === null && savedSlug !== null) void navigate(`/admin/pages/${savedSlug}`);
  }, [slug, savedSlug, navigate]);

  if (state === 'NotFound')
    return (
      <p>
        There is no page at this address. <Link to="/admin/pages">Create it from the list</Link>.
      </p>
    );
  if (state === 'Loading' || state === 'Starting') return <p role="status">Loading…</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.save' });
  };
  const edit = (field: 'slug' | 'title' | 'bodyMarkdown') => (value: string) =>
    actor.send({ type: 'user.edit', field, value });

  return (
    <div className="page-editor">
      <form noValidate onSubmit={onSubmit} aria-label={slug === null ? 'New page' : 'Edit page'}>
        {slug === null && (
          <div className="field">
            <label htmlFor={ids.slug}>Address (lower-case letters, digits, hyphens)</label>
            <input
              id={ids.slug}
              value={draft.slug}
              autoComplete="off"
              onChange={(e) => edit('slug')(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.title}>Title</label>
          <input
            id={ids.title}
            value={draft.title}
            maxLength={PAGE_TITLE_MAX}
            onChange={(e) => edit('title')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.body}>Text (Markdown)</label>
          <textarea
            id={ids.body}
            rows={14}
            value={draft.bodyMarkdown}
            maxLength={PAGE_BODY_MAX}
            onChange={(e) => edit('bodyMarkdown')(e.target.value)}
          />
        </div>
        <div className="field">
          <input
            id={ids.published}
            type="checkbox"
            checked={draft.published}
            onChange={(e) => actor.send({ type: 'user.setPublished', published: e.target.checked })}
          />
          <label htmlFor={ids.published}>Published (visitors can read it)</label>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving…' : slug === null ? 'Create page' : 'Save changes'}
        </button>
        <FormAlert message={error} />
        <p role="status">{notice}</p>
      </form>
      <section aria-label="Preview" className="markdown-preview">
        <h2>Preview</h2>
        <Markdown source={draft.bodyMarkdown} />
      </section>
    </div>
  );
}
