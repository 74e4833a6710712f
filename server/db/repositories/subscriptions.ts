import { eq } from 'drizzle-orm';
import { periodEnd, trialEnd } from '@/domain/billing/periods';
import { plans, subscriptions } from '../schema/billing';
import type { Queryable } from './queryable';

/**
 * Puts a user on the catalogue plan `planKey` from `now`, paid (or trialing, for a trial):
 * what a new account's trial and the demo teacher's seeded plan are. Does nothing when the
 * plan is not stored (an admin deleted it) or the user already has a plan in force (the
 * one-active-subscription index). Returns the new subscription's id.
 */
export async function startCataloguePlan(
  db: Queryable,
  input: { readonly userId: number; readonly planKey: string; readonly now: Date },
): Promise<number | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.key, input.planKey));
  if (plan === undefined) return undefined;
  const end =
    plan.kind === 'Trial'
      ? trialEnd(input.now, plan.trialDays ?? 0)
      : plan.interval === null
        ? null
        : periodEnd(input.now, plan.interval);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: plan.id,
      kind: plan.kind,
      status: 'active',
      paymentStatus: plan.kind === 'Trial' ? 'trialing' : 'active',
      periodStart: input.now,
      periodEnd: end,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return row?.id;
}
