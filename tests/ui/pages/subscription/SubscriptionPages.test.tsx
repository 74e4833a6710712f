import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillingFailure } from '@/application/billing/ports';
import type {
  CreditView,
  DowngradeInvoice,
  SubscriptionAnswer,
  UpcomingInvoice,
} from '@/contract/billing';
import { holdingView, minor, planView } from '../../../application/billing/fakes';
import { expectNoAxeViolations } from '../../support/axe';
import { renderApp } from '../../support/renderApp';

const FREE = planView({ id: 1, title: 'Free', interval: null, rank: 0 });
const TEACHER_MONTHLY = planView({
  id: 2,
  title: 'Teacher',
  priceMinor: minor(600),
  rank: 1,
  privileges: ['dialogues', 'voiceovers'],
});
const TEACHER_YEARLY = planView({
  id: 3,
  title: 'Teacher',
  priceMinor: minor(6000),
  interval: 'year',
  rank: 1,
});
const ADD_ON = planView({
  id: 9,
  title: 'One more teacher',
  priceMinor: minor(500),
  isAddOn: true,
  productType: 'ADDON_TEACHER_ONE',
  rank: 0,
});

const upcoming: UpcomingInvoice = {
  invoice: {
    originalDetails: { description: 'Teacher (monthly), 25 Nov – 25 Dec 2026', amount: minor(600) },
    discountDetails: { description: 'Unused time on Free', amount: minor(0) },
    total: minor(600),
    currency: 'GBP',
  },
  prorationDate: 1_795_000_000,
};

const downgrade: DowngradeInvoice = {
  title: 'Free',
  startDate: '2026-12-25T00:00:00.000Z',
  totalAmount: minor(0),
  currency: 'GBP',
  locked: ['Dialogues will be locked'],
};

describe('/subscription/product', () => {
  it('shows the plans of the chosen interval, the current one marked, and where each change goes', async () => {
    const app = renderApp('/subscription/product', {
      role: 'public',
      billing: {
        plans: () =>
          Promise.resolve({
            plans: [FREE, TEACHER_MONTHLY, TEACHER_YEARLY, ADD_ON],
            current: holdingView(FREE),
          }),
      },
    });
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getByText('Your plan')).toBeInTheDocument();
    expect(within(plans).getByText('£6.00 a month')).toBeInTheDocument();
    expect(within(plans).queryByText('£60.00 a year')).toBeNull();
    expect(
      within(plans).getByRole('link', { name: 'Upgrade to Teacher (monthly)' }),
    ).toHaveAttribute('href', '/subscription/invoice/upgrade?planId=2');

    await app.user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plans).getByText('£60.00 a year')).toBeInTheDocument();
    expect(within(plans).queryByText('£6.00 a month')).toBeNull();
    // The free tier has no subscription to manage, and add-ons go with a paid plan.
    expect(screen.queryByRole('link', { name: 'Manage subscription' })).toBeNull();
    expect(screen.getByText('Add-ons go with a paid plan.')).toBeInTheDocument();
  });

  it('offers a downgrade below the plan held, and Manage subscription', async () => {
    renderApp('/subscription/product', {
      role: 'public',
      billing: {
        plans: () =>
          Promise.resolve({
            plans: [FREE, TEACHER_MONTHLY, ADD_ON],
            current: holdingView(TEACHER_MONTHLY, {
              periodEnd: '2026-12-25T00:00:00.000Z',
            }),
          }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Downgrade to Free' })).toHaveAttribute(
      'href',
      '/subscription/invoice/downgrade?planId=1',
    );
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/subscription/40',
    );
    expect(screen.getByRole('link', { name: 'Add One more teacher' })).toHaveAttribute(
      'href',
      '/subscription/invoice/upgrade?planId=9',
    );
  });
});

