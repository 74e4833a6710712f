import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { periodEnd } from '@/domain/billing/periods';
import { ADD_ON_TYPES } from '@/domain/billing/products';
import type { Db } from '../../../db/client';
import type { Queryable } from '../../../db/repositories/queryable';
import {
  invoices,
  plans,
  subscriptionAddOns,
  subscriptions,
  type InvoiceLine,
  type PlanRow,
  type SubscriptionRow,
} from '../../../db/schema/billing';
import { recordAccountEvent } from '../../../services/accountEvents';
import { openInvoice } from './invoices';
import type { PayLinks } from './payLinks';
import { addOnPeriodPrice, invoiceDate } from './quote';

/*
 * The built-in engine's period roll (issue #13), run by housekeeping: at a period's end it
 * applies a scheduled downgrade (to the free tier: the subscription ends), ends a trial, and
 * renews a paid plan by opening a renewal invoice. Entitlements already read an ended period
 * right at every instant (server/services/billing/entitlements.ts); the roll keeps the rows
 * true so the subscriptions page, invoices and the next period agree with them.
 *
 * Renewal: the new period starts at once and the plan is kept while its renewal invoice is open
 * (payment status past_due, which still grants access, as a provider retrying a card does).
 * Unpaid after RENEWAL_GRACE_DAYS, the subscription expires (unpaid) and the teacher is on the
 * free tier; their invoice is voided. Stripe's subscriptions are rolled by Stripe's webhooks.
 */

/** How long a renewal invoice may stay unpaid before the plan is lost. */
export const RENEWAL_GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows rolled a sweep, so one sweep never holds the database for long. */
const BATCH = 200;
/** A server stopped for months catches up one period a pass, this many passes a sweep. */
const MAX_PASSES = 24;

export interface RollCounts {
  readonly trialsEnded: number;
  readonly downgraded: number;
  readonly canceled: number;
  readonly renewed: number;
  readonly expiredUnpaid: number;
}

type Step = keyof RollCounts | 'none';

const isFree = (plan: PlanRow) => plan.priceMinor === 0 || plan.interval === null;

async function addOnLines(
  tx: Queryable,
  subscriptionId: number,
  plan: PlanRow,
): Promise<InvoiceLine[]> {
  if (plan.interval === null) return [];
  const held = await tx
    .select()
    .from(subscriptionAddOns)
    .where(eq(subscriptionAddOns.subscriptionId, subscriptionId));
  if (held.length === 0) return [];
  const offered = await tx
    .select()
    .from(plans)
    .where(inArray(plans.productType, [...ADD_ON_TYPES]))
    .orderBy(asc(plans.id));
  return held.flatMap((addOn) => {
    const product = offered.find((p) => p.productType === addOn.productType);
    if (product === undefined || plan.interval === null) return [];
    return [
      {
        description: `${product.title} × ${addOn.quantity}`,
        amountMinor: addOnPeriodPrice(product, plan.interval) * addOn.quantity,
      },
    ];
  });
}

/** The next period of `subscription` on `plan`, with its renewal invoice when it costs anything. */
async function renew(
  tx: Queryable,
  links: PayLinks,
  subscription: SubscriptionRow,
  plan: PlanRow,
  now: Date,
): Promise<void> {
  const start = subscription.periodEnd ?? now;
  const end = periodEnd(start, plan.interval ?? 'month');
  const lines = [
    {
      description: `${plan.title}, ${invoiceDate(start)} to ${invoiceDate(end)}`,
      amountMinor: plan.priceMinor,
    },
    ...(await addOnLines(tx, subscription.id, plan)),
  ];
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      kind: plan.kind,
      scheduledPlanId: null,
      periodStart: start,
      periodEnd: end,
      paymentStatus: total > 0 ? 'past_due' : 'active',
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id));
  if (total > 0)
    await openInvoice(tx, links, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId: plan.id,
      reason: 'renewal',
      lines,
      totalMinor: total,
      currency: plan.currency,
      prorationDate: null,
      now,
    });
}

async function voidRenewals(tx: Queryable, subscriptionId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'void' })
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'open'),
        eq(invoices.reason, 'renewal'),
      ),
    );
}

