// What billing adds to the spec's enumerations (spec §3; issue #13). The plan kinds, plan and
// payment states, product types and change kinds themselves are in
// src/domain/catalog/enumerations.ts, access types with the session (src/domain/session).

import type { PaymentStatus, ProductType } from '@/domain/catalog/enumerations';

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
