import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Int } from 'io-ts';
import { createActor, waitFor } from 'xstate';
import { BillingFailure, type BillingGateway } from '@/application/billing/ports';
import {
  PAYMENT_POLL_MS,
  planChangeMachine,
  planIdOf,
} from '@/application/billing/planChange.machine';
import { makePlanChangeImplementations } from '@/application/billing/planChangeImplementations';
import type {
  DowngradeInvoice,
  PlanView,
  SubscriptionView,
  UpcomingInvoice,
} from '@/contract/billing';

/** Whole minor units, as the contract brands them. */
const minor = (n: number) => n as Int;

const TEACHER_MONTHLY = 7;
const FREE = 1;

const plan = (id: number, title: string): PlanView => ({
  id,
  key: null,
  productType: 'SINGLE_TEACHER',
  kind: 'Subscription',
  title,
  description: '',
  priceMinor: minor(id === FREE ? 0 : 900),
  currency: 'GBP',
  interval: id === FREE ? null : 'month',
  trialDays: null,
  privileges: [],
  limits: { teachers: 1, pupils: 0, pupilPlatform: false },
  rank: id,
  isAddOn: false,
});

const holding = (planId: number): SubscriptionView => ({
  id: planId === FREE ? null : 40,
  plan: plan(planId, planId === FREE ? 'Free' : 'Teacher monthly'),
  status: 'active',
  paymentStatus: 'active',
  periodStart: null,
  periodEnd: null,
  scheduled: null,
  addOns: [],
  provider: 'builtin',
  accessType: 'DEFAULT',
  organisation: null,
  limits: { teachers: 1, pupils: 0, pupilPlatform: false },
});

const preview = (total: number, prorationDate = 1_790_000_000): UpcomingInvoice => ({
  invoice: {
    originalDetails: {
      description: 'Teacher monthly, rest of period',
      amount: minor(total + 100),
    },
    discountDetails: { description: 'Unused time on Free', amount: minor(-100) },
    total: minor(total),
    currency: 'GBP',
  },
  prorationDate,
});

const downgradePreview: DowngradeInvoice = {
  title: 'Free',
  startDate: '2026-12-25T00:00:00.000Z',
  totalAmount: minor(0),
  currency: 'GBP',
  locked: ['Dialogues'],
};

/** A gateway whose calls fail unless a test says otherwise, and that records what it was sent. */
function fakes(overrides: Partial<BillingGateway> = {}) {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  const gateway: BillingGateway = {
    plans: unexpected,
    current: () => Promise.resolve(holding(FREE)),
    subscription: unexpected,
    invoice: unexpected,
    upcomingInvoice: () => Promise.resolve(preview(900)),
    upgrade: () => Promise.resolve({ invoiceId: 3, invoiceUrl: 'http://localhost/pay/tok' }),
    downgradingInvoice: () => Promise.resolve(downgradePreview),
    downgrade: () => Promise.resolve({ startDate: downgradePreview.startDate }),
    paymentInvoice: unexpected,
    pay: unexpected,
    ...overrides,
  };
  const record = {
    logged: [] as string[],
    toasts: [] as string[],
    opened: [] as string[],
    refreshes: 0,
    focusListeners: new Set<() => void>(),
  };
  const implementations = makePlanChangeImplementations({
    gateway,
    logger: { error: (message) => record.logged.push(message), warn: () => undefined },
    notifier: { error: (message) => record.toasts.push(message), success: () => undefined },
    paymentWindow: { open: (url) => record.opened.push(url) },
    focus: {
      onFocus: (listener) => {
        record.focusListeners.add(listener);
        return () => record.focusListeners.delete(listener);
      },
    },
    refreshSession: () => {
      record.refreshes += 1;
    },
  });
  return { record, machine: planChangeMachine.provide(implementations) };
}

const start = (
  machine: typeof planChangeMachine,
  changeType: string,
  planId: string | null = String(TEACHER_MONTHLY),
) => createActor(machine, { input: { changeType, planId } }).start();

