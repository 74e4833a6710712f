// What a teacher may use, from what they bought (issue #13 "privileges that follow the plan").
// One rule for the server (which signs it into the session token and enforces it) and the
// browser (which shows locks with the plan's words).
//
// Decisions where the issue is silent:
// - Features come from the teacher's own active plan and, for a member, from the
//   organisation's plan: the union, so joining a department never takes a feature away.
// - Seat limits (teachers, pupils) are the plan's plus its add-ons'. A member's pupil limit is
//   the larger of their own and the organisation's pool (a pool the server counts across all
//   members), never the sum: a department buys pupils once.
// - Without an active plan the free tier applies; UNLIMITED access (granted by an admin) gives
//   every feature and lifts every limit.
// - A plan an admin granted (issue #14 `/access_product`) counts like a plan held in force: its
//   features join the teacher's, and each limit is the larger of the granted plan's and their
//   own; granted add-ons add to the limits like add-ons bought. A grant never takes anything
//   away, so a teacher who pays for more than was granted keeps what they pay for.

import {
  PRIVILEGE_NAMES,
  type PrivilegeName,
  type Privileges,
} from '@/domain/privileges/privileges';
import type { PaymentStatus, PlanStatus, ProductType } from '@/domain/catalog/enumerations';
import type { AccessType } from '@/domain/session/userInfo';
import type { AddOnType } from './products';
import { paymentGrantsAccess } from './products';

export interface Limits {
  /** Teacher seats, the owner's included (1 for a single teacher). */
  readonly teachers: number;
  /** Pupil accounts in all (spec §3 totalPupilsAllowed). */
  readonly pupils: number;
  /** Whether pupils may sign in and do homework (spec §3 pupilPlatformAllowed). */
  readonly pupilPlatform: boolean;
}

/** What a plan grants: its features and its limits. */
export interface PlanGrant {
  readonly productType: ProductType;
  readonly privileges: readonly PrivilegeName[];
  readonly limits: Limits;
}

/** A subscription as entitlements read it: its plan, states and the add-ons on it. */
export interface HeldPlan {
  readonly grant: PlanGrant;
  readonly status: PlanStatus;
  readonly paymentStatus: PaymentStatus;
  readonly addOns: readonly { readonly type: AddOnType; readonly quantity: number }[];
}

export interface Entitlements {
  readonly privileges: Privileges;
  readonly limits: Limits;
}

/** Far above any school: what "no limit" is stored and compared as (a JSON-safe number). */
export const NO_LIMIT = 1_000_000;

/** What each add-on adds to the limits of the plan it is bought on, per unit bought. */
export const ADD_ON_EFFECTS: Readonly<
  Record<AddOnType, (limits: Limits, quantity: number) => Limits>
> = {
  ADDON_TEACHER_ONE: (limits, quantity) => ({ ...limits, teachers: limits.teachers + quantity }),
  ADDON_PUPIL_150: (limits, quantity) => ({ ...limits, pupils: limits.pupils + 150 * quantity }),
  ADDON_PUPIL_PLATFORM: (limits, quantity) => ({
    ...limits,
    pupilPlatform: limits.pupilPlatform || quantity > 0,
  }),
};

/** Whether a held plan gives anything now: an active plan whose payment is good. */
export function isInForce(plan: HeldPlan): boolean {
  return plan.status === 'active' && paymentGrantsAccess(plan.paymentStatus);
}

function withAddOns(base: Limits, addOns: HeldPlan['addOns']): Limits {
  return addOns.reduce(
    (limits, addOn) => ADD_ON_EFFECTS[addOn.type](limits, Math.max(0, Math.floor(addOn.quantity))),
    base,
  );
}

function limitsOf(plan: HeldPlan): Limits {
  return withAddOns(plan.grant.limits, plan.addOns);
}

function privilegesFrom(names: ReadonlySet<PrivilegeName>): Privileges {
  return Object.fromEntries(PRIVILEGE_NAMES.map((name) => [name, names.has(name)])) as Record<
    PrivilegeName,
    boolean
  >;
}

/** What admins granted a teacher without payment and is live now (not revoked, not expired). */
export interface AdminGrants {
  readonly plans: readonly PlanGrant[];
  readonly addOns: readonly { readonly type: AddOnType; readonly quantity: number }[];
}

export const NO_GRANTS: AdminGrants = { plans: [], addOns: [] };

function largerLimits(a: Limits, b: Limits): Limits {
  return {
    teachers: Math.max(a.teachers, b.teachers),
    pupils: Math.max(a.pupils, b.pupils),
    pupilPlatform: a.pupilPlatform || b.pupilPlatform,
  };
}

/** The teacher's features and limits from their access type, own plan and organisation's plan. */
export function entitlements(input: {
  readonly accessType: AccessType;
  readonly free: PlanGrant;
  readonly own?: HeldPlan;
  readonly organisation?: HeldPlan;
  readonly granted?: AdminGrants;
}): Entitlements {
  if (input.accessType === 'UNLIMITED')
    return {
      privileges: privilegesFrom(new Set(PRIVILEGE_NAMES)),
      limits: { teachers: NO_LIMIT, pupils: NO_LIMIT, pupilPlatform: true },
    };
  const own = input.own !== undefined && isInForce(input.own) ? input.own : undefined;
  const organisation =
    input.organisation !== undefined && isInForce(input.organisation)
      ? input.organisation
      : undefined;
  const granted = input.granted ?? NO_GRANTS;
  const names = new Set<PrivilegeName>([
    ...(own ?? { grant: input.free }).grant.privileges,
    ...(organisation?.grant.privileges ?? []),
    ...granted.plans.flatMap((plan) => plan.privileges),
  ]);
  const ownLimits = withAddOns(
    granted.plans.reduce(
      (limits, plan) => largerLimits(limits, plan.limits),
      own === undefined ? input.free.limits : limitsOf(own),
    ),
    granted.addOns,
  );
  const limits =
    organisation === undefined
      ? ownLimits
      : {
          teachers: ownLimits.teachers,
          pupils: Math.max(ownLimits.pupils, limitsOf(organisation).pupils),
          pupilPlatform: ownLimits.pupilPlatform || limitsOf(organisation).pupilPlatform,
        };
  return { privileges: privilegesFrom(names), limits };
}
