import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { expect } from 'vitest';
import { payLinksOf } from '../../../server/adapters/billing/createBilling';
import { rollSubscriptions } from '../../../server/adapters/billing/builtin/periodRoll';
import { startCataloguePlan } from '../../../server/db/repositories/subscriptions';
import { plans, subscriptions } from '../../../server/db/schema/billing';
import { bearer, createUser, tokenFor, type CreatedUser, type TestApp } from '../support/harness';

/** A stored catalogue plan by its key. */
export async function planOf(t: TestApp, key: string) {
  const [row] = await t.db.select().from(plans).where(eq(plans.key, key));
  if (row === undefined) throw new Error(`no plan ${key}`);
  return row;
}

/** A teacher; on `planKey` from now when given (else the free tier). */
export async function teacherOn(t: TestApp, planKey?: string): Promise<CreatedUser> {
  const teacher = await createUser(t.db, { role: 'public' });
  if (planKey !== undefined)
    await startCataloguePlan(t.db, { userId: teacher.row.id, planKey, now: t.clock.now() });
  return teacher;
}

/** The teacher's subscription rows, newest last. */
export async function subscriptionsOf(t: TestApp, teacher: CreatedUser) {
  return t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, teacher.row.id))
    .orderBy(subscriptions.id);
}

/** Calls the API as `teacher`, with a token fresh at the test clock's time of each call. */
export function apiAs(t: TestApp, teacher: CreatedUser) {
  return async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(await tokenFor(t.app, teacher)),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** `data` of a 200 answer, decoded with the contract's codec (the SPA's view of it). */
export function dataOf<A>(response: LightMyRequestResponse, codec: t.Decoder<unknown, A>): A {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  const decoded = codec.decode(response.json<{ data: unknown }>().data);
  if (E.isLeft(decoded)) throw new Error(`answer does not match ${codec.name}: ${response.body}`);
  return decoded.right;
}

/** The token at the end of a local payment page address. */
export function payTokenOf(invoiceUrl: string | null): string {
  const match = /\/pay\/([^/?#]+)$/.exec(invoiceUrl ?? '');
  if (match?.[1] === undefined) throw new Error(`not a payment page address: ${invoiceUrl}`);
  return match[1];
}

export const PAYING_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Tess Teacher',
};

/** POST the local payment page's form. */
export function pay(t: TestApp, token: string, card: Record<string, string> = PAYING_CARD) {
  return t.app.inject({ method: 'POST', url: `/api/billing/pay/${token}`, payload: card });
}

/** The period roll for one teacher's rows: other tests' teachers share the database and the clock. */
export function rollFor(t: TestApp, teacher: CreatedUser) {
  return rollSubscriptions(t.db, payLinksOf(t.config), t.clock.now(), teacher.row.id);
}