describe('the plan-change machine: the address', () => {
  it('renders nothing without a plan id and calls nothing', () => {
    const upcomingInvoice = vi.fn(() => Promise.resolve(preview(900)));
    const { machine } = fakes({ upcomingInvoice });
    for (const planId of [null, '', 'abc', '0', '-3', '1.5']) {
      expect(start(machine, 'upgrade', planId).getSnapshot().value).toBe('NoPlan');
    }
    expect(upcomingInvoice).not.toHaveBeenCalled();
  });

  it('calls any change other than upgrade or downgrade a page that does not exist', () => {
    const { machine } = fakes();
    expect(start(machine, 'sideways').getSnapshot().value).toBe('UnknownChange');
    expect(start(machine, 'Upgrade').getSnapshot().value).toBe('UnknownChange');
    expect(start(machine, 'sideways', null).getSnapshot().value).toBe('UnknownChange');
  });

  it('reads a plan id only when it is a positive whole number', () => {
    expect(planIdOf('12')).toBe(12);
    expect(planIdOf(' 12 ')).toBe(12);
    expect(planIdOf('12abc')).toBeNull();
    expect(planIdOf('0')).toBeNull();
  });
});

describe('the plan-change machine: upgrade', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('previews the invoice, pays with its proration date, opens it once and waits', async () => {
    const upgrade = vi.fn(() =>
      Promise.resolve({ invoiceId: 3, invoiceUrl: 'http://localhost/pay/tok' }),
    );
    const { machine, record } = fakes({
      upcomingInvoice: () => Promise.resolve(preview(650, 1_790_000_123)),
      upgrade,
    });
    const actor = start(machine, 'upgrade');
    const ready = await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    expect(ready.context.upcoming?.invoice.total).toBe(650);

    // A double click: the second Pay now arrives while the first is on its way.
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'WaitingForPayment' }));
    actor.send({ type: 'user.pay' });

    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(upgrade).toHaveBeenCalledWith(TEACHER_MONTHLY, 1_790_000_123);
    expect(record.opened).toEqual(['http://localhost/pay/tok']);
    expect(actor.getSnapshot().context.invoiceUrl).toBe('http://localhost/pay/tok');
    expect(record.refreshes).toBe(0);
  });

  it('keeps waiting, with the notes, while the payment never arrives', async () => {
    const current = vi.fn(() => Promise.resolve(holding(FREE)));
    const { machine, record } = fakes({ current });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'WaitingForPayment' }));

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5 + 10);
    expect(current.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(actor.getSnapshot().matches({ Upgrade: 'WaitingForPayment' })).toBe(true);
    expect(actor.getSnapshot().context.checks).toBe(current.mock.calls.length);
    expect(record.refreshes).toBe(0);
    expect(record.opened).toHaveLength(1);
  });

  it('asks again when the window regains focus, and refreshes the session once paid', async () => {
    let paid = false;
    const current = vi.fn(() => Promise.resolve(holding(paid ? TEACHER_MONTHLY : FREE)));
    const { machine, record } = fakes({ current });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: { WaitingForPayment: 'Idle' } }));
    const before = current.mock.calls.length;

    paid = true;
    // The teacher comes back from the payment tab long before the next poll is due.
    for (const listener of record.focusListeners) listener();
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Changed' }));
    expect(current.mock.calls.length).toBe(before + 1);
    expect(record.refreshes).toBe(1);
    // The focus listener goes with the waiting state.
    expect(record.focusListeners.size).toBe(0);
  });

  it('keeps waiting after a failed check, logging it, and finds the plan on the next poll', async () => {
    let call = 0;
    const current = vi.fn(() => {
      call += 1;
      return call === 1
        ? Promise.reject(new BillingFailure('unavailable', 'offline'))
        : Promise.resolve(holding(TEACHER_MONTHLY));
    });
    const { machine, record } = fakes({ current });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: { WaitingForPayment: 'Idle' } }));
    expect(record.logged).toEqual(['Checking the subscription failed']);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 10);
    expect(actor.getSnapshot().matches({ Upgrade: 'Changed' })).toBe(true);
    expect(record.refreshes).toBe(1);
    expect(record.toasts).toEqual([]);
  });

  it('changes the plan at once when nothing is due, with no tab opened', async () => {
    const { machine, record } = fakes({
      upcomingInvoice: () => Promise.resolve(preview(0)),
      upgrade: () => Promise.resolve({ invoiceId: 4, invoiceUrl: null }),
    });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Changed' }));
    expect(record.opened).toEqual([]);
    expect(record.refreshes).toBe(1);
  });

  it('only logs a failed preview and loads it again on Try again', async () => {
    let calls = 0;
    const { machine, record } = fakes({
      upcomingInvoice: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new BillingFailure('unavailable', 'Something went wrong'))
          : Promise.resolve(preview(900));
      },
    });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'PreviewFailed' }));
    expect(record.logged).toEqual(['Upgrade preview failed']);
    expect(record.toasts).toEqual([]);
    actor.send({ type: 'user.pay' });
    expect(actor.getSnapshot().matches({ Upgrade: 'PreviewFailed' })).toBe(true);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
  });

  it('only logs a failed upgrade: nothing opened, nothing refreshed, Try again previews anew', async () => {
    const upcomingInvoice = vi.fn(() => Promise.resolve(preview(900)));
    const { machine, record } = fakes({
      upcomingInvoice,
      upgrade: () => Promise.reject(new BillingFailure('refused', 'You already hold this plan.')),
    });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'UpgradeFailed' }));
    expect(record.logged).toEqual(['Upgrade failed']);
    expect(record.toasts).toEqual([]);
    expect(record.opened).toEqual([]);
    expect(record.refreshes).toBe(0);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    expect(upcomingInvoice).toHaveBeenCalledTimes(2);
  });

  it('reloads a stale preview and says the price was refreshed, then pays the new date', async () => {
    let previews = 0;
    const upgrade = vi.fn((_: number, date: number) =>
      date === 1_790_000_000
        ? Promise.reject(new BillingFailure('stale', 'The price has changed.'))
        : Promise.resolve({ invoiceId: 5, invoiceUrl: 'http://localhost/pay/new' }),
    );
    const { machine, record } = fakes({
      upcomingInvoice: () => {
        previews += 1;
        return Promise.resolve(
          previews === 1 ? preview(900, 1_790_000_000) : preview(880, 1_790_003_600),
        );
      },
      upgrade,
    });
    const actor = start(machine, 'upgrade');
    await waitFor(actor, (s) => s.matches({ Upgrade: 'Ready' }));
    actor.send({ type: 'user.pay' });
    const refreshed = await waitFor(
      actor,
      (s) => s.matches({ Upgrade: 'Ready' }) && s.context.priceRefreshed,
    );
    expect(refreshed.context.upcoming?.invoice.total).toBe(880);
    expect(record.opened).toEqual([]);
    expect(record.logged).toEqual([]);

    actor.send({ type: 'user.pay' });
    await waitFor(actor, (s) => s.matches({ Upgrade: 'WaitingForPayment' }));
    expect(upgrade).toHaveBeenLastCalledWith(TEACHER_MONTHLY, 1_790_003_600);
    expect(record.opened).toEqual(['http://localhost/pay/new']);
  });
});

