import type { FastifyInstance, FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import {
  PAGE_MESSAGES,
  PageCreateRequest,
  PageSlugParams,
  PageUpdateRequest,
} from '@/contract/pages';
import { pageProblemMessage } from '@/domain/pages/pageRules';
import {
  createPage,
  findPage,
  findPublishedPage,
  listPages,
  updatePage,
} from '../../services/pages';
import type { PageRefusal } from '../../services/pages';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

function refuse(reply: FastifyReply, refusal: PageRefusal) {
  switch (refusal.type) {
    case 'page/invalid':
      return reply.code(400).send({
        message: refusal.problems.map(pageProblemMessage).join(' '),
        problems: refusal.problems,
      });
    case 'page/taken':
      return reply.code(409).send({ message: PAGE_MESSAGES.slugTaken });
    case 'page/not-found':
      return reply.code(404).send(NOT_FOUND);
  }
}

/** Generic pages (issue #14): the public read of `/{slug}` and the admins' editor. */
export function registerPageRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  // Signed out too: "about" and "terms" are for visitors. Drafts answer 404 like unknown pages.
  defineRoute(app, {
    method: 'GET',
    url: '/pages/:slug',
    access: { roles: 'anyone' },
    schema: { params: PageSlugParams },
    handler: async ({ params }, _request, reply) => {
      const page = await findPublishedPage(db, params.slug);
      return page === null ? reply.code(404).send(NOT_FOUND) : { data: page };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/pages',
    access: { roles: ['admin'] },
    handler: async () => ({ data: await listPages(db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/pages/:slug',
    access: { roles: ['admin'] },
    schema: { params: PageSlugParams },
    handler: async ({ params }, _request, reply) => {
      const page = await findPage(db, params.slug);
      return page === null ? reply.code(404).send(NOT_FOUND) : { data: page };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/pages',
    access: { roles: ['admin'] },
    schema: { body: PageCreateRequest },
    handler: async ({ body, user }, _request, reply) => {
      const created = await createPage(db, user, body, clock.now());
      return E.isRight(created)
        ? reply.code(201).send({ data: created.right })
        : refuse(reply, created.left);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/pages/:slug',
    access: { roles: ['admin'] },
    schema: { params: PageSlugParams, body: PageUpdateRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const updated = await updatePage(db, user, params.slug, body, clock.now());
      return E.isRight(updated) ? { data: updated.right } : refuse(reply, updated.left);
    },
  });
}
