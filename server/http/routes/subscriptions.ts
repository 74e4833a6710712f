import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { integer } from '@/infrastructure/api/resources';
import { payLinksOf } from '../../adapters/billing/createBilling';
import { payUrlFor } from '../../adapters/billing/builtin/payLinks';
import { rollSubscriptions } from '../../adapters/billing/builtin/periodRoll';
import type { BillingRefusal } from '../../services/billing/port';
import {
  currentSubscription,
  downgrade,
  invoiceById,
  listPlans,
  ownsInvoice,
  ownsSubscription,
  previewDowngrade,
  previewUpgrade,
  subscriptionById,
  upgrade,
  type SubscriptionDeps,
} from '../../services/billing/subscriptions';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** Subscriptions are a teacher's (spec §2 "Subscriptions" in the teacher's menu). */
const TEACHER = ['public'] as const;

const MAX_ID = 2 ** 31 - 1;
const Id = (what: string) => integer(1, MAX_ID, `${what} (a whole number)`);
const SubscriptionIdParams = t.strict({ id: Id('a subscription id') }, 'SubscriptionIdParams');
const InvoiceIdParams = t.strict({ invoiceId: Id('an invoice id') }, 'InvoiceIdParams');
const PlanIdParams = t.strict({ planId: Id('a plan id') }, 'PlanIdParams');
/** src/contract/billing.ts UpgradeRequest, its numbers whole. */
const UpgradeBody = t.type(
  {
    planId: Id('a plan id'),
    prorationDate: integer(0, Number.MAX_SAFE_INTEGER, 'seconds since the epoch (a whole number)'),
  },
  'UpgradeRequest',
);
const DowngradeBody = t.type({ planId: Id('a plan id') }, 'DowngradeRequest');

function refusal(reply: FastifyReply, left: BillingRefusal) {
  return reply.code(left.status).send({ message: left.message });
}

/**
 * The subscriptions API (issue #13; paths in /work/shared's split, shapes in
 * src/contract/billing.ts). Reading plans and one's own plan is every teacher's; a
 * subscription or an invoice by id is its owner's only (404 otherwise, so ids do not leak).
 */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  const { db, clock, config, billing } = app.deps;
  const links = payLinksOf(config);
  const deps: SubscriptionDeps = {
    db,
    clock,
    billing,
    payUrlOf: (invoice) =>
      invoice.providerUrl ?? (invoice.payTokenHash === null ? null : payUrlFor(links, invoice.id)),
    rollFor: async (userId, now) => {
      await rollSubscriptions(db, links, now, userId);
    },
  };
  const idParam = (request: FastifyRequest, name: string) =>
    Number((request.params as Record<string, string>)[name]);

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/plans',
    access: { roles: TEACHER },
    handler: async ({ user }) => ({ data: await listPlans(deps, user.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/current',
    access: { roles: TEACHER },
    handler: async ({ user }) => ({ data: await currentSubscription(deps, user.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/invoices/:invoiceId',
    access: {
      roles: TEACHER,
      owner: (request, user) => ownsInvoice(db, idParam(request, 'invoiceId'), user.id),
    },
    schema: { params: InvoiceIdParams },
    handler: async ({ params }, _request, reply) => {
      const invoice = await invoiceById(deps, params.invoiceId);
      return invoice === undefined ? reply.code(404).send(NOT_FOUND) : { data: invoice };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/upcoming-invoice/:planId',
    access: { roles: TEACHER },
    schema: { params: PlanIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const preview = await previewUpgrade(deps, user, params.planId);
      return E.isLeft(preview) ? refusal(reply, preview.left) : { data: preview.right };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/subscriptions/plan/upgrade',
    access: { roles: TEACHER },
    schema: { body: UpgradeBody },
    handler: async ({ body, user }, _request, reply) => {
      const started = await upgrade(deps, user, body);
      return E.isLeft(started) ? refusal(reply, started.left) : { data: started.right };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/downgrading-invoice/:planId',
    access: { roles: TEACHER },
    schema: { params: PlanIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const preview = await previewDowngrade(deps, user, params.planId);
      return E.isLeft(preview) ? refusal(reply, preview.left) : { data: preview.right };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/subscriptions/plan/downgrade',
    access: { roles: TEACHER },
    schema: { body: DowngradeBody },
    handler: async ({ body, user }, _request, reply) => {
      const scheduled = await downgrade(deps, user, body.planId);
      return E.isLeft(scheduled) ? refusal(reply, scheduled.left) : { data: scheduled.right };
    },
  });

  // Last: Fastify prefers the static paths above to this parameter whatever the order, but a
  // reader should not have to know that.
  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/:id',
    access: {
      roles: TEACHER,
      owner: (request, user) => ownsSubscription(db, idParam(request, 'id'), user.id),
    },
    schema: { params: SubscriptionIdParams },
    handler: async ({ params }, _request, reply) => {
      const answer = await subscriptionById(deps, params.id);
      return answer === undefined ? reply.code(404).send(NOT_FOUND) : { data: answer };
    },
  });
}
