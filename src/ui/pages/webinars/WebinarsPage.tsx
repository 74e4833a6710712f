import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectRole } from '@/application/session/selectors';
import type { WebinarView } from '@/application/webinars/ports';
import { webinarPhase } from '@/domain/webinars/webinarTime';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { WebinarForm } from './WebinarForm';
import { WebinarRecordingBlock, WebinarTimes } from './WebinarDetails';

/** What the admin's form is open for: a new webinar, or one being edited. */
type Editing = { readonly webinar: WebinarView | null } | null;

/**
 * `/webinars` (issue #14): upcoming and past webinars; teachers register, unregister and take
 * one to their calendar; admins schedule, edit and cancel them.
 */
export function WebinarsPage() {
  usePageTitle('Webinars');
  const services = useServices();
  const role = useSelector(services.session, selectRole);
  const actor = useActorRef(services.webinars.list);
  const state = useSelector(actor, (s) => s.value);
  const { webinars, busyId, error, notice } = useSelector(actor, (s) => s.context);
  const [editing, setEditing] = useState<Editing>(null);
  const now = (services.now ?? (() => new Date()))();
  const isAdmin = role === 'admin';

  const phaseOf = (w: WebinarView) => webinarPhase(new Date(w.startsAt), w.durationMinutes, now);
  const upcoming = webinars.filter((w) => phaseOf(w) !== 'past');
  const past = webinars.filter((w) => phaseOf(w) === 'past').reverse();

  const card = (w: WebinarView) => (
    <WebinarCard
      key={w.id}
      webinar={w}
      past={phaseOf(w) === 'past'}
      busy={busyId === w.id}
      canChange={state === 'Ready'}
      onRegister={() => actor.send({ type: 'user.register', id: w.id })}
      onUnregister={() => actor.send({ type: 'user.unregister', id: w.id })}
      onCalendar={() => actor.send({ type: 'user.calendar', id: w.id })}
      onEdit={isAdmin ? () => setEditing({ webinar: w }) : undefined}
    />
  );

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Webinars</h1>
      <p className="page-lead">
        Live sessions with the Parlo team. Register to receive the join link, and add a webinar to
        your calendar.
      </p>
      {isAdmin && editing === null && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => setEditing({ webinar: null })}
        >
          New webinar
        </button>
      )}
      {editing !== null && (
        <WebinarForm
          key={editing.webinar?.id ?? 'new'}
          webinar={editing.webinar}
          onDone={(saved) => {
            if (saved !== null) actor.send({ type: 'webinar.saved', webinar: saved });
            setEditing(null);
          }}
        />
      )}
      <FormAlert message={error} />
      <p role="status">{notice}</p>
      {state === 'Loading' && <p className="page-status">Loading webinars…</p>}
      {state === 'Failed' && (
        <button type="button" className="button" onClick={() => actor.send({ type: 'user.retry' })}>
          Try again
        </button>
      )}
      {state !== 'Loading' && state !== 'Failed' && (
        <>
          <h2>Upcoming</h2>
          {upcoming.length === 0 ? (
            <p>No webinar is scheduled yet.</p>
          ) : (
            <ul className="webinar-list">{upcoming.map(card)}</ul>
          )}
          <h2>Past</h2>
          {past.length === 0 ? (
            <p>No webinar has taken place yet.</p>
          ) : (
            <ul className="webinar-list">{past.map(card)}</ul>
          )}
        </>
      )}
    </section>
  );
}

function WebinarCard({
  webinar,
  past,
  busy,
  canChange,
  onRegister,
  onUnregister,
  onCalendar,
  onEdit,
}: {
  readonly webinar: WebinarView;
  readonly past: boolean;
  readonly busy: boolean;
  readonly canChange: boolean;
  readonly onRegister: () => void;
  readonly onUnregister: () => void;
  readonly onCalendar: () => void;
  readonly onEdit?: () => void;
}) {
  const titleId = useId();
  const cancelled = webinar.cancelledAt !== null;
  return (
    <li className="webinar-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Link to={`/webinars/${webinar.id}`}>{webinar.title}</Link>
        {cancelled && <span className="webinar-tag"> Cancelled</span>}
        {webinar.registered && !cancelled && <span className="webinar-tag"> Registered</span>}
      </h3>
      <WebinarTimes webinar={webinar} />
      {webinar.description !== '' && <p className="webinar-description">{webinar.description}</p>}
      {webinar.manage !== null && (
        <p className="field-hint">{webinar.manage.registrations} registered</p>
      )}
      {past ? (
        <WebinarRecordingBlock webinar={webinar} signedIn />
      ) : (
        !cancelled && (
          <div className="webinar-actions">
            {webinar.registered ? (
              <>
                {webinar.joinUrl !== null && (
                  <a href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
                    Join link
                  </a>
                )}
                <button
                  type="button"
                  className="button"
                  disabled={!canChange}
                  onClick={onUnregister}
                >
                  {busy ? 'Saving…' : 'Unregister'}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={!canChange}
                aria-describedby={titleId}
                onClick={onRegister}
              >
                {busy ? 'Registering…' : 'Register'}
              </button>
            )}
            <button type="button" className="button button-quiet" onClick={onCalendar}>
              Add to calendar (.ics)
            </button>
          </div>
        )
      )}
      {onEdit !== undefined && (
        <button type="button" className="button button-quiet" onClick={onEdit}>
          Edit “{webinar.title}”
        </button>
      )}
    </li>
  );
}