async function end(
  tx: Queryable,
  subscriptionId: number,
  status: 'canceled' | 'expired',
  paymentStatus: 'canceled' | 'unpaid',
  now: Date,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status, paymentStatus, scheduledPlanId: null, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

const FREE_KEY = 'free';

/**
 * Notes for the activity stream (issue #14) that the roll changed the plan in force, in the
 * roll's transaction, as a paid change is noted where it is settled (services/billing/settle.ts).
 * `to` is undefined when the teacher falls to the free tier.
 */
async function planChanged(
  tx: Queryable,
  subscription: SubscriptionRow,
  from: PlanRow,
  to: PlanRow | undefined,
  cause: 'scheduled_downgrade' | 'trial_ended' | 'unpaid',
  now: Date,
): Promise<void> {
  const [free] =
    to === undefined ? await tx.select().from(plans).where(eq(plans.key, FREE_KEY)) : [to];
  await recordAccountEvent(
    tx,
    {
      userId: subscription.userId,
      kind: 'plan.changed',
      details: {
        plan: free?.title ?? 'Free',
        planKey: free?.key ?? FREE_KEY,
        previousPlan: from.title,
        cause,
      },
    },
    now,
  );
}

/** One step for one subscription, in its own transaction; another process may hold it. */
async function rollOne(db: Db, links: PayLinks, id: number, now: Date): Promise<Step> {
  return db.transaction(async (tx): Promise<Step> => {
    const [row] = await tx
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
      .for('update', { of: subscriptions, skipLocked: true });
    if (row === undefined) return 'none';
    const { subscription, plan } = row;
    const graceFrom = new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
    if (subscription.paymentStatus === 'past_due') {
      const [late] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.subscriptionId, subscription.id),
            eq(invoices.status, 'open'),
            eq(invoices.reason, 'renewal'),
            lte(invoices.createdAt, graceFrom),
          ),
        );
      const periodOver = subscription.periodEnd !== null && subscription.periodEnd <= now;
      if (late !== undefined || periodOver) {
        await voidRenewals(tx, subscription.id);
        await end(tx, subscription.id, 'expired', 'unpaid', now);
        await planChanged(tx, subscription, plan, undefined, 'unpaid', now);
        return 'expiredUnpaid';
      }
    }
    if (subscription.periodEnd === null || subscription.periodEnd > now) return 'none';
    if (plan.kind === 'Trial') {
      await end(tx, subscription.id, 'expired', 'canceled', now);
      await planChanged(tx, subscription, plan, undefined, 'trial_ended', now);
      return 'trialsEnded';
    }
    if (subscription.scheduledPlanId !== null) {
      const [next] = await tx
        .select()
        .from(plans)
        .where(eq(plans.id, subscription.scheduledPlanId));
      if (next === undefined || isFree(next)) {
        await end(tx, subscription.id, 'canceled', 'canceled', now);
        await planChanged(tx, subscription, plan, next, 'scheduled_downgrade', now);
        return 'canceled';
      }
      await renew(tx, links, subscription, next, now);
      await planChanged(tx, subscription, plan, next, 'scheduled_downgrade', now);
      return 'downgraded';
    }
    if (isFree(plan)) {
      await end(tx, subscription.id, 'expired', 'canceled', now);
      return 'canceled';
    }
    await renew(tx, links, subscription, plan, now);
    return 'renewed';
  });
}

/**
 * Rolls every built-in subscription whose period has ended (or whose renewal is past its
 * grace) at `now`; with `userId`, that teacher's only (the subscriptions service rolls a
 * teacher's own row before changing it). Safe to run from several processes at once: each row
 * is locked, and a row another process holds is left to it.
 */
export async function rollSubscriptions(
  db: Db,
  links: PayLinks,
  now: Date,
  userId?: number,
): Promise<RollCounts> {
  const counts: Record<keyof RollCounts, number> = {
    trialsEnded: 0,
    downgraded: 0,
    canceled: 0,
    renewed: 0,
    expiredUnpaid: 0,
  };
  const graceFrom = new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.provider, 'builtin'),
          isNotNull(subscriptions.periodEnd),
          sql`(${subscriptions.periodEnd} <= ${now} or (${subscriptions.paymentStatus} = 'past_due' and exists (
            select 1 from ${invoices} where ${invoices.subscriptionId} = ${subscriptions.id}
              and ${invoices.status} = 'open' and ${invoices.reason} = 'renewal'
              and ${invoices.createdAt} <= ${graceFrom})))`,
          ...(userId === undefined ? [] : [eq(subscriptions.userId, userId)]),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(BATCH);
    let moved = 0;
    for (const { id } of due) {
      const step = await rollOne(db, links, id, now);
      if (step !== 'none') {
        counts[step] += 1;
        moved += 1;
      }
    }
    if (moved === 0) break;
  }
  return counts;
}
