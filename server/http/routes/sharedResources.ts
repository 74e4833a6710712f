import type { FastifyInstance } from 'fastify';
import {
  AudioTrackParams,
  ResourceIdParams,
  SHARED_RESOURCES_PATH,
} from '@/infrastructure/api/resources';
import { inlineDisposition } from '../../services/resources/audio';
import { readSharedAudioTrack, readSharedResource } from '../../services/resources/shared';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** The external door: no sign-in, the bypass header, a limit per address (defineRoute). */
const EXTERNAL = 'external';

/**
 * The signed-out resource page's reads (spec §2 `/resource/{id}`, §6; issue #5). Only a PUBLIC,
 * finished resource is answered; anything else is the same 404 as an id that never existed.
 * `no-store`: its author may make it private at any moment, and no cache should keep it then.
 */
export function registerSharedResourceRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: `${SHARED_RESOURCES_PATH}/:id`,
    access: { roles: EXTERNAL },
    schema: { params: ResourceIdParams },
    handler: async ({ params }, _request, reply) => {
      const resource = await readSharedResource(db, params.id);
      if (resource === null) return reply.code(404).send(NOT_FOUND);
      return reply.header('cache-control', 'no-store').send({ data: resource });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${SHARED_RESOURCES_PATH}/:id/audio/:trackId`,
    access: { roles: EXTERNAL },
    schema: { params: AudioTrackParams },
    handler: async ({ params }, _request, reply) => {
      const track = await readSharedAudioTrack(db, params.id, params.trackId);
      if (track === null) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', track.mimeType)
        .header('cache-control', 'no-store')
        .header('content-disposition', inlineDisposition(track.fileName))
        .send(track.data);
    },
  });
}
