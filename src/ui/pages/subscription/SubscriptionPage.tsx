import { Link, useParams } from 'react-router-dom';
import type { CreditView, InvoiceSummary, SubscriptionAnswer } from '@/contract/billing';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { BillingLoad } from './BillingLoad';
import { creditEntryWords, formatDay, formatMoney, limitWords, statusWords } from './format';
import { invoicePath, SUBSCRIPTIONS_PATH } from './paths';
import './subscription.css';

/**
 * `/subscription/:id` ("Manage subscription", spec §2; issue #13): the plan, its status and
 * renewal date, a downgrade waiting for the period's end, add-ons, the invoices, each
 * viewable and printable, an open one payable, and any credit carried from an earlier change
 * with where it came from and went.
 */
export function SubscriptionPage() {
  usePageTitle('Subscription');
  const id = Number(useParams().id);
  return (
    <section className="page subscription-page" aria-labelledby="page-title">
      <h1 id="page-title">Subscription</h1>
      <BillingLoad key={id} read={{ what: 'subscription', id }}>
        {({ subscription }) => <Details answer={subscription} />}
      </BillingLoad>
      <p>
        <Link to={SUBSCRIPTIONS_PATH}>All plans</Link>
      </p>
    </section>
  );
}

function Details({ answer }: { readonly answer: SubscriptionAnswer }) {
  const { subscription, invoices, credit } = answer;
  const { plan } = subscription;
  return (
    <>
      <dl className="subscription-facts">
        <dt>Plan</dt>
        <dd>{plan.title}</dd>
        <dt>Status</dt>
        <dd>
          {statusWords(subscription.status)}
          {subscription.paymentStatus !== 'active' &&
            ` (${statusWords(subscription.paymentStatus)})`}
        </dd>
        {subscription.periodEnd !== null && (
          <>
            <dt>{plan.kind === 'Trial' ? 'Ends on' : 'Renews on'}</dt>
            <dd>{formatDay(subscription.periodEnd)}</dd>
          </>
        )}
        {subscription.scheduled !== null && (
          <>
            <dt>Scheduled change</dt>
            <dd>
              To {subscription.scheduled.plan.title} on {formatDay(subscription.scheduled.startsAt)}
            </dd>
          </>
        )}
        <dt>Teachers</dt>
        <dd>{limitWords(subscription.limits.teachers, 'teacher', 'teachers')}</dd>
        <dt>Pupils</dt>
        <dd>{limitWords(subscription.limits.pupils, 'pupil account', 'pupil accounts')}</dd>
        <dt>Add-ons</dt>
        <dd>
          {subscription.addOns.length === 0
            ? 'None'
            : subscription.addOns
                .map((a) => (a.quantity > 1 ? `${a.title} × ${String(a.quantity)}` : a.title))
                .join(', ')}
        </dd>
      </dl>
      {credit.balanceMinor > 0 && (
        <p className="subscription-credit">
          Credit: {formatMoney(credit.balanceMinor, credit.currency)}, used first on your next
          invoice.
        </p>
      )}

      <h2 id="invoices-title">Invoices</h2>
      {invoices.length === 0 ? (
        <p>No invoices yet.</p>
      ) : (
        <div className="invoice-table-wrap">
          <table className="invoice-table" aria-labelledby="invoices-title">
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">For</th>
                <th scope="col" className="amount">
                  Total
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <InvoiceRow
                  key={invoice.id}
                  invoice={invoice}
                  subscriptionId={subscription.id ?? 0}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {credit.entries.length > 0 && <CreditHistory credit={credit} />}
    </>
  );
}

function CreditHistory({ credit }: { readonly credit: CreditView }) {
  return (
    <>
      <h2 id="credit-title">Credit history</h2>
      <div className="invoice-table-wrap">
        <table className="invoice-table" aria-labelledby="credit-title">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">From</th>
              <th scope="col" className="amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.entries.map((entry) => (
              <tr key={`${entry.invoiceNumber}-${entry.kind}`}>
                <td>{formatDay(entry.createdAt)}</td>
                <td>{creditEntryWords(entry)}</td>
                <td className="amount">{formatMoney(entry.amountMinor, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function InvoiceRow({
  invoice,
  subscriptionId,
}: {
  readonly invoice: InvoiceSummary;
  readonly subscriptionId: number;
}) {
  return (
    <tr>
      <th scope="row">{invoice.number}</th>
      <td>{formatDay(invoice.createdAt)}</td>
      <td>{invoice.planTitle}</td>
      <td className="amount">{formatMoney(invoice.totalMinor, invoice.currency)}</td>
      <td>{statusWords(invoice.status)}</td>
      <td>
        <div className="invoice-actions">
          <Link
            className="button button-quiet"
            to={invoicePath(subscriptionId, invoice.id)}
            aria-label={`View invoice ${invoice.number}`}
          >
            View
          </Link>
          {invoice.status === 'open' && invoice.payUrl !== null && (
            <a
              className="button button-primary"
              href={invoice.payUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Pay invoice ${invoice.number} (opens in a new tab)`}
            >
              Pay
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}
