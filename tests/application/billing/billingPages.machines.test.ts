import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { billingReadMachine, NOT_YOURS_MESSAGE } from '@/application/billing/billingRead.machine';
import { NO_INVOICE_MESSAGE, paymentMachine } from '@/application/billing/payment.machine';
import {
  makeBillingReadImplementations,
  makePaymentImplementations,
} from '@/application/billing/planChangeImplementations';
import { BillingFailure } from '@/application/billing/ports';
import type { PaymentPageInvoice } from '@/contract/billing';
import { fakeBillingGateway, minor } from './fakes';

const invoice: PaymentPageInvoice = {
  number: 'PARLO-000003',
  planTitle: 'Teacher',
  lines: [{ description: 'Teacher (monthly)', amountMinor: 600 }],
  totalMinor: minor(600),
  currency: 'GBP',
  status: 'open',
  billedTo: 'Sam Starter',
};

describe('the billing read machine', () => {
  it("says someone else's subscription is nothing of the teacher's, with no Retry", async () => {
    const gateway = fakeBillingGateway({
      subscription: () => Promise.reject(new BillingFailure('notFound', 'Not found')),
    });
    const actor = createActor(
      billingReadMachine.provide(makeBillingReadImplementations({ gateway })),
      { input: { what: 'subscription', id: 99 } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(failed.context.failure).toEqual({ message: NOT_YOURS_MESSAGE, retryable: false });
    expect(gateway.subscription).toHaveBeenCalledWith(99);
  });

  it('asks nothing for an id that cannot be one', () => {
    const gateway = fakeBillingGateway();
    const actor = createActor(
      billingReadMachine.provide(makeBillingReadImplementations({ gateway })),
      { input: { what: 'invoice', invoiceId: Number.NaN } },
    ).start();
    expect(actor.getSnapshot().matches('Failed')).toBe(true);
    expect(gateway.invoice).not.toHaveBeenCalled();
  });

  it('reads again on Retry after a failure the network may cure', async () => {
    let calls = 0;
    const gateway = fakeBillingGateway({
      invoice: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new BillingFailure('unavailable', 'Something went wrong'))
          : Promise.resolve({
              ...invoice,
              id: 3,
              createdAt: '2026-11-25T12:00:00.000Z',
              paidAt: null,
              reason: 'upgrade',
              payUrl: null,
              billedTo: { name: 'Sam', email: 'sam@example.com' },
            });
      },
    });
    const actor = createActor(
      billingReadMachine.provide(makeBillingReadImplementations({ gateway })),
      { input: { what: 'invoice', invoiceId: 3 } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(failed.context.failure?.retryable).toBe(true);
    actor.send({ type: 'user.retry' });
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    expect(ready.context.result?.what).toBe('invoice');
  });
});

describe('the payment machine', () => {
  it('sends one payment for a double click and keeps the card through a decline', async () => {
    let release: (answer: { status: 'paid' | 'failed'; message: string }) => void = () => undefined;
    const pay = vi.fn(
      () =>
        new Promise<{ status: 'paid' | 'failed'; message: string }>((resolve) => {
          release = resolve;
        }),
    );
    const gateway = fakeBillingGateway({ paymentInvoice: () => Promise.resolve(invoice), pay });
    const actor = createActor(paymentMachine.provide(makePaymentImplementations({ gateway })), {
      input: { token: 'tok' },
    }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.edit', field: 'cardNumber', value: '4000 0000 0000 0002' });
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.pay' });
    release({ status: 'failed', message: 'Your card was declined. Nothing was charged.' });
    const declined = await waitFor(actor, (s) => s.matches('Ready') && s.context.refusal !== null);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(declined.context.refusal).toBe('Your card was declined. Nothing was charged.');
    expect(declined.context.card.cardNumber).toBe('4000 0000 0000 0002');
  });

  it('reads the invoice again when it was paid meanwhile, and says so', async () => {
    let reads = 0;
    const gateway = fakeBillingGateway({
      paymentInvoice: () => {
        reads += 1;
        return Promise.resolve(reads === 1 ? invoice : { ...invoice, status: 'paid' });
      },
      pay: () => Promise.reject(new BillingFailure('conflict', 'This invoice is already paid.')),
    });
    const actor = createActor(paymentMachine.provide(makePaymentImplementations({ gateway })), {
      input: { token: 'tok' },
    }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches('Paid'));
    expect(reads).toBe(2);
  });

  it('says a link that names no invoice names none', async () => {
    const gateway = fakeBillingGateway({
      paymentInvoice: () => Promise.reject(new BillingFailure('notFound', 'Not found')),
    });
    const actor = createActor(paymentMachine.provide(makePaymentImplementations({ gateway })), {
      input: { token: 'nope' },
    }).start();
    const missing = await waitFor(actor, (s) => s.matches('Missing'));
    expect(missing.context.loadError).toBe(NO_INVOICE_MESSAGE);
  });
});
