import { and, count, eq, inArray, ne } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { ADD_ON_EFFECTS, type Limits } from '@/domain/billing/entitlements';
import { isAddOn } from '@/domain/billing/products';
import { recordCredit } from './credit';
import { PRORATION_VALID_SECONDS, staleProration } from '@/domain/billing/proration';
import { PRIVILEGE_LABELS } from '@/domain/privileges/privileges';
import type { Db } from '../../../db/client';
import { invoices, subscriptionAddOns, subscriptions } from '../../../db/schema/billing';
import { organisations } from '../../../db/schema/organisations';
import { users } from '../../../db/schema/users';
import type { Clock } from '../../../services/clock';
import type {
  BillingPort,
  BillingRefusal,
  PlanChangeContext,
} from '../../../services/billing/port';
import { settleInvoice } from '../../../services/billing/settle';
import { openInvoice } from './invoices';
import { hashPayToken, payUrlFor, type PayLinks } from './payLinks';
import { minor, paidPeriodOf, quoteChange } from './quote';

/*
 * The built-in billing engine (DESIGN.md §6, issue #13): the default, with no network. It
 * prices a change in integer minor units, keeps numbered invoices, and takes payment on
 * Parlo's own page with test cards (src/domain/billing/testCards.ts). A paid invoice is applied
 * by settleInvoice, the same function the Stripe webhook calls.
 */

/** What the teacher reads when the previewed figure can no longer be charged. */
export const STALE_PRICE_MESSAGE =
  'The price shown is out of date: open the invoice again to see today’s figure.';

const stale = (): E.Either<BillingRefusal, never> =>
  E.left({ status: 409, message: STALE_PRICE_MESSAGE });

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Whether `prorationDate` may still be charged at `now` for what the teacher holds. */
function prorationIsFresh(context: PlanChangeContext, prorationDate: number): boolean {
  const now = seconds(context.now);
  const period = paidPeriodOf(context.current);
  if (period !== undefined) return staleProration(period, prorationDate, now) === null;
  // Nothing to prorate (a first plan, an add-on priced whole): the same freshness rules.
  return (
    Number.isInteger(prorationDate) &&
    prorationDate <= now + 60 &&
    now - prorationDate <= PRORATION_VALID_SECONDS
  );
}

async function pupilsOf(db: Db, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')));
  return row?.n ?? 0;
}

/** Teachers other than the owner in the organisation `ownerId` owns. */
async function membersOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(eq(organisations.ownerId, ownerId), ne(users.id, ownerId), eq(users.role, 'public')),
    );
  return row?.n ?? 0;
}

/**
 * What the lower plan no longer allows, in the teacher's words (nothing is deleted). The Stripe
 * adapter says the same: one rule, whichever provider bills.
 */
export async function lockedByDowngrade(db: Db, context: PlanChangeContext): Promise<string[]> {
  const { current, plan } = context;
  if (current === undefined) return [];
  const features = current.plan.privileges
    .filter((name) => !plan.privileges.includes(name))
    .map((name) => PRIVILEGE_LABELS[name]);
  const toFree = plan.priceMinor === 0 || plan.interval === null;
  // Add-ons stay on the subscription when it moves to another paid plan; the free tier has none.
  const addOns = toFree
    ? []
    : await db
        .select()
        .from(subscriptionAddOns)
        .where(eq(subscriptionAddOns.subscriptionId, current.subscription.id));
  const limits = addOns.reduce<Limits>(
    (sum, addOn) => ADD_ON_EFFECTS[addOn.productType](sum, addOn.quantity),
    { teachers: plan.teachers, pupils: plan.pupils, pupilPlatform: plan.pupilPlatform },
  );
  const pupils = await pupilsOf(db, context.user.id);
  const notes: string[] = [...features];
  const members =
    current.plan.productType === 'DEPARTMENT' && plan.productType !== 'DEPARTMENT'
      ? await membersOf(db, context.user.id)
      : 0;
  if (members > 0)
    notes.push(
      `The ${members} other teacher${members === 1 ? '' : 's'} of your organisation will no longer have the department’s plan.`,
    );
  if (pupils > 0 && !limits.pupilPlatform)
    notes.push(
      `Your ${pupils} pupil${pupils === 1 ? '' : 's'} will not be able to sign in: ${plan.title} has no pupil platform.`,
    );
  else if (pupils > limits.pupils)
    notes.push(
      `${pupils - limits.pupils} of your ${pupils} pupils will not be able to sign in until you choose who stays on your classroom page.`,
    );
  return notes;
}

