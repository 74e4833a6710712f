import { departmentOwner } from '../support/plans';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { startCataloguePlan } from '../../../server/db/repositories/subscriptions';
import { pupilMaySignInNow } from '../../../server/services/pupilAccess';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser, testApp } from '../support/harness';

/*
 * What a pupil's sign-in asks the database about their teacher's plan (issue #13 follow-up):
 * a department's pupil was measured about five times slower to sign in than a teacher's own,
 * because the department owner's plan was read twice and the pool's teachers and pupils apart.
 * The check is counted in queries on the real database, each one a round trip of the sign-in.
 */

let t: TestApp;
let departmentPupil: CreatedUser;
let ownPupil: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  const { owner, organisationId } = await departmentOwner(t, 'Riverside Languages');
  const member = await createUser(t.db, { role: 'public', organisationId });
  departmentPupil = await createUser(t.db, { role: 'PUPIL', teacherId: member.row.id });
  await createUser(t.db, { role: 'PUPIL', teacherId: owner.row.id });

  const alone = await createUser(t.db, { role: 'public' });
  await startCataloguePlan(t.db, {
    userId: alone.row.id,
    planKey: 'teacher-pupils-monthly',
    now: t.clock.now(),
  });
  ownPupil = await createUser(t.db, { role: 'PUPIL', teacherId: alone.row.id });
});
afterAll(() => t.close());

/** The SQL `pupilMaySignInNow` sends for `pupil`, and its answer. */
async function signInQueries(pupil: CreatedUser) {
  const sent: string[] = [];
  const counting = drizzle(t.db.$client, {
    logger: { logQuery: (query) => void sent.push(query) },
  }) as Db;
  const allowed = await pupilMaySignInNow(counting, pupil.row, t.clock.now());
  return { allowed, sent };
}

/** Queries that read a subscription with its plan: the plan a teacher holds. */
const planReads = (sent: readonly string[]) =>
  sent.filter((sql) => /from "subscriptions" inner join "plans"/.test(sql)).length;

describe("a pupil's sign-in check", () => {
  it("reads the department owner's plan once, in no more queries than a teacher's own pupil", async () => {
    const own = await signInQueries(ownPupil);
    const department = await signInQueries(departmentPupil);
    console.info(
      `pupil sign-in check: ${own.sent.length} queries for a teacher's own pupil, ${department.sent.length} for a department's`,
    );
    expect(own.allowed).toBe(true);
    expect(department.allowed).toBe(true);
    expect(planReads(department.sent)).toBe(1);
    expect(department.sent.length).toBeLessThanOrEqual(own.sent.length);
  });
});
