import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { FormAlert } from '@/ui/components/FormAlert';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';
import '@/ui/components/modalDialog.css';
import { dayOf, ROLE_NAMES } from './format';

/**
 * One account on `/user_list?user={id}` (issue #14): profile, plan, classrooms, resources;
 * disable or re-enable with a reason; resend the confirmation e-mail. Keyed by the id, so
 * another account starts afresh.
 */
export function AccountPanel({
  userId,
  onChanged,
}: {
  readonly userId: number;
  /** Called once a change of the account is saved, so what lists it can ask again. */
  readonly onChanged?: () => void;
}) {
  const actor = useActorRef(useServices().adminUsers.account, { input: { userId } });
  useEffect(() => {
    if (onChanged === undefined) return;
    const subscription = actor.on('account.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  const state = useSelector(actor, (s) => s.value);
  const { account, disabling, error, notice } = useSelector(actor, (s) => s.context);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const dialogOpen = state === 'Confirming' || state === 'Saving';

  if (state === 'Loading') return <p role="status">Loading the account…</p>;
  if (account === null)
    return (
      <section className="admin-users-panel" aria-label="Account">
        <FormAlert message={error} />
        <button type="button" className="button" onClick={() => actor.send({ type: 'user.retry' })}>
          Try again
        </button>
      </section>
    );

  const sub = account.subscription;
  return (
    <section className="admin-users-panel" aria-labelledby="account-title">
      <h2 id="account-title">{account.fullName}</h2>
      <p role="status">{notice}</p>
      {!dialogOpen && <FormAlert message={error} />}
      <h3>Profile</h3>
      <dl>
        <dt>E-mail</dt>
        <dd>{account.email ?? '—'}</dd>
        {account.userName !== null && (
          <>
            <dt>User name</dt>
            <dd>{account.userName}</dd>
          </>
        )}
        <dt>Role</dt>
        <dd>{ROLE_NAMES[account.role]}</dd>
        <dt>Country</dt>
        <dd>{account.country}</dd>
        <dt>Created</dt>
        <dd>{dayOf(account.createdAt)}</dd>
        <dt>E-mail confirmed</dt>
        <dd>{account.role === 'PUPIL' ? 'Not needed (pupil)' : account.verified ? 'Yes' : 'No'}</dd>
        <dt>Access type</dt>
        <dd>{account.accessType}</dd>
        <dt>Account</dt>
        <dd>
          {account.disabledAt === null ? 'Active' : `Disabled on ${dayOf(account.disabledAt)}`}
        </dd>
        {account.teacher !== null && (
          <>
            <dt>Teacher</dt>
            <dd>
              <Link to={`/user_list?user=${account.teacher.id}`}>{account.teacher.fullName}</Link>
            </dd>
          </>
        )}
      </dl>

      <div className="admin-users-actions">
        {account.disabledAt === null ? (
          <button
            type="button"
            className="button button-danger"
            disabled={state !== 'Ready'}
            onClick={() => {
              setReason('');
              actor.send({ type: 'user.disable' });
            }}
          >
            Disable account
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={state !== 'Ready'}
            onClick={() => {
              setReason('');
              actor.send({ type: 'user.enable' });
            }}
          >
            Re-enable account
          </button>
        )}
        {account.role !== 'PUPIL' && !account.verified && (
          <button
            type="button"
            className="button"
            disabled={state !== 'Ready'}
            onClick={() => actor.send({ type: 'user.resend' })}
          >
            {state === 'Resending' ? 'Sending…' : 'Resend confirmation e-mail'}
          </button>
        )}
      </div>

      {account.role !== 'PUPIL' && (
        <>
          <h3>Subscription</h3>
          {sub === null ? (
            <p>Free tier: no plan in force.</p>
          ) : (
            <dl>
              <dt>Plan</dt>
              <dd>{sub.plan}</dd>
              <dt>Status</dt>
              <dd>{sub.status}</dd>
              <dt>Payment status</dt>
              <dd>{sub.paymentStatus}</dd>
              <dt>Period ends</dt>
              <dd>{dayOf(sub.periodEnd)}</dd>
              <dt>Scheduled change</dt>
              <dd>{sub.scheduledPlan === null ? 'None' : `Moves to ${sub.scheduledPlan}`}</dd>
            </dl>
          )}
          <h3>Classrooms</h3>
          {account.classrooms.length === 0 ? (
            <p>No classrooms.</p>
          ) : (
            <ul>
              {account.classrooms.map((room) => (
                <li key={room.id}>
                  {room.name}: {room.pupils} {room.pupils === 1 ? 'pupil' : 'pupils'}
                  {room.archived ? ' (archived)' : ''}
                </li>
              ))}
            </ul>
          )}
          <h3>Resources</h3>
          {account.resources.length === 0 ? (
            <p>No resources.</p>
          ) : (
            <ul>
              {account.resources.map((resource) => (
                <li key={resource.id}>
                  <Link to={`/text_translation/${resource.id}`}>{resource.title}</Link> (
                  {resource.language}, {dayOf(resource.createdAt)})
                </li>
              ))}
            </ul>
          )}
          {account.resourceCount > 0 && (
            <p>
              <Link to={`/user_sub/resource/${account.id}`}>
                All {account.resourceCount} resources of {account.fullName}
              </Link>
            </p>
          )}
        </>
      )}

      {dialogOpen && (
        <ConfirmDialog
          title={
            disabling
              ? `Disable ${account.fullName}’s account?`
              : `Re-enable ${account.fullName}’s account?`
          }
          confirmLabel={disabling ? 'Disable' : 'Re-enable'}
          busy={state === 'Saving'}
          busyLabel="Saving…"
          onConfirm={() => actor.send({ type: 'user.confirm', reason })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            {disabling
              ? 'Their sessions end at once and they cannot sign in until an admin re-enables the account.'
              : 'They can sign in again.'}
          </p>
          <div className="field">
            <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
            <textarea
              id={reasonId}
              className="admin-users-reason"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <FormAlert message={error} />
        </ConfirmDialog>
      )}
    </section>
  );
}
