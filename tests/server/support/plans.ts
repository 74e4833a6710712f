import { eq } from 'drizzle-orm';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { PRIVILEGE_NAMES } from '@/domain/privileges/privileges';
import type { Db } from '../../../server/db/client';
import type { OrganisationView } from '@/contract/organisation';
import { plans, subscriptions } from '../../../server/db/schema/billing';
import { startCataloguePlan } from '../../../server/db/repositories/subscriptions';
import type { CreatedUser, TestApp } from './harness';
import { bearer, createUser, tokenFor } from './harness';

/*
 * Plans for server tests (issue #13): the limits a test needs are a stored plan held by the
 * teacher, as in the product, since the server reads limits from the subscription in force.
 */

export interface TestPlan {
  readonly pupils: number;
  readonly pupilPlatform?: boolean;
  readonly teachers?: number;
  readonly privileges?: readonly PrivilegeName[];
  /** SINGLE_TEACHER_PLUS_PUPIL unless a test needs a department's plan. */
  readonly productType?: 'SINGLE_TEACHER_PLUS_PUPIL' | 'DEPARTMENT';
}

/**
 * Puts `userId` on a plan of their own with these limits from `now`, replacing the plan they
 * held (the old subscription is canceled, as a plan change leaves it). Answers the plan's id.
 */
export async function givePlan(db: Db, userId: number, plan: TestPlan, now: Date): Promise<number> {
  const [row] = await db
    .insert(plans)
    .values({
      productType: plan.productType ?? 'SINGLE_TEACHER_PLUS_PUPIL',
      kind: 'Subscription',
      title: `Test plan of ${plan.pupils} pupils`,
      priceMinor: 1000,
      interval: 'month',
      privileges: [...(plan.privileges ?? PRIVILEGE_NAMES)],
      teachers: plan.teachers ?? 1,
      pupils: plan.pupils,
      pupilPlatform: plan.pupilPlatform ?? true,
    })
    .returning({ id: plans.id });
  if (row === undefined) throw new Error('givePlan: no plan row');
  await db
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(eq(subscriptions.userId, userId));
  await db.insert(subscriptions).values({
    userId,
    planId: row.id,
    kind: 'Subscription',
    status: 'active',
    paymentStatus: 'active',
    periodStart: now,
    periodEnd: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
}

/**
 * A teacher on the catalogue's Department plan who has set up an organisation through the API,
 * as a head of department does: the owner and the organisation's id, for members to join.
 */
export async function departmentOwner(
  t: TestApp,
  name: string,
): Promise<{ owner: CreatedUser; organisationId: number }> {
  const owner = await createUser(t.db, { role: 'public' });
  await startCataloguePlan(t.db, {
    userId: owner.row.id,
    planKey: 'department-monthly',
    now: t.clock.now(),
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/organisation',
    headers: bearer(await tokenFor(t.app, owner)),
    payload: { name, country: 'GBR' },
  });
  if (made.statusCode !== 201) throw new Error(`organisation not set up: ${made.body}`);
  return { owner, organisationId: made.json<{ data: OrganisationView }>().data.id };
}
