import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { tableOfContents } from '@/domain/guides/toc';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { Markdown } from '@/ui/markdown/Markdown';
import { GuideSearch } from './GuideSearch';
import './guides.css';

/** A readable name for a guide id in the list (the guide's own title shows on its page). */
const nameOf = (id: string) => {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function GuideList({
  current,
  label = 'All guides',
}: {
  readonly current: string | null;
  readonly label?: string;
}) {
  const ids = useServices().guides.library.ids();
  return (
    <nav aria-label={label} className="guide-list">
      <h2>{label === 'All guides' ? 'User guides' : label}</h2>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <Link to={`/docs/${id}`} aria-current={id === current ? 'page' : undefined}>
              {nameOf(id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Guide({ id }: { readonly id: string }) {
  const actor = useActorRef(useServices().guides.guide, { input: { id } });
  const state = useSelector(actor, (s) => s.value);
  const { title, markdown, error } = useSelector(actor, (s) => s.context);
  const toc = useMemo(() => tableOfContents(markdown), [markdown]);
  const { hash } = useLocation();
  usePageTitle(state === 'Ready' ? title : 'User Guides');

  // A search result or a shared link names a section: show it once the guide is there.
  useEffect(() => {
    if (state !== 'Ready' || hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [state, hash]);

  if (state === 'NotFound')
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">No such guide</h1>
        <p className="page-lead">
          There is no user guide called “{id}”. These are the guides there are:
        </p>
        <GuideList current={null} label="Guides you can read" />
      </section>
    );
  return (
    <article aria-busy={state === 'Loading'} className="guide">
      {state === 'Loading' && <p role="status">Loading the guide…</p>}
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
      {state === 'Ready' && toc.length > 0 && (
        <nav aria-label="Contents" className="guide-toc">
          <h2>Contents</h2>
          <ol>
            {toc.map((heading) => (
              <li key={heading.id} className={`toc-level-${String(heading.level)}`}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {state === 'Ready' && <Markdown source={markdown} />}
    </article>
  );
}

/** `/docs`: every guide, for a teacher who does not know which one they need. */
function GuideIndex() {
  usePageTitle('User Guides');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">User Guides</h1>
      <p className="page-lead">
        How each part of Parlo works, step by step. Search them all, or open one:
      </p>
      <GuideList current={null} label="Guides you can read" />
    </section>
  );
}

/**
 * `/docs/:id`: a user guide with its contents, the list of guides and a search over them all;
 * `/docs`: the search and the list alone.
 */
export function GuidePage() {
  const { id } = useParams();
  return (
    <div className="page guide-page">
      <aside className="guide-aside">
        <GuideSearch />
        {id === undefined ? null : <GuideList current={id} />}
      </aside>
      {id === undefined ? <GuideIndex /> : <Guide key={id} id={id} />}
    </div>
  );
}
