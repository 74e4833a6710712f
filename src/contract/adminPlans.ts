import * as t from 'io-ts';
import {
  BillingIntervalCodec,
  PlanKindCodec,
  PlanView,
  PrivilegeNameCodec,
  ProductTypeCodec,
} from './billing';

/*
 * The plan catalogue editor (issue #14 `/admin/plans`: "admins edit them", issue #13). The
 * codecs check the shape; src/domain/billing/planDraft.ts says whether the values are fine, with
 * the words the admin reads, for the server and the browser alike.
 */

/** What an admin edits; see PlanDraft. */
export const PlanDraftBody = t.strict(
  {
    title: t.string,
    description: t.string,
    priceMinor: t.number,
    currency: t.string,
    interval: t.union([BillingIntervalCodec, t.null]),
    privileges: t.array(PrivilegeNameCodec),
    teachers: t.number,
    pupils: t.number,
    pupilPlatform: t.boolean,
    rank: t.number,
    stripePriceId: t.union([t.string, t.null]),
    active: t.boolean,
  },
  'PlanDraftBody',
);

/**
 * POST /admin/plans: a new plan. Its product type is fixed once made (holders' features hang on
 * it); a new plan is a subscription or a one-time payment, never a trial (the trial is seeded).
 */
export const PlanCreateBody = t.intersection(
  [
    PlanDraftBody,
    t.strict({
      productType: ProductTypeCodec,
      kind: t.keyof({ Subscription: null, one_time_payment: null }, 'a subscription or one-time'),
    }),
  ],
  'PlanCreateBody',
);
export type PlanCreateBody = t.TypeOf<typeof PlanCreateBody>;

/** A plan as the editor shows it: the subscriptions page's view plus what only admins see. */
export const AdminPlan = t.intersection(
  [
    PlanView,
    t.type({
      kind: PlanKindCodec,
      stripePriceId: t.union([t.string, t.null]),
      active: t.boolean,
      /** Subscriptions active on it; plans are retired, never deleted (invoices name them). */
      holders: t.number,
    }),
  ],
  'AdminPlan',
);
export type AdminPlan = t.TypeOf<typeof AdminPlan>;

export const AdminPlansResponse = t.type({ data: t.array(AdminPlan) }, 'AdminPlansResponse');
export const AdminPlanResponse = t.type({ data: AdminPlan }, 'AdminPlanResponse');

/** A whole-number plan id in a path. */
const PlanIdFromPath = new t.Type<number, string, unknown>(
  'a plan id (a whole number)',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : NaN;
    return n >= 1 && n <= 2 ** 31 - 1 ? t.success(n) : t.failure(u, c);
  },
  String,
);
export const AdminPlanIdParams = t.strict({ planId: PlanIdFromPath }, 'AdminPlanIdParams');
