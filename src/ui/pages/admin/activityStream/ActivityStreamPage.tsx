import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { StreamFilterValues } from '@/application/admin/activityStream/ports';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, isActivityKind } from '@/domain/activity/eventKinds';
import type { StreamEvent } from '@/contract/activityStream';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { DailyChart } from './DailyChart';
import './activityStream.css';

/** The zones the picker offers: the platform's list, UTC first. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

function whenText(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** What happened, in words: the element clicked, the plan taken, the organisation joined. */
function whatText(event: StreamEvent): string {
  if (event.elementId !== null) return event.elementId;
  const { details } = event;
  if (typeof details.plan === 'string') return details.plan;
  if (typeof details.organisationId === 'number') return `organisation ${details.organisationId}`;
  return '';
}

/**
 * `/activity_stream` (issue #14): what teachers do, live. Filters by range, zone, user, page
 * and kind; the daily counts as a chart; the top pages; the newest events, polled every few
 * seconds (the admin can pause). Whether teachers use the product, at a glance.
 */
export function ActivityStreamPage() {
  usePageTitle('Activity stream');
  const services = useServices();
  const actor = useActorRef(services.activityStream, {
    input: { now: services.now?.() ?? new Date() },
  });
  const live = useSelector(actor, (s) => s.matches('Live'));
  const paused = useSelector(actor, (s) => s.matches('Paused'));
  const loading = useSelector(actor, (s) => s.matches('Loading'));
  const { filters, stream, error, arrived } = useSelector(actor, (s) => s.context);
  const [draft, setDraft] = useState<StreamFilterValues>(filters);
  const zones = useMemo(() => timeZones(draft.timeZone), [draft.timeZone]);
  const ids = {
    from: useId(),
    to: useId(),
    zone: useId(),
    user: useId(),
    page: useId(),
    kind: useId(),
  };

  const set = (key: keyof StreamFilterValues) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const apply = (next: StreamFilterValues) => {
    setDraft(next);
    actor.send({ type: 'user.filter', filters: next });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <section className="page activity-stream" aria-labelledby="page-title">
      <h1 id="page-title">Activity stream</h1>
      <p className="page-lead">
        Page views and clicks of signed-in users, and what happened to accounts: registrations,
        confirmed e-mails, sign-ins, plan changes and organisations joined.
      </p>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Filter the stream"
        className="activity-filters"
      >
        <div className="field">
          <label htmlFor={ids.from}>From</label>
          <input
            id={ids.from}
            type="date"
            value={draft.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>To</label>
          <input
            id={ids.to}
            type="date"
            value={draft.to}
            onChange={(e) => set('to')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.zone}>Time zone of the days</label>
          <select
            id={ids.zone}
            value={draft.timeZone}
            onChange={(e) => set('timeZone')(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.user}>User (e-mail or id)</label>
          <input
            id={ids.user}
            type="text"
            autoComplete="off"
            value={draft.user}
            onChange={(e) => set('user')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.page}>Page</label>
          <input
            id={ids.page}
            type="text"
            autoComplete="off"
            placeholder="/dashboard"
            value={draft.page}
            onChange={(e) => set('page')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>Event</label>
          <select
            id={ids.kind}
            value={draft.kind}
            onChange={(e) => set('kind')(isActivityKind(e.target.value) ? e.target.value : '')}
          >
            <option value="">Every event</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="activity-filter-actions">
          <button type="submit" className="button button-primary" disabled={loading}>
            {loading ? 'Loading…' : 'Apply filters'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => apply({ ...draft, user: '', page: '', kind: '' })}
          >
            Clear user, page and event
          </button>
        </div>
      </form>

      <div className="activity-live">
        <p role="status" className="activity-live-status">
          {paused
            ? 'Paused: new events are not fetched.'
            : live
              ? `Live: new events appear every few seconds.${arrived > 0 ? ` ${arrived} new.` : ''}`
              : loading
                ? 'Loading…'
                : ''}
        </p>
        {paused ? (
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.resume' })}
          >
            Resume live updates
          </button>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.pause' })}
          >
            Pause live updates
          </button>
        )}
      </div>
      <FormAlert message={error} />

      {stream !== null && (
        <>
          <div className="activity-summary">
            <section aria-labelledby="activity-daily">
              <h2 id="activity-daily">Events per day</h2>
              <DailyChart
                days={stream.days}
                title={`Events per day, ${stream.range.from} to ${stream.range.to} (${stream.range.timeZone})`}
              />
            </section>
            <section aria-labelledby="activity-top-pages">
              <h2 id="activity-top-pages">Top pages</h2>
              {stream.topPages.length === 0 ? (
                <p>No page views in this range.</p>
              ) : (
                <table className="activity-table">
                  <thead>
                    <tr>
                      <th scope="col">Page</th>
                      <th scope="col">Views</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stream.topPages.map((top) => (
                      <tr key={top.page}>
                        <th scope="row">
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => apply({ ...draft, page: top.page })}
                          >
                            {top.page}
                          </button>
                        </th>
                        <td>{top.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>

          <section aria-labelledby="activity-events">
            <h2 id="activity-events">Latest events</h2>
            {stream.events.length === 0 ? (
              <p>No events match these filters yet.</p>
            ) : (
              <div className="activity-table-wrap">
                <table className="activity-table">
                  <thead>
                    <tr>
                      <th scope="col">When ({stream.range.timeZone})</th>
                      <th scope="col">Event</th>
                      <th scope="col">User</th>
                      <th scope="col">Page</th>
                      <th scope="col">What</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stream.events.map((event) => (
                      <tr key={event.key}>
                        <td>{whenText(event.at, stream.range.timeZone)}</td>
                        <td>{ACTIVITY_KIND_LABELS[event.kind]}</td>
                        <td>
                          {event.userEmail === null ? (
                            (event.userId ?? '—')
                          ) : (
                            <button
                              type="button"
                              className="link-button"
                              aria-label={`Show only ${event.userEmail}`}
                              onClick={() => apply({ ...draft, user: event.userEmail ?? '' })}
                            >
                              {event.userEmail}
                            </button>
                          )}
                        </td>
                        <td>{event.page ?? '—'}</td>
                        <td>{whatText(event)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </section>
  );
}
