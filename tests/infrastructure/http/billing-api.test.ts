import { describe, expect, it } from 'vitest';
import { BillingFailure } from '@/application/billing/ports';
import { createBillingApi } from '@/infrastructure/http/billing-api';
import { adapterHarness, makeToken } from './harness';
import { json } from './testServer';

/*
 * The billing adapter (issue #13) over the real HTTP client against a local server: answers
 * decoded with the shared contract, failures turned into the port's kinds with the server's
 * words, and the invoice screen's calls silent (spec §8: only logged, or the machine's toast).
 */

const t = adapterHarness(createBillingApi, { token: makeToken({ name: 'Sam', role: 'public' }) });

const UPCOMING = {
  invoice: {
    originalDetails: { description: 'Teacher (monthly)', amount: 600 },
    discountDetails: { description: 'Unused time on Free', amount: 0 },
    total: 600,
    currency: 'GBP',
  },
  prorationDate: 1_795_000_000,
};

async function failureOf(promise: Promise<unknown>): Promise<BillingFailure> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BillingFailure);
  return error as BillingFailure;
}

describe('the billing adapter', () => {
  it('sends the preview’s proration date back with the upgrade and reads the invoice url', async () => {
    const gateway = t.api();
    t.server.route('GET', '/subscriptions/upcoming-invoice/7', (_request, response) =>
      json(response, 200, { data: UPCOMING }),
    );
    t.server.route('POST', '/subscriptions/plan/upgrade', (_request, response) =>
      json(response, 200, { data: { invoiceId: 3, invoiceUrl: 'http://x/pay/tok' } }),
    );
    const preview = await gateway.upcomingInvoice(7);
    await expect(gateway.upgrade(7, preview.prorationDate)).resolves.toEqual({
      invoiceId: 3,
      invoiceUrl: 'http://x/pay/tok',
    });
    const [hit] = t.server.hits('/subscriptions/plan/upgrade');
    expect(JSON.parse(hit?.body ?? '')).toEqual({ planId: 7, prorationDate: 1_795_000_000 });
  });

  it('calls a 409 on the upgrade stale, silently, and a 409 elsewhere a conflict', async () => {
    const gateway = t.api();
    t.server.route('POST', '/subscriptions/plan/upgrade', (_request, response) =>
      json(response, 409, { message: 'The price has changed since the preview.' }),
    );
    t.server.route('POST', '/billing/pay/tok', (_request, response) =>
      json(response, 409, { message: 'This invoice is already paid.' }),
    );
    const stale = await failureOf(gateway.upgrade(7, 1));
    expect(stale.kind).toBe('stale');
    expect(stale.message).toBe('The price has changed since the preview.');
    const paid = await failureOf(
      gateway.pay('tok', {
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
        name: 'S',
      }),
    );
    expect(paid.kind).toBe('conflict');
    expect(t.wired.toasts).toEqual([]);
  });

  it("keeps the server's words for a refused downgrade or read, with no toast of the client's own", async () => {
    const gateway = t.api();
    t.server.route('POST', '/subscriptions/plan/downgrade', (_request, response) =>
      json(response, 400, { message: 'You are already on this plan.' }),
    );
    t.server.route('GET', '/subscriptions/9', (_request, response) =>
      json(response, 404, { message: 'Not found' }),
    );
    const refused = await failureOf(gateway.downgrade(1));
    expect(refused).toMatchObject({ kind: 'refused', message: 'You are already on this plan.' });
    // A page's read is refused in place too: the page says why, once.
    expect((await failureOf(gateway.subscription(9))).kind).toBe('notFound');
    expect(t.wired.toasts).toEqual([]);
  });

  it('calls an answer of the wrong shape unavailable', async () => {
    const gateway = t.api();
    t.server.route('GET', '/subscriptions/downgrading-invoice/1', (_request, response) =>
      json(response, 200, { data: { title: 'Free' } }),
    );
    expect((await failureOf(gateway.downgradingInvoice(1))).kind).toBe('unavailable');
  });
});
