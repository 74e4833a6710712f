import { inArray, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema/billing';

/**
 * Writes STRIPE_PRICES onto the plans (issue #13: a plan is on sale through Stripe once it has
 * a Stripe price). Until the admin screens edit plans, this is how an administrator gives each
 * plan its price; a price id wrongly typed is caught by Stripe at the first preview (a 502
 * the log explains). A key the plans table does not have stops the start, since a plan the
 * administrator meant to sell would otherwise stay unsellable without a word. Returns the keys
 * whose price changed.
 */
export async function applyStripePrices(
  db: Db,
  prices: Readonly<Record<string, string>>,
): Promise<{ readonly changed: readonly string[]; readonly unknown: readonly string[] }> {
  const keys = Object.keys(prices);
  if (keys.length === 0) return { changed: [], unknown: [] };
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ key: plans.key, stripePriceId: plans.stripePriceId })
      .from(plans)
      .where(inArray(plans.key, keys));
    const known = new Map(stored.map((row) => [row.key, row.stripePriceId]));
    const unknown = keys.filter((key) => !known.has(key));
    if (unknown.length > 0) return { changed: [], unknown };
    const changed: string[] = [];
    for (const key of keys) {
      const price = prices[key];
      if (price === undefined || known.get(key) === price) continue;
      await tx.update(plans).set({ stripePriceId: price }).where(eq(plans.key, key));
      changed.push(key);
    }
    return { changed, unknown: [] };
  });
}
