import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { PageEditor } from './PageEditor';

/** `/admin/pages` (issue #14): every generic page, drafts included, and a form for a new one. */
export function AdminPagesPage() {
  usePageTitle('Pages');
  const actor = useActorRef(useServices().pages.list);
  const state = useSelector(actor, (s) => s.value);
  const { pages, error } = useSelector(actor, (s) => s.context);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Pages</h1>
      <p className="page-lead">
        Pages such as About, Contact and Terms, written in Markdown and read by anyone at their
        address. Raw HTML and script links are shown as text, never run.
      </p>
      <FormAlert message={error} />
      {state === 'Loading' && <p role="status">Loading…</p>}
      {state === 'Ready' && (
        <table>
          <caption>Generic pages</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.slug}>
                <td>
                  <Link to={`/admin/pages/${page.slug}`}>/{page.slug}</Link>
                </td>
                <td>{page.title}</td>
                <td>{page.published ? 'Published' : 'Draft'}</td>
                <td>
                  {new Date(page.updatedAt).toLocaleString()}
                  {page.updatedByEmail === null ? '' : ` by ${page.updatedByEmail}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>New page</h2>
      <PageEditor slug={null} />
    </section>
  );
}

/** `/admin/pages/:slug`: one page's editor with its live preview. */
export function AdminPageEditPage({ slug }: { readonly slug: string }) {
  usePageTitle(`Edit /${slug}`);
  return (
    <section className="page" aria-labelledby="page-title">
      <p>
        <Link to="/admin/pages">All pages</Link>
      </p>
      <h1 id="page-title">Edit page</h1>
      <p className="page-lead">Visitors read this page at /{slug}.</p>
      <PageEditor key={slug} slug={slug} />
    </section>
  );
}
