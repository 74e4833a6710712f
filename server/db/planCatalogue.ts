import { count } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '@/domain/billing/catalogue';
import type { Db } from './client';
import { plans } from './schema/billing';

/**
 * Stocks an empty plans table with the first catalogue (issue #13), on every start and for any
 * database (embedded or DATABASE_URL), since a Parlo without plans can sell nothing. A table
 * with any plan is the admins' and is never touched, so a plan they retired or deleted does
 * not come back. Two processes starting at once insert each plan once: the key is unique.
 * Returns how many plans were added.
 */
export async function seedPlanCatalogue(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(plans);
  if ((existing?.n ?? 0) > 0) return 0;
  const added = await db
    .insert(plans)
    .values(
      PLAN_CATALOGUE.map((plan) => ({
        key: plan.key,
        productType: plan.productType,
        kind: plan.kind,
        title: plan.title,
        description: plan.description,
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        interval: plan.interval,
        trialDays: plan.trialDays,
        privileges: [...plan.privileges],
        teachers: plan.limits.teachers,
        pupils: plan.limits.pupils,
        pupilPlatform: plan.limits.pupilPlatform,
        rank: plan.rank,
      })),
    )
    .onConflictDoNothing({ target: plans.key })
    .returning({ id: plans.id });
  return added.length;
}
