import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvoiceDetail,
  SubscriptionAnswer,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import { invoices } from '../../../server/db/schema/billing';
import {
  bearer,
  createUser,
  tokenFor,
  testApp,
  type CreatedUser,
  type TestApp,
} from '../support/harness';
import { apiAs, dataOf, planOf, subscriptionsOf, teacherOn } from '../billing/support';

/*
 * The subscription and invoice routes by role × owner (issue #13): the owner reads their own,
 * another teacher gets the same 404 as for an id that does not exist, admins and pupils are
 * refused by role, and nobody without a token gets in. routes.test.ts walks every route by
 * role; this adds the owner half for the routes that name a record.
 */

let t: TestApp;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let pupil: CreatedUser;
let subscriptionId: number;
let invoiceId: number;

beforeAll(async () => {
  t = await testApp();
  owner = await teacherOn(t, 'teacher-monthly');
  other = await teacherOn(t, 'teacher-monthly');
  admin = await createUser(t.db, { role: 'admin' });
  pupil = await createUser(t.db, { role: 'PUPIL' });
  subscriptionId = (await subscriptionsOf(t, owner))[0]?.id ?? 0;
  const plan = await planOf(t, 'department-monthly');
  const call = apiAs(t, owner);
  const preview = dataOf(
    await call('GET', `/api/subscriptions/upcoming-invoice/${plan.id}`),
    UpcomingInvoice,
  );
  invoiceId = dataOf(
    await call('POST', '/api/subscriptions/plan/upgrade', {
      planId: plan.id,
      prorationDate: preview.prorationDate,
    }),
    UpgradeAnswer,
  ).invoiceId;
});
afterAll(() => t.close());

const OWNED = [
  ['subscription', () => `/api/subscriptions/${subscriptionId}`],
  ['invoice', () => `/api/subscriptions/invoices/${invoiceId}`],
] as const;

describe('a subscription or an invoice by id', () => {
  it.each(OWNED)('the %s is its owner’s: 200 to them, 404 to another teacher', async (_, url) => {
    const mine = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: bearer(await tokenFor(t.app, owner)),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: bearer(await tokenFor(t.app, other)),
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: url().replace(/\d+$/, '999999'),
      headers: bearer(await tokenFor(t.app, other)),
    });
    expect({ status: theirs.statusCode, body: theirs.json<unknown>() }).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect(missing.body).toBe(theirs.body);
  });

  it.each(OWNED)(
    'the %s is refused to admins and pupils (403) and to no token (401)',
    async (_, url) => {
      for (const user of [admin, pupil]) {
        const response = await t.app.inject({
          method: 'GET',
          url: url(),
          headers: bearer(await tokenFor(t.app, user)),
        });
        expect({ role: user.row.role, status: response.statusCode }).toEqual({
          role: user.row.role,
          status: 403,
        });
      }
      expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    },
  );

  it('the owner’s subscription lists its invoices, each with where to pay it while open', async () => {
    const answer = dataOf(
      await apiAs(t, owner)('GET', `/api/subscriptions/${subscriptionId}`),
      SubscriptionAnswer,
    );
    expect(answer.subscription).toMatchObject({
      id: subscriptionId,
      plan: { key: 'teacher-monthly' },
      status: 'active',
      provider: 'builtin',
    });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(answer.invoices).toEqual([
      expect.objectContaining({ id: invoiceId, number: row?.number, status: 'open' }),
    ]);
    expect(answer.invoices[0]?.payUrl).toMatch(/\/pay\//);
    const detail = dataOf(
      await apiAs(t, owner)('GET', `/api/subscriptions/invoices/${invoiceId}`),
      InvoiceDetail,
    );
    expect(detail.billedTo).toEqual({ name: owner.row.fullName, email: owner.row.email });
  });
});
