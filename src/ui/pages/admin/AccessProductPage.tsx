import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';

const ROLE_NAMES = { admin: 'Admin', public: 'Teacher', PUPIL: 'Pupil' } as const;

/**
 * `/access_product` (issue #13): an admin finds a teacher by e-mail, sees their plan and access
 * type, and grants or revokes UNLIMITED access after confirming. Kept small: issue #14 builds
 * the admin console around it.
 */
export function AccessProductPage() {
  usePageTitle('Product access');
  const actor = useActorRef(useServices().adminAccess.grant);
  const state = useSelector(actor, (s) => s.value);
  const { user, pending, error, notice } = useSelector(actor, (s) => s.context);
  const [email, setEmail] = useState('');
  const emailId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.find', email });
  };
  const granting = pending === 'UNLIMITED';

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Product access</h1>
      <p className="page-lead">
        UNLIMITED access gives every feature and lifts every limit, whatever the plan. It reaches
        the teacher at their next sign-in or token refresh, without signing them out.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Find a user">
        <div className="field">
          <label htmlFor={emailId}>E-mail address</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={state === 'Finding'}>
          {state === 'Finding' ? 'Finding…' : 'Find'}
        </button>
      </form>
      <FormAlert message={error} />
      <p role="status">{notice}</p>

      {user !== null && state !== 'Finding' && (
        <section aria-labelledby="access-user-title" className="access-user">
          <h2 id="access-user-title">{user.fullName}</h2>
          <dl>
            <dt>E-mail</dt>
            <dd>{user.email ?? '—'}</dd>
            <dt>Role</dt>
            <dd>{ROLE_NAMES[user.role]}</dd>
            <dt>Plan</dt>
            <dd>{user.plan ?? 'Free (no plan)'}</dd>
            <dt>Access type</dt>
            <dd>{user.accessType}</dd>
          </dl>
          {user.role === 'PUPIL' ? (
            <p>Pupils have no plan of their own: their access follows their teacher’s plan.</p>
          ) : user.accessType === 'UNLIMITED' ? (
            <button
              type="button"
              className="button"
              disabled={state !== 'Found'}
              onClick={() => actor.send({ type: 'user.change', accessType: 'DEFAULT' })}
            >
              Revoke UNLIMITED access
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={state !== 'Found'}
              onClick={() => actor.send({ type: 'user.change', accessType: 'UNLIMITED' })}
            >
              Grant UNLIMITED access
            </button>
          )}
        </section>
      )}

      {(state === 'Confirming' || state === 'Saving') && user !== null && (
        <ConfirmDialog
          title={granting ? 'Grant UNLIMITED access?' : 'Revoke UNLIMITED access?'}
          confirmLabel={granting ? 'Grant' : 'Revoke'}
          busy={state === 'Saving'}
          busyLabel="Saving…"
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            {granting
              ? `${user.fullName} will have every feature and no limits, whatever their plan, from their next sign-in or token refresh.`
              : `${user.fullName} will have what their plan gives again, from their next sign-in or token refresh.`}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
