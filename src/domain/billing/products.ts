// Plans, products and their states (spec §3 "Enumerations"; issue #13). The names are the
// spec's, because the API and the stored rows carry them as they are.

export const PRODUCT_TYPES = [
  'SINGLE_TEACHER',
  'SINGLE_TEACHER_PLUS_PUPIL',
  'DEPARTMENT',
  'ADDON_TEACHER_ONE',
  'ADDON_PUPIL_150',
  'ADDON_PUPIL_PLATFORM',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Products bought on top of a plan; the others are plans in their own right. */
export const ADD_ON_TYPES = [
  'ADDON_TEACHER_ONE',
  'ADDON_PUPIL_150',
  'ADDON_PUPIL_PLATFORM',
] as const satisfies readonly ProductType[];
export type AddOnType = (typeof ADD_ON_TYPES)[number];

export function isAddOn(type: ProductType): type is AddOnType {
  return (ADD_ON_TYPES as readonly ProductType[]).includes(type);
}

export const PLAN_KINDS = ['Subscription', 'one_time_payment', 'Trial'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_STATUSES = ['active', 'canceled', 'expired', 'upcoming'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'active',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ACCESS_TYPES = ['DEFAULT', 'UNLIMITED'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const CHANGE_KINDS = ['upgrade', 'downgrade'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How often a subscription renews; a one-time payment or a trial has no interval. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * Whether a subscription in this payment state gives its plan's features. A payment that is
 * late (past_due) keeps them while the provider retries, as teachers expect of a school's card
 * that failed once; an unpaid, incomplete or canceled one does not.
 */
export function paymentGrantsAccess(status: PaymentStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}
