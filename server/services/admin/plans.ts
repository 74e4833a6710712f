import { asc, count, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { AdminPlan, PlanCreateBody } from '@/contract/adminPlans';
import {
  normalisePlanDraft,
  planDraftProblems,
  type PlanDraft,
  type PlanDraftProblem,
} from '@/domain/billing/planDraft';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Db } from '../../db/client';
import type { Queryable } from '../../db/repositories/queryable';
import { plans, subscriptions, type PlanRow } from '../../db/schema/billing';
import { recordAdminAction } from '../adminAudit';
import { planView } from '../billing/subscriptions';

/*
 * The plan catalogue editor (issue #14 `/admin/plans`). A change reaches the subscriptions page
 * at once (it reads the table) and a holder's privileges at their next token refresh (the
 * entitlements read the plan row). Plans are retired (active = false), never deleted: invoices,
 * subscriptions and grants name them. Every change is audited with the values before and after.
 */

export type PlanEditRefusal =
  | { readonly type: 'plan/not-found' }
  | { readonly type: 'plan/invalid'; readonly problems: readonly PlanDraftProblem[] };

async function holdersOf(db: Queryable): Promise<Map<number, number>> {
  const rows = await db
    .select({ planId: subscriptions.planId, holders: count() })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.holders]));
}

function adminPlanOf(row: PlanRow, holders: number): AdminPlan {
  return { ...planView(row), stripePriceId: row.stripePriceId, active: row.active, holders };
}

/** The fields an audit entry compares: what an admin edits. */
function draftOf(row: PlanRow): PlanDraft {
  return {
    title: row.title,
    description: row.description,
    priceMinor: row.priceMinor,
    currency: row.currency,
    interval: row.interval,
    privileges: row.privileges,
    teachers: row.teachers,
    pupils: row.pupils,
    pupilPlatform: row.pupilPlatform,
    rank: row.rank,
    stripePriceId: row.stripePriceId,
    active: row.active,
  };
}

/** Every plan, active and retired, in the order the subscriptions page shows them. */
export async function listAdminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.rank), asc(plans.id));
  const holders = await holdersOf(db);
  return rows.map((row) => adminPlanOf(row, holders.get(row.id) ?? 0));
}

function checked(draft: PlanDraft): E.Either<PlanEditRefusal, PlanDraft> {
  const normal = normalisePlanDraft(draft);
  const problems = planDraftProblems(normal);
  return problems.length === 0 ? E.right(normal) : E.left({ type: 'plan/invalid', problems });
}

export async function createPlan(
  db: Db,
  actor: UserInfo,
  body: PlanCreateBody,
  now: Date,
): Promise<E.Either<PlanEditRefusal, AdminPlan>> {
  const valid = checked(body);
  if (E.isLeft(valid)) return valid;
  const draft = valid.right;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({
        ...draft,
        privileges: [...draft.privileges],
        productType: body.productType,
        kind: body.kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('createPlan: no row after insert');
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'plan.create',
        targetType: 'plan',
        targetId: row.id,
        details: { after: { ...draftOf(row), productType: row.productType, kind: row.kind } },
      },
      now,
    );
    return E.right(adminPlanOf(row, 0));
  });
}

export async function updatePlan(
  db: Db,
  actor: UserInfo,
  planId: number,
  body: PlanDraft,
  now: Date,
): Promise<E.Either<PlanEditRefusal, AdminPlan>> {
  const valid = checked(body);
  if (E.isLeft(valid)) return valid;
  const draft = valid.right;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (before === undefined) return E.left({ type: 'plan/not-found' } as const);
    const [after] = await tx
      .update(plans)
      .set({ ...draft, privileges: [...draft.privileges], updatedAt: now })
      .where(eq(plans.id, planId))
      .returning();
    if (after === undefined) throw new Error('updatePlan: no row after update');
    const old = draftOf(before);
    const next = draftOf(after);
    // Only the fields that changed, so the log says what an edit did at a glance.
    const changed = (Object.keys(next) as (keyof PlanDraft)[]).filter(
      (key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length > 0)
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'plan.update',
          targetType: 'plan',
          targetId: planId,
          details: {
            before: Object.fromEntries(changed.map((key) => [key, old[key]])),
            after: Object.fromEntries(changed.map((key) => [key, next[key]])),
          },
        },
        now,
      );
    const holders = (await holdersOf(tx)).get(planId) ?? 0;
    return E.right(adminPlanOf(after, holders));
  });
}
