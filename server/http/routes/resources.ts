import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  DeriveQuestionsRequest,
  GenerateResourceRequest,
  GenerationJobParams,
  ResourceIdParams,
  ResourceListQuery,
  ResourceUpdateRequest,
  NO_STORY,
  RewriteRequest,
  UploadResourceRequest,
  VisibilityRequest,
} from '@/infrastructure/api/resources';
import { isGenerationJobOwner, isResourceOwner } from '../../db/repositories/resources';
import { getGenerationJob, startGeneration } from '../../services/resources/generation';
import {
  editResource,
  finishResource,
  getResource,
  listLibrary,
  removeResource,
  setVisibility,
} from '../../services/resources/library';
import { createQuestions } from '../../services/resources/questions';
import { rewriteResource } from '../../services/resources/rewrite';
import { uploadResource } from '../../services/resources/upload';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND } from '../plugins/httpError';
import { defineRoute, missingPrivilege } from './defineRoute';
import { refusedFeature } from './planFeatures';
import { READERS, readsResource } from './resourceAccess';

/** Resources are made and kept by teachers (spec §2 "Teacher only": library, preview…). */
const TEACHER = ['public'] as const;

/** The `:id` of a request whose params the route's codec has already accepted. */
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/**
 * Resources (issue #4): generation, upload, the library, editing, rewriting, questions (audio
 * tracks: resourceMedia.ts). Ownership is declared on each route: the owner for every change,
 * the owner or anyone signed in for a finished PUBLIC resource when reading. Someone else's
 * private resource answers 404.
 *
 * The plan (spec §6 privileges): having Parlo write a text (generate, rewrite) is the
 * createAiResources feature, declared on those routes. What the body asks for is checked by
 * refusedFeature before the service runs: a dialogue needs 'dialogues', each question type its
 * own privilege; a rewrite's style is the stored one, so its service checks it. The teacher's own text (upload) needs no plan feature, whatever its style: only
 * the question types it names are checked. Deriving questions is offline work on a stored text,
 * so it needs the privileges of the types asked for, not createAiResources.
 */
export function registerResourceRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const owns = (request: FastifyRequest, user: UserInfo) =>
    isResourceOwner(db, idOf(request), user.id);

  defineRoute(app, {
    method: 'POST',
    url: '/resources/generate',
    access: { roles: TEACHER, privilege: 'createAiResources' },
    schema: { body: GenerateResourceRequest },
    handler: async ({ body, user }, request, reply) => {
      const refused = refusedFeature(user, body);
      if (refused !== null) return reply.code(403).send(refused);
      // Read at request time: tests and a future provider switch may replace the generator.
      const { generator, generationWaitMs, jobLocks } = app.deps;
      const started = await startGeneration(
        {
          db,
          clock,
          generator,
          jobLocks,
          waitMs: generationWaitMs,
          onError: (error) => request.log.error({ err: error }, 'generation failed'),
        },
        user,
        body,
      );
      if (E.isLeft(started))
        return started.left.type === NO_STORY
          ? reply.code(422).send(started.left)
          : reply.code(400).send({ message: started.left.message });
      const outcome = started.right;
      switch (outcome.type) {
        case 'done':
          return reply.code(201).send({
            data: {
              id: outcome.resource.id,
              jobId: outcome.jobId,
              content: outcome.resource.content,
              report: outcome.report,
            },
          });
        case 'running':
          return reply.code(202).send({ data: outcome.job });
        case 'failed':
          if (outcome.failure.type === 'generation/crashed')
            return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
          return reply.code(422).send({
            message: outcome.failure.message,
            type: outcome.failure.type,
            jobId: outcome.jobId,
          });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources/generation/:jobId',
    access: {
      roles: TEACHER,
      owner: (request, user) =>
        isGenerationJobOwner(db, (request.params as { jobId: string }).jobId, user.id),
    },
    schema: { params: GenerationJobParams },
    handler: async ({ params }, _request, reply) => {
      const job = await getGenerationJob({ db, clock }, params.jobId);
      return job === null ? reply.code(404).send(NOT_FOUND) : { data: job };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/upload',
    access: { roles: TEACHER },
    schema: { body: UploadResourceRequest },
    handler: async ({ body, user }, _request, reply) => {
      const refused = refusedFeature(user, { questionTypes: body.questionTypes });
      if (refused !== null) return reply.code(403).send(refused);
      const result = await uploadResource({ db, clock }, user, body);
      if (E.isLeft(result)) return reply.code(400).send({ message: result.left.message });
      return reply.code(201).send({ data: result.right });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources',
    access: { roles: TEACHER },
    schema: { query: ResourceListQuery },
    handler: async ({ query, user }) => {
      const { items, total } = await listLibrary(db, user.id, query);
      return { data: items, total };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources/:id',
    access: { roles: READERS, owner: readsResource(db) },
    schema: { params: ResourceIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const resource = await getResource(db, user, params.id);
      return resource === null ? reply.code(404).send(NOT_FOUND) : { data: resource };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/resources/:id',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams, body: ResourceUpdateRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const result = await editResource({ db, clock }, user.id, params.id, body);
      if (E.isRight(result)) return { data: result.right };
      return result.left.type === 'resource/not-found'
        ? reply.code(404).send(NOT_FOUND)
        : reply.code(400).send({ message: result.left.message });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/:id/questions',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams, body: DeriveQuestionsRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const refused = refusedFeature(user, { questionTypes: body.types });
      if (refused !== null) return reply.code(403).send(refused);
      const derived = await createQuestions(
        { db, clock },
        user.id,
        params.id,
        body.types,
        body.seed,
      );
      return derived === null ? reply.code(404).send(NOT_FOUND) : { data: derived };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/:id/rewrite',
    access: { roles: TEACHER, owner: owns, privilege: 'createAiResources' },
    schema: { params: ResourceIdParams, body: RewriteRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const { generator } = app.deps;
      const result = await rewriteResource({ db, clock, generator }, user, params.id, body.change);
      if (E.isRight(result)) return { data: result.right };
      switch (result.left.type) {
        case 'resource/not-found':
          return reply.code(404).send(NOT_FOUND);
        case 'rewrite/conflict':
          return reply.code(409).send({ message: result.left.message });
        case 'rewrite/refused':
          return reply.code(422).send({ message: result.left.message });
        case 'rewrite/not-in-plan':
          return reply.code(403).send(missingPrivilege(result.left.feature));
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/:id/finish',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const resource = await finishResource({ db, clock }, user.id, params.id);
      return resource === null ? reply.code(404).send(NOT_FOUND) : { data: resource };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/resources/:id/visibility',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams, body: VisibilityRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const summary = await setVisibility({ db, clock }, user.id, params.id, body.visibility);
      return summary === null ? reply.code(404).send(NOT_FOUND) : { data: summary };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/resources/:id',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const deleted = await removeResource(db, user.id, params.id);
      return deleted ? { data: { id: params.id, deleted: true } } : reply.code(404).send(NOT_FOUND);
    },
  });
}
