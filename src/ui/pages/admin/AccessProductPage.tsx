import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { GrantDraft } from '@/application/admin/ports';
import { ADD_ON_TYPES, type AddOnType } from '@/domain/billing/products';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';

const ROLE_NAMES = { admin: 'Admin', public: 'Teacher', PUPIL: 'Pupil' } as const;

/** The add-ons in the words of the subscriptions page. */
const ADD_ON_NAMES: Readonly<Record<AddOnType, string>> = {
  ADDON_TEACHER_ONE: 'One more teacher seat',
  ADDON_PUPIL_150: '150 more pupils',
  ADDON_PUPIL_PLATFORM: 'Pupil platform',
};

const productName = (product: string) =>
  (ADD_ON_NAMES as Readonly<Record<string, string>>)[product] ?? product;

/** What a grant being confirmed gives, in the admin's words. */
function grantedName(
  draft: GrantDraft,
  plans: readonly { readonly id: number; readonly title: string }[],
): string {
  if (draft.kind === 'add_on') return `${ADD_ON_NAMES[draft.addOnType]} × ${draft.quantity}`;
  return plans.find((p) => p.id === draft.planId)?.title ?? 'the plan';
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * `/access_product` (issues #13, #14): an admin finds a teacher by e-mail, sees their plan,
 * access type and grants with their history, and grants or revokes UNLIMITED, a plan or an
 * add-on, each confirmed with a reason that the audit log keeps.
 */
export function AccessProductPage() {
  usePageTitle('Product access');
  const actor = useActorRef(useServices().adminAccess.grant);
  const state = useSelector(actor, (s) => s.value);
  const { user, pending, error, notice } = useSelector(actor, (s) => s.context);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'plan' | 'add_on'>('plan');
  const [planId, setPlanId] = useState('');
  const [addOnType, setAddOnType] = useState<AddOnType>('ADDON_PUPIL_150');
  const [quantity, setQuantity] = useState('1');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const ids = {
    email: useId(),
    plan: useId(),
    addOn: useId(),
    quantity: useId(),
    until: useId(),
    reason: useId(),
  };

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.find', email });
  };
  const onGrant = (event: FormEvent) => {
    event.preventDefault();
    // The end of the chosen day in UTC: a grant "until 31 March" lasts all of that day.
    const expiresAt = until === '' ? null : `${until}T23:59:59.000Z`;
    const chosenPlan = planId === '' ? user?.grantablePlans[0]?.id : Number(planId);
    const draft: GrantDraft =
      kind === 'plan'
        ? { kind: 'plan', planId: chosenPlan ?? 0, expiresAt }
        : { kind: 'add_on', addOnType, quantity: Number(quantity), expiresAt };
    setReason('');
    actor.send({ type: 'grant.add', draft });
  };
  const busy = state !== 'Found';
  const confirming =
    state === 'Confirming' ||
    state === 'SavingAccess' ||
    state === 'Granting' ||
    state === 'Revoking';

  const dialogTitle =
    pending?.type === 'access'
      ? pending.accessType === 'UNLIMITED'
        ? 'Grant UNLIMITED access?'
        : 'Revoke UNLIMITED access?'
      : pending?.type === 'revoke'
        ? `Revoke ${productName(pending.product)}?`
        : 'Grant this product?';
  const confirmLabel =
    pending?.type === 'revoke' || (pending?.type === 'access' && pending.accessType === 'DEFAULT')
      ? 'Revoke'
      : 'Grant';

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Product access</h1>
      <p className="page-lead">
        Grant a teacher a plan, an add-on or UNLIMITED access (every feature, no limits) without
        payment, with a reason the audit log keeps. A change reaches the teacher at their next
        sign-in or token refresh, without signing them out.
      </p>
      <form noValidate onSubmit={onFind} aria-label="Find a user">
        <div className="field">
          <label htmlFor={ids.email}>E-mail address</label>
          <input
            id={ids.email}
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
      {!confirming && <FormAlert message={error} />}
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
              disabled={busy}
              onClick={() => {
                setReason('');
                actor.send({ type: 'user.change', accessType: 'DEFAULT' });
              }}
            >
              Revoke UNLIMITED access
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => {
                setReason('');
                actor.send({ type: 'user.change', accessType: 'UNLIMITED' });
              }}
            >
              Grant UNLIMITED access
            </button>
          )}

          {user.role === 'public' && (
            <form noValidate onSubmit={onGrant} aria-labelledby="grant-title">
              <h3 id="grant-title">Grant a plan or an add-on</h3>
              <fieldset>
                <legend>What to grant</legend>
                <label>
                  <input
                    type="radio"
                    name="grant-kind"
                    checked={kind === 'plan'}
                    onChange={() => setKind('plan')}
                  />{' '}
                  A plan
                </label>
                <label>
                  <input
                    type="radio"
                    name="grant-kind"
                    checked={kind === 'add_on'}
                    onChange={() => setKind('add_on')}
                  />{' '}
                  An add-on
                </label>
              </fieldset>
              {kind === 'plan' ? (
                <div className="field">
                  <label htmlFor={ids.plan}>Plan</label>
                  <select
                    id={ids.plan}
                    value={planId === '' ? String(user.grantablePlans[0]?.id ?? '') : planId}
                    onChange={(event) => setPlanId(event.target.value)}
                  >
                    {user.grantablePlans.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {plan.title}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <>
                  <div className="field">
                    <label htmlFor={ids.addOn}>Add-on</label>
                    <select
                      id={ids.addOn}
                      value={addOnType}
                      onChange={(event) => setAddOnType(event.target.value as AddOnType)}
                    >
                      {ADD_ON_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {ADD_ON_NAMES[type]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={ids.quantity}>Quantity</label>
                    <input
                      id={ids.quantity}
                      type="number"
                      min={1}
                      max={100}
                      value={quantity}
                      onChange={(event) => setQuantity(event.target.value)}
                    />
                  </div>
                </>
              )}
              <div className="field">
                <label htmlFor={ids.until}>Until (optional; empty: until revoked)</label>
                <input
                  id={ids.until}
                  type="date"
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                />
              </div>
              <button type="submit" className="button button-primary" disabled={busy}>
                Grant…
              </button>
            </form>
          )}

          <h3>Grants</h3>
          {user.grants.length === 0 ? (
            <p>No plan or add-on was ever granted to this user.</p>
          ) : (
            <table className="data-table">
              <caption className="visually-hidden">Grants of {user.fullName}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Granted</th>
                  <th scope="col">Ends</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {user.grants.map((grant) => (
                  <tr key={grant.id}>
                    <td>
                      {productName(grant.product)}
                      {grant.kind === 'add_on' && grant.quantity > 1 ? ` × ${grant.quantity}` : ''}
                    </td>
                    <td>
                      {when(grant.grantedAt)} by {grant.grantedBy ?? 'a removed admin'}: “
                      {grant.reason}”
                    </td>
                    <td>{grant.expiresAt === null ? 'Until revoked' : when(grant.expiresAt)}</td>
                    <td>
                      {grant.revokedAt !== null ? (
                        <>
                          Revoked {when(grant.revokedAt)} by {grant.revokedBy ?? 'a removed admin'}:
                          “{grant.revokeReason}”
                        </>
                      ) : grant.live ? (
                        <button
                          type="button"
                          className="button"
                          disabled={busy}
                          onClick={() => {
                            setReason('');
                            actor.send({ type: 'grant.revoke', grantId: grant.id });
                          }}
                        >
                          Revoke {productName(grant.product)}
                        </button>
                      ) : (
                        'Expired'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          <h3>UNLIMITED access history</h3>
          {user.accessHistory.length === 0 ? (
            <p>UNLIMITED access was never granted or revoked.</p>
          ) : (
            <ul>
              {user.accessHistory.map((change) => (
                <li key={`${change.at}-${change.to}`}>
                  {when(change.at)}: {change.from} → {change.to} by {change.by}
                  {change.reason === null ? '' : `: “${change.reason}”`}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {confirming && user !== null && pending !== null && (
        <ConfirmDialog
          title={dialogTitle}
          confirmLabel={confirmLabel}
          busy={state !== 'Confirming'}
          busyLabel="Saving…"
          onConfirm={() => actor.send({ type: 'user.confirm', reason })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            {pending.type === 'access'
              ? pending.accessType === 'UNLIMITED'
                ? `${user.fullName} will have every feature and no limits, whatever their plan, from their next sign-in or token refresh.`
                : `${user.fullName} will have what their plan gives again, from their next sign-in or token refresh.`
              : pending.type === 'grant'
                ? `${user.fullName} will have ${grantedName(
                    pending.draft,
                    user.grantablePlans,
                  )} without payment, from their next sign-in or token refresh.`
                : `${user.fullName} will lose ${productName(pending.product)} at their next sign-in or token refresh.`}
          </p>
          <div className="field">
            <label htmlFor={ids.reason}>Reason (kept in the audit log)</label>
            <textarea
              id={ids.reason}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <FormAlert message={error} />
        </ConfirmDialog>
      )}
    </section>
  );
}
