// The rule for a plan an admin writes in the catalogue editor (issue #14 `/admin/plans`): one
// check for the browser (which says what is wrong next to the field) and the server (which
// refuses the same input with the same words and changes nothing).

import type { PrivilegeName } from '@/domain/privileges/privileges';
import { PRIVILEGE_NAMES } from '@/domain/privileges/privileges';
import type { BillingInterval } from './products';
import { BILLING_INTERVALS } from './products';

/** What an admin edits of a plan. Price in whole minor units (pence, cents) of `currency`. */
export interface PlanDraft {
  readonly title: string;
  readonly description: string;
  readonly priceMinor: number;
  readonly currency: string;
  readonly interval: BillingInterval | null;
  readonly privileges: readonly PrivilegeName[];
  readonly teachers: number;
  readonly pupils: number;
  readonly pupilPlatform: boolean;
  readonly rank: number;
  /** Stripe's price id (price_…), or null when the plan is not sold through Stripe. */
  readonly stripePriceId: string | null;
  readonly active: boolean;
}

export type PlanDraftField = keyof PlanDraft;

/** A problem with one field, in words an admin reads next to it. */
export interface PlanDraftProblem {
  readonly field: PlanDraftField;
  readonly message: string;
}

export const PLAN_TITLE_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 1000;
/** £100,000 in pence: far above any plan, low enough that a slipped key is caught. */
export const PLAN_PRICE_MAX = 10_000_000;
/** What "no limit" stores as for teachers or pupils (the entitlements' NO_LIMIT). */
export const PLAN_SEATS_MAX = 1_000_000;

export const PLAN_MESSAGES = {
  title: `Give the plan a title (at most ${PLAN_TITLE_MAX} characters).`,
  description: `Keep the description to ${PLAN_DESCRIPTION_MAX} characters.`,
  price: 'The price must be a whole number of pence or cents, zero or more.',
  priceTooHigh: 'That price is above £100,000: check the amount (it is in pence or cents).',
  currency: 'The currency is a three-letter ISO code such as GBP, EUR or USD.',
  interval: 'Choose monthly, yearly or a one-time payment.',
  privileges: 'Choose only the named features.',
  teachers: 'Teacher seats must be a whole number, at least 1.',
  pupils: 'Pupils must be a whole number, zero or more.',
  rank: 'The rank must be a whole number, zero or more.',
  stripePriceId: 'A Stripe price id starts with price_ (leave it empty when not on Stripe).',
} as const;

const isWhole = (n: number, min: number, max: number) =>
  Number.isInteger(n) && n >= min && n <= max;

/** Every problem with `draft`; empty when it may be saved. */
export function planDraftProblems(draft: PlanDraft): PlanDraftProblem[] {
  const problems: PlanDraftProblem[] = [];
  const add = (field: PlanDraftField, message: string) => problems.push({ field, message });
  const title = draft.title.trim();
  if (title === '' || title.length > PLAN_TITLE_MAX) add('title', PLAN_MESSAGES.title);
  if (draft.description.length > PLAN_DESCRIPTION_MAX)
    add('description', PLAN_MESSAGES.description);
  if (!Number.isInteger(draft.priceMinor) || draft.priceMinor < 0)
    add('priceMinor', PLAN_MESSAGES.price);
  else if (draft.priceMinor > PLAN_PRICE_MAX) add('priceMinor', PLAN_MESSAGES.priceTooHigh);
  if (!/^[A-Z]{3}$/.test(draft.currency)) add('currency', PLAN_MESSAGES.currency);
  if (draft.interval !== null && !BILLING_INTERVALS.includes(draft.interval))
    add('interval', PLAN_MESSAGES.interval);
  if (draft.privileges.some((name) => !PRIVILEGE_NAMES.includes(name)))
    add('privileges', PLAN_MESSAGES.privileges);
  if (!isWhole(draft.teachers, 1, PLAN_SEATS_MAX)) add('teachers', PLAN_MESSAGES.teachers);
  if (!isWhole(draft.pupils, 0, PLAN_SEATS_MAX)) add('pupils', PLAN_MESSAGES.pupils);
  if (!isWhole(draft.rank, 0, 1_000)) add('rank', PLAN_MESSAGES.rank);
  if (draft.stripePriceId !== null && !/^price_[A-Za-z0-9]{1,200}$/.test(draft.stripePriceId))
    add('stripePriceId', PLAN_MESSAGES.stripePriceId);
  return problems;
}

/** The draft as stored: title trimmed, currency upper-case, privileges once each in order. */
export function normalisePlanDraft(draft: PlanDraft): PlanDraft {
  const stripe = draft.stripePriceId?.trim() ?? '';
  return {
    ...draft,
    title: draft.title.trim(),
    description: draft.description.trim(),
    currency: draft.currency.trim().toUpperCase(),
    privileges: PRIVILEGE_NAMES.filter((name) => draft.privileges.includes(name)),
    stripePriceId: stripe === '' ? null : stripe,
  };
}