export function createBuiltinBilling(deps: {
  readonly db: Db;
  readonly clock: Clock;
  readonly links: PayLinks;
}): BillingPort {
  const { db, links } = deps;
  return {
    name: 'builtin',

    previewUpgrade(context) {
      const at = seconds(context.now);
      const quote = quoteChange(context.current, context.plan, at);
      return Promise.resolve(
        E.right({
          invoice: {
            originalDetails: {
              description: quote.original.description,
              amount: minor(quote.original.amountMinor),
            },
            discountDetails: {
              description: quote.discount.description,
              amount: minor(quote.discount.amountMinor),
            },
            total: minor(quote.total),
            currency: context.plan.currency,
          },
          prorationDate: at,
        }),
      );
    },

    async startUpgrade(context) {
      if (!prorationIsFresh(context, context.prorationDate)) return stale();
      const quote = quoteChange(context.current, context.plan, context.prorationDate);
      const reason = isAddOn(context.plan.productType)
        ? ('add_on' as const)
        : paidPeriodOf(context.current) === undefined
          ? ('new' as const)
          : ('upgrade' as const);
      const values = {
        subscriptionId: context.current?.subscription.id ?? null,
        lines: [quote.original, quote.discount],
        totalMinor: quote.total,
        currency: context.plan.currency,
        prorationDate: new Date(context.prorationDate * 1000),
      };
      const invoiceId = await db.transaction(async (tx) => {
        // One change at a time a teacher: a double click on Pay now waits for the first.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, context.user.id))
          .for('update');
        const changes = ['new', 'upgrade', 'add_on'] as const;
        const [open] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              eq(invoices.userId, context.user.id),
              eq(invoices.planId, context.plan.id),
              eq(invoices.status, 'open'),
              inArray(invoices.reason, [...changes]),
            ),
          );
        // An invoice for another change, opened earlier and never paid, was priced against
        // what is held now: paying it after this one would move the plan back.
        await tx
          .update(invoices)
          .set({ status: 'void' })
          .where(
            and(
              eq(invoices.userId, context.user.id),
              eq(invoices.status, 'open'),
              inArray(invoices.reason, [...changes]),
              ...(open === undefined ? [] : [ne(invoices.id, open.id)]),
            ),
          );
        const id =
          open === undefined
            ? await openInvoice(tx, links, {
                ...values,
                userId: context.user.id,
                planId: context.plan.id,
                reason,
                now: context.now,
              })
            : open.id;
        // The same invoice, priced at the date the teacher saw last.
        if (open !== undefined)
          await tx
            .update(invoices)
            .set({ ...values, lines: [...values.lines], reason })
            .where(eq(invoices.id, open.id));
        if (quote.total === 0) {
          await settleInvoice(tx, { invoiceId: id, outcome: 'paid', at: context.now });
          await recordCredit(tx, {
            userId: context.user.id,
            invoiceId: id,
            kind: 'carried',
            amountMinor: quote.carried,
            currency: context.plan.currency,
            now: context.now,
          });
        }
        return id;
      });
      return E.right({
        invoiceId,
        invoiceUrl: quote.total === 0 ? null : payUrlFor(links, invoiceId),
      });
    },

    async previewDowngrade(context) {
      const end = context.current?.subscription.periodEnd;
      if (end === null || end === undefined)
        return E.left({ status: 400, message: 'Your plan has no period to end.' });
      return E.right({
        title: context.plan.title,
        startDate: end.toISOString(),
        totalAmount: minor(context.plan.priceMinor),
        currency: context.plan.currency,
        locked: await lockedByDowngrade(db, context),
      });
    },

    async scheduleDowngrade(context) {
      const current = context.current;
      const end = current?.subscription.periodEnd;
      if (current === undefined || end === null || end === undefined)
        return E.left({ status: 400, message: 'Your plan has no period to end.' });
      // A second downgrade replaces the first: one scheduled plan a subscription.
      await db
        .update(subscriptions)
        .set({ scheduledPlanId: context.plan.id, updatedAt: context.now })
        .where(
          and(eq(subscriptions.id, current.subscription.id), eq(subscriptions.status, 'active')),
        );
      return E.right({ startDate: end.toISOString() });
    },
  };
}

/** The invoice a payment page token opens, if any. */
export async function invoiceIdOfPayToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.payTokenHash, hashPayToken(token)));
  return row?.id;
}
