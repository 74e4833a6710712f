import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Resource } from '@/application/resources/ports';
import { failureMessage } from '@/application/resources/creation.machine';
import { languageName } from '@/domain/catalog/languages';
import { questionTypeLabel } from '@/domain/catalog/questionTypes';
import { itemsOf, presentTypes } from '@/domain/questions/editing';
import { NO_ACTIVITY_CONTENT_NOTICE } from '@/domain/questions/notices';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import '@/ui/pages/preview/preview.css';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly resource: Resource };

/**
 * `/resource/{id}`: a finished resource as it stands — its texts side by side and the
 * activities it has — where "Finish and display" and the library lead. The interactive
 * teaching screen (gap-fill, highlighter, games, printing: issue #5) will take this place;
 * until then this is the read-only view, with the way back to editing for its author.
 */
export function ResourceViewPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { resources } = useServices();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  usePageTitle(loaded.state === 'ready' ? loaded.resource.name : 'Interactive resource');

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    resources.gateway.get(id).then(
      (resource) => setLoaded({ state: 'ready', resource }),
      (error: unknown) => setLoaded({ state: 'failed', message: failureMessage(error) }),
    );
  }, [id, resources.gateway]);
  useEffect(load, [load]);

  if (loaded.state !== 'ready') {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Interactive resource</h1>
        {loaded.state === 'loading' ? (
          <p role="status">Loading…</p>
        ) : (
          <div role="alert" className="form-alert">
            <p>{loaded.message}</p>
            <button type="button" className="button" onClick={load}>
              Retry
            </button>
          </div>
        )}
      </section>
    );
  }

  const { resource } = loaded;
  const { content } = resource;
  const { target, native } = content.language;
  const types = presentTypes(resource.questions);
  // Types the author chose but the text could not give (spec §8 notice).
  const missing = resource.questionTypes.filter((type) => !types.includes(type));
  return (
    <section className="page resource-page" aria-labelledby="page-title">
      <h1 id="page-title">{resource.name}</h1>
      <p className="page-lead">
        {languageName(target)} for {languageName(native)} speakers · {resource.wordCount} words
        {resource.status === 'draft' ? ' · Draft' : ''}
        {resource.owner ? '' : ` · by ${resource.ownerName}`}
      </p>
      {resource.owner && (
        <p>
          <Link to={`/activities/library/${String(resource.id)}`}>Edit the activities</Link>
        </p>
      )}
      <section className="preview-section" aria-labelledby="resource-texts">
        <h2 id="resource-texts">{content.title.target}</h2>
        <div className="read-only-texts">
          {(['target', 'native'] as const).map((side) => (
            <div key={side} lang={content.language[side]}>
              <h3>{languageName(content.language[side])}</h3>
              {content.sentences.map((sentence) => (
                <p key={sentence.id}>
                  {sentence.speaker === undefined ? null : <strong>{sentence.speaker}: </strong>}
                  {sentence[side].text}
                </p>
              ))}
            </div>
          ))}
        </div>
      </section>
      <section className="preview-section" aria-labelledby="resource-activities">
        <h2 id="resource-activities">Activities</h2>
        {types.length > 0 && (
          <ul>
            {types.map((type) => (
              <li key={type}>
                {questionTypeLabel(type)}: {itemsOf(resource.questions, type).length}
              </li>
            ))}
          </ul>
        )}
        {missing.length > 0 && (
          <div className="notice" role="note">
            <p>
              {missing.map((type) => questionTypeLabel(type)).join(', ')}:{' '}
              {NO_ACTIVITY_CONTENT_NOTICE}
            </p>
          </div>
        )}
        <p className="field-hint">
          The interactive teaching screen — gap-fill, highlighter, games and worksheets — comes in
          the next release.
        </p>
      </section>
    </section>
  );
}