describe('the plan-change machine: downgrade', () => {
  it('previews the lower plan, schedules it and ends done with its date', async () => {
    const downgrade = vi.fn(() => Promise.resolve({ startDate: '2026-12-26T00:00:00.000Z' }));
    const { machine, record } = fakes({ downgrade });
    const actor = start(machine, 'downgrade', String(FREE));
    const ready = await waitFor(actor, (s) => s.matches({ Downgrade: 'Ready' }));
    expect(ready.context.downgrade?.locked).toEqual(['Dialogues']);
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.confirm' });
    const done = await waitFor(actor, (s) => s.matches({ Downgrade: 'Done' }));
    expect(downgrade).toHaveBeenCalledTimes(1);
    expect(downgrade).toHaveBeenCalledWith(FREE);
    expect(done.context.downgrade?.startDate).toBe('2026-12-26T00:00:00.000Z');
    expect(record.toasts).toEqual([]);
  });

  it("shows a failed downgrade as a toast in the server's words and stays ready", async () => {
    let calls = 0;
    const { machine, record } = fakes({
      downgrade: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new BillingFailure('refused', 'You are already on this plan.'))
          : Promise.resolve({ startDate: downgradePreview.startDate });
      },
    });
    const actor = start(machine, 'downgrade', String(FREE));
    await waitFor(actor, (s) => s.matches({ Downgrade: 'Ready' }));
    actor.send({ type: 'user.confirm' });
    const failed = await waitFor(
      actor,
      (s) => s.matches({ Downgrade: 'Ready' }) && s.context.downgradeError !== null,
    );
    expect(record.toasts).toEqual(['You are already on this plan.']);
    expect(failed.context.downgradeError).toBe('You are already on this plan.');
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ Downgrade: 'Done' }));
  });

  it('only logs a failed downgrade preview and offers Try again', async () => {
    let calls = 0;
    const { machine, record } = fakes({
      downgradingInvoice: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new BillingFailure('notFound', 'No such plan'))
          : Promise.resolve(downgradePreview);
      },
    });
    const actor = start(machine, 'downgrade', String(FREE));
    await waitFor(actor, (s) => s.matches({ Downgrade: 'PreviewFailed' }));
    expect(record.logged).toEqual(['Downgrade preview failed']);
    expect(record.toasts).toEqual([]);
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches({ Downgrade: 'PreviewFailed' })).toBe(true);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ Downgrade: 'Ready' }));
  });
});
