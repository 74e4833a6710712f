import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { selectRole } from '@/application/session/selectors';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import { webinarPhase } from '@/domain/webinars/webinarTime';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { NotFoundPage } from '@/ui/pages/NotFoundPage';
import { WebinarRecordingBlock, WebinarTimes } from './WebinarDetails';

/** A path id that is not a positive whole number can name no webinar. */
function idOf(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** `/webinars/:webinarId`, public (issue #14); an id that is not one is the not-found page. */
export function WebinarPage() {
  const id = idOf(useParams().webinarId);
  return id === null ? <NotFoundPage /> : <WebinarPageFor id={id} />;
}

function WebinarPageFor({ id }: { readonly id: number }) {
  const services = useServices();
  const role = useSelector(services.session, selectRole);
  const actor = useActorRef(services.webinars.page, { input: { id } });
  const state = useSelector(actor, (s) => s.value);
  const { webinar, error, notice } = useSelector(actor, (s) => s.context);
  usePageTitle(webinar?.title ?? 'Webinar');
  if (state === 'Missing') return <NotFoundPage />;

  const now = (services.now ?? (() => new Date()))();
  const phase =
    webinar === null
      ? null
      : webinarPhase(new Date(webinar.startsAt), webinar.durationMinutes, now);
  const cancelled = webinar?.cancelledAt != null;
  const teacher = role === 'public' || role === 'admin';

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="page-eyebrow">
        <Link to={teacher ? '/webinars' : '/'}>{teacher ? 'All webinars' : 'Parlo'}</Link>
      </p>
      <h1 id="page-title">{webinar?.title ?? 'Webinar'}</h1>
      {state === 'Loading' && <p className="page-status">Loading the webinar…</p>}
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
      {webinar !== null && (
        <>
          {cancelled && <p className="notice">This webinar was cancelled.</p>}
          <WebinarTimes webinar={webinar} />
          {webinar.description !== '' && (
            <p className="webinar-description">{webinar.description}</p>
          )}
          {phase === 'past' ? (
            <WebinarRecordingBlock webinar={webinar} signedIn={role !== null} />
          ) : (
            !cancelled && (
              <div className="webinar-actions">
                {role === null ? (
                  <Link
                    className="button button-primary"
                    to={SIGN_IN_PATH}
                    onClick={() => services.savedRedirect.set(`/webinars/${webinar.id}`)}
                  >
                    Sign in to register
                  </Link>
                ) : !teacher ? null : webinar.registered ? (
                  <>
                    {webinar.joinUrl !== null && (
                      <a href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
                        Join the webinar
                      </a>
                    )}
                    <button
                      type="button"
                      className="button"
                      disabled={state !== 'Ready'}
                      onClick={() => actor.send({ type: 'user.unregister' })}
                    >
                      {state === 'Changing' ? 'Saving…' : 'Unregister'}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={state !== 'Ready'}
                    onClick={() => actor.send({ type: 'user.register' })}
                  >
                    {state === 'Changing' ? 'Registering…' : 'Register'}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => actor.send({ type: 'user.calendar' })}
                >
                  Add to calendar (.ics)
                </button>
              </div>
            )
          )}
          {state !== 'Failed' && <FormAlert message={error} />}
          <p role="status">{notice}</p>
        </>
      )}
    </section>
  );
}