describe('/subscription/invoice/:changeType', () => {
  it('upgrade: shows the invoice, Pay now opens it once and the notes replace the button', async () => {
    const app = renderApp('/subscription/invoice/upgrade?planId=2', {
      role: 'public',
      billing: {
        upcomingInvoice: () => Promise.resolve(upcoming),
        upgrade: () => Promise.resolve({ invoiceId: 5, invoiceUrl: 'http://localhost/pay/abc' }),
        current: () => Promise.resolve(holdingView(FREE)),
      },
    });
    expect(await screen.findByText('Teacher (monthly), 25 Nov – 25 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Unused time on Free')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await app.user.dblClick(pay);
    expect(await screen.findByText('Do not refresh this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(app.openedTabs).toEqual(['http://localhost/pay/abc']);
    expect(app.billingGateway.upgrade).toHaveBeenCalledTimes(1);
    expect(app.billingGateway.upgrade).toHaveBeenCalledWith(2, 1_795_000_000);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/select_resources',
    );
  });

  it('upgrade: a failed preview shows no toast, says nothing changed and offers Try again', async () => {
    let calls = 0;
    const app = renderApp('/subscription/invoice/upgrade?planId=2', {
      role: 'public',
      billing: {
        upcomingInvoice: () => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new BillingFailure('unavailable', 'Something went wrong'))
            : Promise.resolve(upcoming);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed');
    expect(app.notifier.error).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('downgrade: shows the date and what will be locked, then lands on Home saying so once', async () => {
    const app = renderApp('/subscription/invoice/downgrade?planId=1', {
      role: 'public',
      billing: {
        downgradingInvoice: () => Promise.resolve(downgrade),
        downgrade: () => Promise.resolve({ startDate: downgrade.startDate }),
      },
    });
    expect(await screen.findByText('25 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Dialogues will be locked')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Your plan has been updated.')).toBeInTheDocument();
    // Said once: the query is gone, so a reload would not say it again.
    await waitFor(() => expect(app.location()).toBe('/select_resources'));
  });

  it("downgrade: a refusal is a toast in the server's words, and the page stays", async () => {
    const app = renderApp('/subscription/invoice/downgrade?planId=1', {
      role: 'public',
      billing: {
        downgradingInvoice: () => Promise.resolve(downgrade),
        downgrade: () =>
          Promise.reject(new BillingFailure('refused', 'You are already on this plan.')),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Update Plan' }));
    await waitFor(() =>
      expect(app.notifier.error).toHaveBeenCalledWith('You are already on this plan.'),
    );
    expect(app.location()).toBe('/subscription/invoice/downgrade?planId=1');
  });

  it('another change type is "Page does not exist"', async () => {
    renderApp('/subscription/invoice/sideways?planId=2', { role: 'public' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page does not exist' }),
    ).toBeInTheDocument();
  });

  it('no plan id renders nothing and asks nothing', async () => {
    const app = renderApp('/subscription/invoice/upgrade', { role: 'public' });
    await waitFor(() => expect(document.title).toBe('Upgrade your plan · Parlo'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(app.billingGateway.upcomingInvoice).not.toHaveBeenCalled();
  });
});

describe('/subscription/:id', () => {
  const TEACHER_PUPILS = planView({ id: 4, title: 'Teacher + Pupils', priceMinor: minor(1000) });
  const answerWith = (credit: CreditView): SubscriptionAnswer => ({
    subscription: holdingView(TEACHER_PUPILS, { periodEnd: '2026-12-25T00:00:00.000Z' }),
    invoices: [],
    credit,
  });

  it('shows the credit carried, used first on the next invoice, and where it came from and went', async () => {
    const app = renderApp('/subscription/40', {
      role: 'public',
      billing: {
        subscription: () =>
          Promise.resolve(
            answerWith({
              balanceMinor: minor(1240),
              currency: 'GBP',
              entries: [
                {
                  createdAt: '2026-12-25T00:01:00.000Z',
                  kind: 'applied',
                  invoiceNumber: 'PARLO-000013',
                  planTitle: 'Teacher + Pupils',
                  amountMinor: minor(-1000),
                  currency: 'GBP',
                },
                {
                  createdAt: '2026-11-25T10:00:00.000Z',
                  kind: 'carried',
                  invoiceNumber: 'PARLO-000012',
                  planTitle: 'Teacher + Pupils',
                  amountMinor: minor(2240),
                  currency: 'GBP',
                },
              ],
            }),
          ),
      },
    });
    expect(
      await screen.findByText('Credit: £12.40, used first on your next invoice.'),
    ).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Credit history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '25 December 2026Used by invoice PARLO-000013-£10.00',
      '25 November 2026Carried from your change to Teacher + Pupils (PARLO-000012)£22.40',
    ]);
    expect(app.billingGateway.subscription).toHaveBeenCalledWith(40);
    await expectNoAxeViolations(document.body);
  });

  it('says nothing of credit when none was ever carried, and no line once it is used up', async () => {
    renderApp('/subscription/40', {
      role: 'public',
      billing: {
        subscription: () =>
          Promise.resolve(answerWith({ balanceMinor: minor(0), currency: 'GBP', entries: [] })),
      },
    });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Credit:/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Credit history' })).toBeNull();
  });
});

describe('/pay/:token', () => {
  const invoice = {
    number: 'PARLO-000007',
    planTitle: 'Teacher',
    lines: [{ description: 'Teacher (monthly)', amountMinor: 600 }],
    totalMinor: minor(600),
    currency: 'GBP',
    status: 'open' as const,
    billedTo: 'Sam Starter',
  };

  it('keeps the form with the reason after a decline, then says the invoice is paid', async () => {
    let tries = 0;
    const app = renderApp('/pay/tok-1', {
      role: null,
      billing: {
        paymentInvoice: () => Promise.resolve(invoice),
        pay: () => {
          tries += 1;
          return Promise.resolve(
            tries === 1
              ? { status: 'failed', message: 'Your card was declined. Nothing was charged.' }
              : { status: 'paid', message: 'Paid.' },
          );
        },
      },
    });
    await app.user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await app.user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await app.user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await app.user.type(screen.getByLabelText('Name on the card'), 'Sam Starter');
    await app.user.click(screen.getByRole('button', { name: 'Pay £6.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Name on the card')).toHaveValue('Sam Starter');

    const number = screen.getByLabelText('Card number');
    await app.user.clear(number);
    await app.user.type(number, '4242 4242 4242 4242');
    await app.user.click(screen.getByRole('button', { name: 'Pay £6.00' }));
    expect(
      await screen.findByText('You can close this tab and go back to Parlo.'),
    ).toBeInTheDocument();
    expect(app.billingGateway.pay).toHaveBeenLastCalledWith('tok-1', {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Sam Starter',
    });
  });

  it('says an invoice paid already is paid, with no form', async () => {
    renderApp('/pay/tok-2', {
      role: null,
      billing: { paymentInvoice: () => Promise.resolve({ ...invoice, status: 'paid' }) },
    });
    expect(
      await screen.findByText('You can close this tab and go back to Parlo.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

describe('/subscription/product as an admin', () => {
  it('says an admin holds no plan, and asks the server nothing', async () => {
    const app = renderApp('/subscription/product', { role: 'admin' });
    expect(
      await screen.findByText(
        "Plans are bought by teachers; an administrator's account holds none.",
      ),
    ).toBeInTheDocument();
    expect(app.billingGateway.plans).not.toHaveBeenCalled();
  });
});
