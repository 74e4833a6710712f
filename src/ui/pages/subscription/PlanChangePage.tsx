import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PlanChangeActor } from '@/application/billing/planChange.machine';
import type { DowngradeInvoice, UpcomingInvoice } from '@/contract/billing';
import { TEACHER_HOME_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { formatDay, formatMoney } from './format';
import { SUBSCRIPTIONS_PATH } from './paths';
import './subscription.css';

/** Where a scheduled downgrade lands (spec §2): Home says the plan was updated. */
export const PLAN_UPDATED_PATH = `${TEACHER_HOME_PATH}?msg=updated`;

/**
 * `/subscription/invoice/:changeType?planId=…` (spec §2 "Subscription invoice screen", §4, §8):
 * the upgrade or downgrade invoice, driven by the plan-change machine. The page only shows its
 * state and sends the teacher's clicks.
 */
export function PlanChangePage() {
  const changeType = useParams().changeType ?? '';
  const planId = useSearchParams()[0].get('planId');
  // A new address is a new change: a fresh machine rather than one carried over.
  return (
    <PlanChange key={`${changeType}?${planId ?? ''}`} changeType={changeType} planId={planId} />
  );
}

function PlanChange({
  changeType,
  planId,
}: {
  readonly changeType: string;
  readonly planId: string | null;
}) {
  const { billing } = useServices();
  const actor = useActorRef(billing.planChange, { input: { changeType, planId } });
  const unknown = useSelector(actor, (s) => s.matches('UnknownChange'));
  const noPlan = useSelector(actor, (s) => s.matches('NoPlan'));
  usePageTitle(
    unknown
      ? 'Page does not exist'
      : changeType === 'downgrade'
        ? 'Change your plan'
        : 'Upgrade your plan',
  );

  if (unknown)
    return (
      <section className="page page-centred" aria-labelledby="page-title">
        <h1 id="page-title">Page does not exist</h1>
        <p className="page-lead">A plan can only be upgraded or downgraded.</p>
        <Link className="button button-primary" to={SUBSCRIPTIONS_PATH}>
          See the plans
        </Link>
      </section>
    );
  // Spec §2: without a plan, nothing is rendered.
  if (noPlan) return null;
  return (
    <section className="page subscription-page" aria-labelledby="page-title">
      {changeType === 'upgrade' ? <Upgrade actor={actor} /> : <Downgrade actor={actor} />}
    </section>
  );
}

function InvoiceTable({ invoice }: { readonly invoice: UpcomingInvoice['invoice'] }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <table className="invoice-table">
      <caption className="visually-hidden">Upcoming invoice</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{invoice.originalDetails.description}</td>
          <td className="amount">{money(invoice.originalDetails.amount)}</td>
        </tr>
        <tr>
          <td>{invoice.discountDetails.description}</td>
          <td className="amount">{money(invoice.discountDetails.amount)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total ({invoice.currency})</th>
          <td className="amount">
            <strong>{money(invoice.total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function Upgrade({ actor }: { readonly actor: PlanChangeActor }) {
  const upcoming = useSelector(actor, (s) => s.context.upcoming);
  const refreshed = useSelector(actor, (s) => s.context.priceRefreshed);
  const invoiceUrl = useSelector(actor, (s) => s.context.invoiceUrl);
  const loading = useSelector(actor, (s) => s.matches({ Upgrade: 'LoadingPreview' }));
  const failed = useSelector(
    actor,
    (s) => s.matches({ Upgrade: 'PreviewFailed' }) || s.matches({ Upgrade: 'UpgradeFailed' }),
  );
  const paying = useSelector(actor, (s) => s.matches({ Upgrade: 'Paying' }));
  const waiting = useSelector(actor, (s) => s.matches({ Upgrade: 'WaitingForPayment' }));
  const changed = useSelector(actor, (s) => s.matches({ Upgrade: 'Changed' }));

  return (
    <>
      <h1 id="page-title">Upgrade your plan</h1>
      {loading && <p role="status">Loading…</p>}
      {failed && (
        <div role="alert" className="form-alert">
          <p>The invoice could not be prepared. Nothing has changed and nothing was charged.</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Try again
          </button>
        </div>
      )}
      {refreshed && upcoming !== null && !waiting && !changed && (
        <p role="status" className="notice">
          The price was refreshed: it is worked out to the second, and the last one had grown old.
          Check the total and press Pay now again.
        </p>
      )}
      {upcoming !== null && !changed && <InvoiceTable invoice={upcoming.invoice} />}
      {upcoming !== null && (upcoming.invoice.total > 0 || paying) && !waiting && !changed && (
        <p className="form-actions">
          <button
            type="button"
            className="button button-primary"
            aria-disabled={paying ? true : undefined}
            onClick={() => actor.send({ type: 'user.pay' })}
          >
            {paying ? 'Opening the invoice…' : 'Pay now'}
          </button>
        </p>
      )}
      {upcoming !== null && upcoming.invoice.total === 0 && !paying && !waiting && !changed && (
        <p className="form-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => actor.send({ type: 'user.pay' })}
          >
            Change plan now
          </button>
        </p>
      )}
      {waiting && (
        <div role="status" className="notice">
          <p>
            <strong>Your invoice has opened in a new tab.</strong> Waiting for your payment…
          </p>
          <ul className="change-notes">
            <li>Do not refresh this page.</li>
            <li>Go back to Parlo after paying: this page notices the payment by itself.</li>
            <li>
              If no payment page appeared, pay the pending invoice under Manage subscription, Manage
              current subscription, Invoices
              {invoiceUrl !== null && (
                <>
                  {' '}
                  or{' '}
                  <a href={invoiceUrl} target="_blank" rel="noopener noreferrer">
                    open the payment page (new tab)
                  </a>
                </>
              )}
              .
            </li>
          </ul>
        </div>
      )}
      {changed && (
        <div role="status" className="notice">
          <p>
            <strong>Your plan has been updated.</strong> Its features are yours now.
          </p>
        </div>
      )}
      <p className="form-actions">
        <Link className="button button-quiet" to={TEACHER_HOME_PATH}>
          Go back
        </Link>
        <Link className="button button-quiet" to={SUBSCRIPTIONS_PATH}>
          All plans
        </Link>
      </p>
    </>
  );
}

function Downgrade({ actor }: { readonly actor: PlanChangeActor }) {
  const navigate = useNavigate();
  const preview = useSelector(actor, (s) => s.context.downgrade);
  const loading = useSelector(actor, (s) => s.matches({ Downgrade: 'LoadingPreview' }));
  const failed = useSelector(actor, (s) => s.matches({ Downgrade: 'PreviewFailed' }));
  const confirming = useSelector(actor, (s) => s.matches({ Downgrade: 'Confirming' }));
  const done = useSelector(actor, (s) => s.matches({ Downgrade: 'Done' }));

  useEffect(() => {
    if (done) void navigate(PLAN_UPDATED_PATH);
  }, [done, navigate]);

  return (
    <>
      <h1 id="page-title">Change your plan</h1>
      {loading && <p role="status">Loading…</p>}
      {failed && (
        <div role="alert" className="form-alert">
          <p>The change could not be prepared. Nothing has changed.</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Try again
          </button>
        </div>
      )}
      {preview !== null && <DowngradeDetails preview={preview} />}
      {preview !== null && (
        <p className="form-actions">
          <button
            type="button"
            className="button button-primary"
            aria-disabled={confirming ? true : undefined}
            onClick={() => actor.send({ type: 'user.confirm' })}
          >
            {confirming ? 'Updating…' : 'Update Plan'}
          </button>
          <Link className="button button-quiet" to={SUBSCRIPTIONS_PATH}>
            Keep my plan
          </Link>
        </p>
      )}
    </>
  );
}

function DowngradeDetails({ preview }: { readonly preview: DowngradeInvoice }) {
  return (
    <>
      <dl className="subscription-facts">
        <dt>New plan</dt>
        <dd>{preview.title}</dd>
        <dt>Takes effect on</dt>
        <dd>{formatDay(preview.startDate)}</dd>
        <dt>Payable on that date</dt>
        <dd>
          {formatMoney(preview.totalAmount, preview.currency)} ({preview.currency})
        </dd>
      </dl>
      <p>Until then you keep everything your current plan includes.</p>
      {preview.locked.length > 0 && (
        <div className="notice" role="note">
          <p>
            <strong>On the new plan these will be kept but locked</strong> (nothing is deleted):
          </p>
          <ul className="change-notes">
            {preview.locked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
