import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_USERS_PAGE_SIZE, SubscriptionPage } from '@/contract/adminUsers';
import { PAYMENT_STATUSES, PLAN_STATUSES } from '@/domain/catalog/enumerations';
import { pageCount } from '@/domain/navigation/paging';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { Pager } from '@/ui/components/Pager';
import { dayOf, pageFrom } from './format';
import './users.css';

/** `/user_sub` (issue #14): subscriptions across users, filtered by status and payment status. */
export function UserSubPage() {
  usePageTitle('User subscriptions');
  const actor = useActorRef(useServices().adminUsers.subscriptions);
  const state = useSelector(actor, (s) => s.value);
  const rows = useSelector(actor, (s) =>
    SubscriptionPage.is(s.context.page) ? s.context.page : null,
  );
  const error = useSelector(actor, (s) => s.context.error);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const paymentStatus = params.get('paymentStatus') ?? '';
  const page = pageFrom(params.get('page'));
  const [statusChoice, setStatusChoice] = useState(status);
  const [paymentChoice, setPaymentChoice] = useState(paymentStatus);
  const ids = { status: useId(), payment: useId() };

  useEffect(() => {
    actor.send({ type: 'list.load', query: { status, paymentStatus, page } });
  }, [actor, status, paymentStatus, page]);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === '') next.delete(key);
      else next.set(key, value);
    setParams(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ status: statusChoice, paymentStatus: paymentChoice, page: '' });
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">User subscriptions</h1>
      <form className="admin-users-filters" aria-label="Filter subscriptions" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.status}>Status</label>
          <select
            id={ids.status}
            value={statusChoice}
            onChange={(e) => setStatusChoice(e.target.value)}
          >
            <option value="">Any status</option>
            {PLAN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.payment}>Payment status</label>
          <select
            id={ids.payment}
            value={paymentChoice}
            onChange={(e) => setPaymentChoice(e.target.value)}
          >
            <option value="">Any payment status</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          Filter
        </button>
      </form>
      <FormAlert message={error} />
      {state === 'Loading' && <p role="status">Loading subscriptions…</p>}
      {rows !== null && (
        <>
          <p>
            {rows.total} {rows.total === 1 ? 'subscription' : 'subscriptions'}
          </p>
          <div
            className="admin-users-table-wrap"
            tabIndex={0}
            role="region"
            aria-label="Table of subscriptions"
          >
            <table className="admin-users-table">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment status</th>
                  <th scope="col">Period</th>
                  <th scope="col">Scheduled downgrade</th>
                  <th scope="col">Provider</th>
                  <th scope="col">Resources</th>
                </tr>
              </thead>
              <tbody>
                {rows.items.map(({ user, subscription }) => (
                  <tr key={subscription.id}>
                    <th scope="row">
                      <Link to={`/user_list?user=${user.id}`}>{user.fullName}</Link>
                      <br />
                      {user.email ?? ''}
                    </th>
                    <td>{subscription.plan}</td>
                    <td>{subscription.status}</td>
                    <td>{subscription.paymentStatus}</td>
                    <td>
                      {dayOf(subscription.periodStart)} – {dayOf(subscription.periodEnd)}
                    </td>
                    <td>{subscription.scheduledPlan ?? '—'}</td>
                    <td>{subscription.provider === 'stripe' ? 'Stripe' : 'Built-in'}</td>
                    <td>
                      <Link to={`/user_sub/resource/${user.id}`}>
                        Resources<span className="visually-hidden"> of {user.fullName}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pages={pageCount(rows.total, ADMIN_USERS_PAGE_SIZE)}
            onPage={(next) => go({ page: String(next) })}
            label="Pages of subscriptions"
            busy={state === 'Loading'}
          />
        </>
      )}
    </section>
  );
}
