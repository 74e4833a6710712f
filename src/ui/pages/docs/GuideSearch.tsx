import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { FormAlert } from '@/ui/components/FormAlert';

/** The search box over every guide; each result names its guide and its section. */
export function GuideSearch() {
  const actor = useActorRef(useServices().guides.search);
  const state = useSelector(actor, (s) => s.value);
  const { query, hits, error } = useSelector(actor, (s) => s.context);
  const inputId = useId();
  return (
    <search aria-label="Guide search" className="guide-search">
      <label htmlFor={inputId}>Search the guides</label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => actor.send({ type: 'user.query', query: event.target.value })}
      />
      <FormAlert message={error} />
      {state === 'Ready' && query.trim().length >= 2 && (
        <>
          <p role="status">
            {hits.length === 0
              ? 'No section of the guides has these words.'
              : `${String(hits.length)} section${hits.length === 1 ? '' : 's'} found.`}
          </p>
          <ul className="guide-hits">
            {hits.map((hit) => (
              <li key={`${hit.guideId}#${hit.headingId ?? ''}`}>
                <Link
                  to={`/docs/${hit.guideId}${hit.headingId === null ? '' : `#${hit.headingId}`}`}
                >
                  {hit.guideTitle} — {hit.headingText}
                </Link>
                <p>{hit.snippet}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </search>
  );
}
