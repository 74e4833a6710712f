import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { startCataloguePlan } from '../../../server/db/repositories/subscriptions';
import { accessGrants } from '../../../server/db/schema/accessGrants';
import { plans, subscriptionAddOns, subscriptions } from '../../../server/db/schema/billing';
import { organisations } from '../../../server/db/schema/organisations';
import { users } from '../../../server/db/schema/users';
import {
  activeHolding,
  activeHoldings,
  departmentEntitlements,
  departmentPlanOf,
  entitlementsOf,
} from '../../../server/services/billing/entitlements';
import { createUser, testApp, type CreatedUser, type TestApp } from '../support/harness';
import { planOf } from './support';

/*
 * The department's plans read together for a pupil's sign-in (server/services/pupilPool.ts)
 * answer what reading them one user at a time answers: departmentPlanOf for the owner,
 * entitlementsOf for the owner and for each teacher, in every state a plan can be in.
 */

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** An organisation of `owner`'s, with the owner in it, and `n` teachers in it. */
async function department(owner: CreatedUser, n: number): Promise<CreatedUser[]> {
  const [organisation] = await t.db
    .insert(organisations)
    .values({ name: 'Hilltop Languages', country: 'GBR', ownerId: owner.row.id })
    .returning({ id: organisations.id });
  const organisationId = organisation?.id ?? 0;
  await t.db.update(users).set({ organisationId }).where(eq(users.id, owner.row.id));
  const members: CreatedUser[] = [];
  for (let i = 0; i < n; i += 1)
    members.push(await createUser(t.db, { role: 'public', organisationId }));
  return members;
}

/** A Department plan an admin made, for `pupils` pupils. */
async function departmentPlan(
  pupils: number,
  privileges: PrivilegeName[] = ['dialogues'],
): Promise<number> {
  const [row] = await t.db
    .insert(plans)
    .values({
      productType: 'DEPARTMENT',
      kind: 'Subscription',
      title: `Department of ${pupils} pupils`,
      priceMinor: 10000,
      interval: 'month',
      privileges,
      teachers: 5,
      pupils,
      pupilPlatform: true,
    })
    .returning({ id: plans.id });
  return row?.id ?? 0;
}

async function grantPlan(user: CreatedUser, plan: string | number, fields: object = {}) {
  await t.db.insert(accessGrants).values({
    userId: user.row.id,
    kind: 'plan',
    planId: typeof plan === 'number' ? plan : (await planOf(t, plan)).id,
    reason: 'test',
    ...fields,
  });
}

async function grantAddOn(user: CreatedUser, addOnType: 'ADDON_PUPIL_150' | 'ADDON_TEACHER_ONE') {
  await t.db
    .insert(accessGrants)
    .values({ userId: user.row.id, kind: 'add_on', addOnType, quantity: 2, reason: 'test' });
}

/** What the batch answers against what one user at a time answers. */
async function compare(owner: CreatedUser, members: readonly CreatedUser[]) {
  const now = t.clock.now();
  const read = await departmentEntitlements(
    t.db,
    { id: owner.row.id, accessType: owner.row.accessType },
    members.map((m) => ({ id: m.row.id, accessType: m.row.accessType })),
    now,
  );
  const everyone = [owner, ...members];
  const holdings = await activeHoldings(
    t.db,
    everyone.map((u) => u.row.id),
    now,
  );
  for (const user of everyone)
    expect(holdings.get(user.row.id)).toEqual(await activeHolding(t.db, user.row.id, now));
  const one = await departmentPlanOf(t.db, owner.row.id, now);
  if (one === undefined) {
    expect(read).toBeUndefined();
    return;
  }
  expect(read?.department).toEqual(one);
  expect(read?.owner).toEqual(await entitlementsOf(t.db, owner.row.id, now));
  for (const member of members)
    expect(read?.members.get(member.row.id)).toEqual(
      await entitlementsOf(t.db, member.row.id, now),
    );
}

describe('the department plans read together', () => {
  it('a paid Department plan with an add-on, and members on a trial, a plan downgraded at its end, a grant and unlimited access', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const subscriptionId = await startCataloguePlan(t.db, {
      userId: owner.row.id,
      planKey: 'department-monthly',
      now: t.clock.now(),
    });
    await t.db
      .insert(subscriptionAddOns)
      .values({ subscriptionId: subscriptionId ?? 0, productType: 'ADDON_PUPIL_150', quantity: 1 });
    const [trial, downgraded, granted, unlimited, plain] = await department(owner, 5);
    if (!trial || !downgraded || !granted || !unlimited || !plain) throw new Error('no members');
    await startCataloguePlan(t.db, { userId: trial.row.id, planKey: 'trial', now: t.clock.now() });
    await startCataloguePlan(t.db, {
      userId: downgraded.row.id,
      planKey: 'teacher-pupils-monthly',
      now: new Date(t.clock.now().getTime() - 40 * DAY),
    });
    await t.db
      .update(subscriptions)
      .set({ scheduledPlanId: (await planOf(t, 'teacher-monthly')).id })
      .where(eq(subscriptions.userId, downgraded.row.id));
    await grantPlan(granted, 'teacher-pupils-monthly');
    await grantAddOn(granted, 'ADDON_TEACHER_ONE');
    await t.db.update(users).set({ accessType: 'UNLIMITED' }).where(eq(users.id, unlimited.row.id));
    const [unlimitedRow] = await t.db.select().from(users).where(eq(users.id, unlimited.row.id));
    const members = [
      trial,
      downgraded,
      granted,
      { ...unlimited, row: unlimitedRow ?? unlimited.row },
      plain,
    ];
    await compare(owner, members);
    // The trial ends: it counts for nothing, as for entitlementsOf.
    t.clock.advance(20 * DAY);
    await compare(owner, members);
  });

  it('a granted Department plan: the one with most pupils of those live, with the granted add-ons', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    await grantPlan(owner, await departmentPlan(100));
    const most = await departmentPlan(400, ['dialogues', 'voiceovers']);
    await grantPlan(owner, await departmentPlan(400));
    // Of the two with most pupils, the newest counts.
    await grantPlan(owner, most);
    await grantPlan(owner, await departmentPlan(900), { revokedAt: t.clock.now() });
    await grantPlan(owner, 'department-monthly', {
      expiresAt: new Date(t.clock.now().getTime() + DAY),
    });
    await grantAddOn(owner, 'ADDON_PUPIL_150');
    const members = await department(owner, 2);
    expect(await departmentPlanOf(t.db, owner.row.id, t.clock.now())).toMatchObject({
      grant: { privileges: ['dialogues', 'voiceovers'], limits: { pupils: 400 } },
      addOns: [{ type: 'ADDON_PUPIL_150', quantity: 2 }],
    });
    await compare(owner, members);
  });

  it('no Department plan: nothing, as departmentPlanOf', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    await startCataloguePlan(t.db, {
      userId: owner.row.id,
      planKey: 'teacher-pupils-monthly',
      now: t.clock.now(),
    });
    await compare(owner, await department(owner, 1));
  });
});
