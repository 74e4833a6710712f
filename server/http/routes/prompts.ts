import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import {
  ActivatePromptRequest,
  PromptKeyParams,
  SavePromptRequest,
  TryPromptRequest,
} from '@/contract/prompts';
import {
  activatePromptVersion,
  listPrompts,
  promptDetail,
  savePromptVersion,
  tryPrompt,
} from '../../services/prompts';
import type { PromptRefusal } from '../../services/prompts';
import { defineRoute } from './defineRoute';

/** A refusal's status: an unknown version is 404, a body that does not decode 400. */
const statusOf = (refusal: PromptRefusal) => (refusal.type === 'prompt/no-version' ? 404 : 400);

/** The prompts screens (issue #14 `/prompt`, `/activity_prompt`): admins only. */
export function registerPromptRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/prompts',
    access: { roles: ['admin'] },
    handler: async () => ({ data: await listPrompts(db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/prompts/:key',
    access: { roles: ['admin'] },
    schema: { params: PromptKeyParams },
    handler: async ({ params }) => ({ data: await promptDetail(db, params.key) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/prompts/:key/versions',
    access: { roles: ['admin'] },
    schema: { params: PromptKeyParams, body: SavePromptRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const saved = await savePromptVersion(db, user, params.key, body, clock.now());
      if (E.isLeft(saved))
        return reply.code(statusOf(saved.left)).send({ message: saved.left.message });
      return reply.code(201).send({ data: saved.right });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/prompts/:key/activate',
    access: { roles: ['admin'] },
    schema: { params: PromptKeyParams, body: ActivatePromptRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const done = await activatePromptVersion(db, user, params.key, body.version, clock.now());
      if (E.isLeft(done))
        return reply.code(statusOf(done.left)).send({ message: done.left.message });
      return { data: done.right };
    },
  });

  // Runs the generator in use: offline by default, the provider's tokens when one is set.
  defineRoute(app, {
    method: 'POST',
    url: '/admin/prompts/:key/try',
    access: { roles: ['admin'] },
    schema: { params: PromptKeyParams, body: TryPromptRequest },
    handler: async ({ params, body }, _request, reply) => {
      const tried = await tryPrompt(db, app.deps.generator, params.key, body.body);
      if (E.isLeft(tried))
        return reply.code(statusOf(tried.left)).send({ message: tried.left.message });
      return { data: tried.right };
    },
  });
}
