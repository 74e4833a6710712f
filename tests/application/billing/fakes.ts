import type { Int } from 'io-ts';
import { vi } from 'vitest';
import type { BillingGateway } from '@/application/billing/ports';
import type { PlanView, SubscriptionView } from '@/contract/billing';

/** Whole minor units, as the contract brands them. */
export const minor = (n: number) => n as Int;

/** A plan of the catalogue as the server shows it. */
export function planView(fields: Partial<PlanView> & Pick<PlanView, 'id' | 'title'>): PlanView {
  return {
    key: null,
    productType: 'SINGLE_TEACHER',
    kind: 'Subscription',
    description: '',
    priceMinor: minor(0),
    currency: 'GBP',
    interval: 'month',
    trialDays: null,
    privileges: [],
    limits: { teachers: 1, pupils: 0, pupilPlatform: false },
    rank: fields.id,
    isAddOn: false,
    ...fields,
  };
}

/** A teacher holding `plan`, with no subscription row when it is the free tier. */
export function holdingView(plan: PlanView, fields: Partial<SubscriptionView> = {}) {
  return {
    id: plan.priceMinor === 0 ? null : 40,
    plan,
    status: 'active',
    paymentStatus: 'active',
    periodStart: null,
    periodEnd: null,
    scheduled: null,
    addOns: [],
    provider: 'builtin',
    accessType: 'DEFAULT',
    organisation: null,
    limits: plan.limits,
    ...fields,
  } satisfies SubscriptionView;
}

/** A billing gateway whose calls fail unless the test gives them an answer. */
export function fakeBillingGateway(overrides: Partial<BillingGateway> = {}) {
  const none = (what: string) => () => Promise.reject(new Error(`no ${what} in this test`));
  return {
    plans: vi.fn(overrides.plans ?? none('plans')),
    current: vi.fn(overrides.current ?? none('current')),
    subscription: vi.fn(overrides.subscription ?? none('subscription')),
    invoice: vi.fn(overrides.invoice ?? none('invoice')),
    upcomingInvoice: vi.fn(overrides.upcomingInvoice ?? none('upcoming invoice')),
    upgrade: vi.fn(overrides.upgrade ?? none('upgrade')),
    downgradingInvoice: vi.fn(overrides.downgradingInvoice ?? none('downgrading invoice')),
    downgrade: vi.fn(overrides.downgrade ?? none('downgrade')),
    paymentInvoice: vi.fn(overrides.paymentInvoice ?? none('payment invoice')),
    pay: vi.fn(overrides.pay ?? none('payment')),
  } satisfies BillingGateway;
}
