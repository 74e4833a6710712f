import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { Markdown } from '@/ui/markdown/Markdown';
import { NotFoundPage } from '@/ui/pages/NotFoundPage';

function PageReader({ slug }: { readonly slug: string }) {
  const actor = useActorRef(useServices().pages.publicPage, { input: { slug } });
  const state = useSelector(actor, (s) => s.value);
  const { page, error } = useSelector(actor, (s) => s.context);
  usePageTitle(page?.title ?? 'Page');
  if (state === 'NotFound') return <NotFoundPage />;
  return (
    <article className="page generic-page" aria-busy={state === 'Loading'}>
      {state === 'Loading' && <p role="status">Loading…</p>}
      {state === 'Failed' && (
        <>
          <FormAlert message={error} />
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Try again
          </button>
        </>
      )}
      {page !== null && <Markdown source={page.bodyMarkdown} />}
    </article>
  );
}

/** A generic page (spec §2 `/{id}`): published pages only; anything else is the not-found page. */
export function GenericPage() {
  const { id = '' } = useParams();
  return <PageReader key={id} slug={id} />;
}
