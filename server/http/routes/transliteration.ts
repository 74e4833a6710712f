import type { FastifyInstance, FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import type { TransliterationScheme } from '@/domain/transliteration/schemes';
import { SHARED_RESOURCES_PATH } from '@/infrastructure/api/resources';
import {
  TRANSLITERATION_SEGMENT,
  TransliterationParams,
} from '@/infrastructure/api/transliteration';
import { findResource, findSharedResource } from '../../db/repositories/resources';
import type { ResourceWithOwner } from '../../db/repositories/resources';
import { createTransliterations } from '../../services/resources/transliteration';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';
import { READERS, readsResource } from './resourceAccess';

/**
 * Readings over the target text (spec §9 "Transliteration"): whoever may read a resource may
 * read its transliteration (as its audio, resourceMedia.ts), and the external door answers it
 * for a PUBLIC, finished resource (sharedResources.ts). 400 names a scheme the text's language
 * does not have.
 */
export function registerTransliterationRoutes(app: FastifyInstance): void {
  const { db, transliterate } = app.deps;
  const transliterationOf = createTransliterations(transliterate);
  const reads = readsResource(db);

  /** The readings of a resource read by the route (404 when it was not found). */
  const send = async (
    reply: FastifyReply,
    row: ResourceWithOwner | undefined,
    scheme: TransliterationScheme,
    cacheControl: string,
  ) => {
    if (row === undefined) return reply.code(404).send(NOT_FOUND);
    const result = await transliterationOf(row.id, row.content, scheme);
    if (E.isLeft(result)) return reply.code(400).send({ message: result.left.message });
    return reply.header('cache-control', cacheControl).send({ data: result.right });
  };

  defineRoute(app, {
    method: 'GET',
    url: `/resources/:id${TRANSLITERATION_SEGMENT}/:scheme`,
    access: { roles: READERS, owner: reads },
    schema: { params: TransliterationParams },
    // `private`: a shared cache must not keep a resource that may be private to its owner.
    handler: async ({ params }, _request, reply) =>
      send(reply, await findResource(db, params.id), params.scheme, 'private'),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${SHARED_RESOURCES_PATH}/:id${TRANSLITERATION_SEGMENT}/:scheme`,
    access: { roles: 'external' },
    schema: { params: TransliterationParams },
    // `no-store`: its author may make it private at any moment (sharedResources.ts).
    handler: async ({ params }, _request, reply) =>
      send(reply, await findSharedResource(db, params.id), params.scheme, 'no-store'),
  });
}
