import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import {
  AccountIdParams,
  AccountStatusChange,
  ADMIN_USER_MESSAGES,
  PageQuery,
  SubscriptionListQuery,
  UserListQuery,
} from '@/contract/adminUsers';
import {
  accountDetail,
  listAccounts,
  listSubscriptions,
  listUserResources,
  resendVerification,
  setAccountDisabled,
  type AccountChangeRefusal,
} from '../../services/adminUsers';
import { defineRoute } from './defineRoute';

/** The admin console's users screens (issue #14): `/user_list`, `/user_sub`, `/user_sub/resource/{id}`. */
export function registerAdminUserRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const { db, clock } = deps;
  const admins = { roles: ['admin'] } as const;
  const notFound = { message: ADMIN_USER_MESSAGES.noSuchUser };

  defineRoute(app, {
    method: 'GET',
    url: '/admin/accounts',
    access: admins,
    schema: { query: UserListQuery },
    handler: async ({ query }) => ({ data: await listAccounts(db, query, clock.now()) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/accounts/:id',
    access: admins,
    schema: { params: AccountIdParams },
    handler: async ({ params }, _request, reply) => {
      const detail = await accountDetail(db, params.id, clock.now());
      return detail === null ? reply.code(404).send(notFound) : { data: detail };
    },
  });

  const refusal = (left: AccountChangeRefusal) => {
    switch (left.type) {
      case 'account/not-found':
        return { status: 404, message: ADMIN_USER_MESSAGES.noSuchUser };
      case 'account/own':
        return { status: 400, message: ADMIN_USER_MESSAGES.ownAccount };
      case 'account/already-disabled':
        return { status: 409, message: ADMIN_USER_MESSAGES.alreadyDisabled };
      case 'account/not-disabled':
        return { status: 409, message: ADMIN_USER_MESSAGES.notDisabled };
    }
  };

  for (const disabled of [true, false]) {
    defineRoute(app, {
      method: 'POST',
      url: `/admin/accounts/:id/${disabled ? 'disable' : 'enable'}`,
      access: admins,
      schema: { params: AccountIdParams, body: AccountStatusChange },
      handler: async ({ params, body, user }, _request, reply) => {
        const changed = await setAccountDisabled(
          db,
          user,
          params.id,
          { disabled, reason: body.reason },
          clock.now(),
        );
        if (E.isRight(changed)) return { data: changed.right };
        const { status, message } = refusal(changed.left);
        return reply.code(status).send({ message });
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/admin/accounts/:id/verification',
    access: admins,
    schema: { params: AccountIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const sent = await resendVerification(deps, user, params.id, clock.now());
      if (E.isRight(sent)) return { data: sent.right };
      switch (sent.left.type) {
        case 'account/not-found':
          return reply.code(404).send(notFound);
        case 'account/pupil':
          return reply.code(400).send({ message: ADMIN_USER_MESSAGES.pupilNoEmail });
        case 'account/verified':
          return reply.code(409).send({ message: ADMIN_USER_MESSAGES.alreadyVerified });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/accounts/:id/resources',
    access: admins,
    schema: { params: AccountIdParams, query: PageQuery },
    handler: async ({ params, query }, _request, reply) => {
      const page = await listUserResources(db, params.id, query.page);
      return page === null ? reply.code(404).send(notFound) : { data: page };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/subscriptions',
    access: admins,
    schema: { query: SubscriptionListQuery },
    handler: async ({ query }) => ({ data: await listSubscriptions(db, query) }),
  });
}
