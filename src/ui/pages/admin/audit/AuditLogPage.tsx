import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

/**
 * `/admin/audit` (issue #14): every admin action, newest first, read-only (the table refuses
 * changes). Filters by action and target; "Older entries" appends the next page.
 */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const actor = useActorRef(useServices().adminAccess.audit);
  const state = useSelector(actor, (s) => s.value);
  const { entries, nextBefore, error } = useSelector(actor, (s) => s.context);
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const ids = { action: useId(), targetType: useId(), targetId: useId() };

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'audit.filter', filters: { action, targetType, targetId } });
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Audit log</h1>
      <p className="page-lead">
        Every admin action: who did what to which record, when and why. Nobody can change or delete
        an entry.
      </p>
      <form noValidate onSubmit={onFilter} aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor={ids.action}>Action (for example access.grant)</label>
          <input id={ids.action} value={action} onChange={(e) => setAction(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.targetType}>Target type (for example user, plan)</label>
          <input
            id={ids.targetType}
            value={targetType}
            onChange={(e) => setTargetType(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.targetId}>Target id</label>
          <input id={ids.targetId} value={targetId} onChange={(e) => setTargetId(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary">
          Filter
        </button>
      </form>
      <FormAlert message={error} />
      {state === 'Failed' && (
        <button
          type="button"
          className="button"
          onClick={() => actor.send({ type: 'audit.retry' })}
        >
          Try again
        </button>
      )}
      <p role="status">
        {state === 'Loading'
          ? 'Loading…'
          : state === 'Failed'
            ? ''
            : entries.length === 0
              ? 'No entry matches.'
              : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} shown.`}
      </p>
      {entries.length > 0 && (
        <table className="data-table">
          <caption className="visually-hidden">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Reason</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>{entry.actorEmail}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.targetType}
                  {entry.targetId === null ? '' : ` ${entry.targetId}`}
                </td>
                <td>{entry.reason ?? '—'}</td>
                <td>
                  <code className="audit-details">{JSON.stringify(entry.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {nextBefore !== null && (
        <button
          type="button"
          className="button"
          disabled={state !== 'Ready'}
          onClick={() => actor.send({ type: 'audit.older' })}
        >
          {state === 'LoadingOlder' ? 'Loading…' : 'Older entries'}
        </button>
      )}
    </section>
  );
}
