import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { PaymentPageInvoice } from '@/contract/billing';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { TextField } from '@/ui/components/Field';
import { formatMoney } from './format';
import { InvoiceLines } from './InvoiceLines';
import './subscription.css';

/** The built-in engine's test cards (issue #13): what the page tells the teacher to type. */
const TEST_CARD_PAYS = '4242 4242 4242 4242';
const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/**
 * `/pay/:token` (issue #13): the built-in billing engine's local payment page, public (it is
 * opened in a new tab, where the link itself is the key). No card is charged anywhere: the
 * engine's test cards decide the outcome, so the whole flow runs on a machine without network.
 */
export function PaymentPage() {
  usePageTitle('Pay your invoice');
  const { billing } = useServices();
  const token = useParams().token ?? '';
  const actor = useActorRef(billing.payment, { input: { token } });
  const state = useSelector(actor, (s) => s.value);
  const invoice = useSelector(actor, (s) => s.context.invoice);
  const card = useSelector(actor, (s) => s.context.card);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const paidHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'Paid') paidHeading.current?.focus();
  }, [state]);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Pay your invoice</h1>
      {state === 'Loading' && <p role="status">Loading…</p>}
      {(state === 'LoadFailed' || state === 'Missing') && (
        <div role="alert" className="form-alert">
          <p>{loadError}</p>
          {state === 'LoadFailed' && (
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'user.retry' })}
            >
              Retry
            </button>
          )}
        </div>
      )}
      {invoice !== null && <PaymentInvoiceLines invoice={invoice} />}
      {state === 'Closed' && (
        <p role="alert" className="form-alert">
          This invoice can no longer be paid. Go back to Parlo and start the change again.
        </p>
      )}
      {state === 'Paid' && (
        <div className="confirmation" role="status">
          <h2 ref={paidHeading} tabIndex={-1}>
            This invoice is paid
          </h2>
          <p>You can close this tab and go back to Parlo.</p>
        </div>
      )}
      {(state === 'Ready' || state === 'Paying') && (
        <form
          className="form payment-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'user.pay' });
          }}
        >
          <p className="notice payment-test-cards">
            This is Parlo&apos;s built-in test payment: no money moves. Card {TEST_CARD_PAYS} pays;{' '}
            {TEST_CARD_DECLINED} is declined. Any future expiry date and any three digits will do.
          </p>
          {refusal !== null && (
            <p role="alert" className="form-alert">
              {refusal}
            </p>
          )}
          <fieldset disabled={state === 'Paying'}>
            <TextField
              id="card-number"
              label="Card number"
              value={card.cardNumber}
              autoComplete="cc-number"
              onChange={(value) => actor.send({ type: 'user.edit', field: 'cardNumber', value })}
            />
            <TextField
              id="card-expiry"
              label="Expiry (MM/YY)"
              value={card.expiry}
              autoComplete="cc-exp"
              onChange={(value) => actor.send({ type: 'user.edit', field: 'expiry', value })}
            />
            <TextField
              id="card-cvc"
              label="Security code (CVC)"
              value={card.cvc}
              autoComplete="cc-csc"
              onChange={(value) => actor.send({ type: 'user.edit', field: 'cvc', value })}
            />
            <TextField
              id="card-name"
              label="Name on the card"
              value={card.name}
              autoComplete="cc-name"
              onChange={(value) => actor.send({ type: 'user.edit', field: 'name', value })}
            />
          </fieldset>
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={state === 'Paying' ? true : undefined}
          >
            {state === 'Paying'
              ? 'Paying…'
              : invoice === null
                ? 'Pay'
                : `Pay ${formatMoney(invoice.totalMinor, invoice.currency)}`}
          </button>
        </form>
      )}
    </section>
  );
}

function PaymentInvoiceLines({ invoice }: { readonly invoice: PaymentPageInvoice }) {
  return (
    <InvoiceLines
      caption={`Invoice ${invoice.number} for ${invoice.billedTo}: ${invoice.planTitle}`}
      lines={invoice.lines}
      totalMinor={invoice.totalMinor}
      currency={invoice.currency}
    />
  );
}
