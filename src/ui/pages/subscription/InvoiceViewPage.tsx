import { Link, useParams } from 'react-router-dom';
import type { InvoiceDetail } from '@/contract/billing';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { BillingLoad } from './BillingLoad';
import { InvoiceLines } from './InvoiceLines';
import { formatDay, statusWords } from './format';
import { subscriptionPath } from './paths';
import './subscription.css';

/**
 * `/subscription/:id/invoices/:invoiceId` (issue #13 "each viewable and printable"): one
 * invoice as a sheet; on paper only the sheet is printed, without the app's frame.
 */
export function InvoiceViewPage() {
  usePageTitle('Invoice');
  const params = useParams();
  const subscriptionId = Number(params.id);
  const invoiceId = Number(params.invoiceId);
  return (
    <section className="page invoice-sheet" aria-labelledby="page-title">
      <h1 id="page-title">Invoice</h1>
      <BillingLoad key={invoiceId} read={{ what: 'invoice', invoiceId }}>
        {({ invoice }) => <Sheet invoice={invoice} />}
      </BillingLoad>
      <p className="invoice-controls form-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print
        </button>
        {Number.isSafeInteger(subscriptionId) && subscriptionId > 0 && (
          <Link className="button button-quiet" to={subscriptionPath(subscriptionId)}>
            Back to your subscription
          </Link>
        )}
      </p>
    </section>
  );
}

function Sheet({ invoice }: { readonly invoice: InvoiceDetail }) {
  return (
    <>
      <dl className="subscription-facts">
        <dt>Number</dt>
        <dd>{invoice.number}</dd>
        <dt>Date</dt>
        <dd>{formatDay(invoice.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          {statusWords(invoice.status)}
          {invoice.paidAt !== null && ` on ${formatDay(invoice.paidAt)}`}
        </dd>
        <dt>Billed to</dt>
        <dd>
          {invoice.billedTo.name}
          <br />
          {invoice.billedTo.email}
        </dd>
        <dt>From</dt>
        <dd>Parlo</dd>
      </dl>
      <InvoiceLines
        caption="Invoice lines"
        captionHidden
        lines={invoice.lines}
        totalMinor={invoice.totalMinor}
        currency={invoice.currency}
      />
    </>
  );
}
