import type { BillingInterval } from './products';
import type { PlanKind } from '@/domain/catalog/enumerations';

/** What the rule needs of a plan: its kind, price, interval and rank. */
export interface RankedPlan {
  readonly id: number;
  readonly kind: PlanKind;
  readonly priceMinor: number;
  readonly interval: BillingInterval | null;
  readonly rank: number;
  readonly isAddOn: boolean;
}

/** The plan a teacher holds, with the end of its period (null on the free tier). */
export interface HeldPlanView {
  readonly plan: RankedPlan;
  readonly periodEnd: string | Date | null;
}

/**
 * Whether the teacher pays for their plan by period: the free tier and a trial do not, so from
 * them every paid plan is an upgrade at its full price, and there is nothing to downgrade.
 */
export function holdsPaidPlan(held: HeldPlanView): boolean {
  return (
    held.plan.kind === 'Subscription' &&
    held.plan.priceMinor > 0 &&
    held.plan.interval !== null &&
    held.periodEnd !== null
  );
}

/**
 * The change that would move a teacher from what they hold to `plan` (issue #13), or null when
 * none may: the plan held, a trial, a free plan as an upgrade, or another plan of the same rank
 * (monthly and yearly of one plan are not a change up or down). An add-on is an upgrade and
 * needs a paid plan to go with.
 */
export function changeDirection(
  held: HeldPlanView,
  plan: RankedPlan,
): 'upgrade' | 'downgrade' | null {
  if (plan.id === held.plan.id || plan.kind === 'Trial') return null;
  const paid = holdsPaidPlan(held);
  if (plan.isAddOn) return paid ? 'upgrade' : null;
  const free = plan.priceMinor === 0 || plan.interval === null;
  if (!paid) return free ? null : 'upgrade';
  if (plan.rank > held.plan.rank) return free ? null : 'upgrade';
  if (plan.rank < held.plan.rank) return 'downgrade';
  return null;
}
