import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  AUDIO_MAX_BYTES,
  AudioTrackParams,
  AudioUploadQuery,
  ResourceIdParams,
} from '@/infrastructure/api/resources';
import { isResourceOwner } from '../../db/repositories/resources';
import {
  addAudioTrack,
  AUDIO_BODY_TYPES,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_TYPE_MESSAGE,
  declaredAudioType,
  getAudioTrack,
  inlineDisposition,
  removeAudioTrack,
} from '../../services/resources/audio';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';
import { READERS, readsResource } from './resourceAccess';

/** Teachers only, as every resource route (resources.ts). */
const TEACHER = ['public'] as const;

/** The `:id` of a request whose params the route's codec has already accepted. */
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/**
 * Audio tracks of a resource (spec §9 "Voice options"): the owner adds and deletes them;
 * whoever may read the resource may play them. The routes live in their own encapsulated
 * context, so the raw-bytes parser and its 10 MB limit apply here and nowhere else: every JSON
 * route keeps Fastify's default body limit.
 */
export function registerResourceMediaRoutes(app: FastifyInstance): void {
  void app.register((media, _options, done) => {
    registerAudio(media);
    done();
  });
}

function registerAudio(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const owns = (request: FastifyRequest, user: UserInfo) =>
    isResourceOwner(db, idOf(request), user.id);
  const reads = readsResource(db);

  // The bytes arrive as they are (no multipart): the browser sends the File or the recorded
  // Blob as the body with its own type, which the service checks against the bytes.
  app.addContentTypeParser(
    [...AUDIO_BODY_TYPES],
    { parseAs: 'buffer', bodyLimit: AUDIO_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  // Fastify refuses a body that is too large or of an unknown type before any handler runs;
  // say so in words that fit an audio upload. Anything else goes on to the central handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: AUDIO_TOO_LARGE_MESSAGE });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ message: AUDIO_TYPE_MESSAGE });
    throw error;
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/:id/audio',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceIdParams, query: AudioUploadQuery },
    handler: async ({ params, query }, request, reply) => {
      const declared = declaredAudioType(request.headers['content-type']);
      const body: unknown = request.body;
      if (declared === undefined || (body !== undefined && !Buffer.isBuffer(body)))
        return reply.code(415).send({ message: AUDIO_TYPE_MESSAGE });
      const fileName = request.headers['x-file-name'];
      const added = await addAudioTrack({ db, clock }, params.id, {
        kind: query.kind,
        declared,
        fileNameHeader: typeof fileName === 'string' ? fileName : undefined,
        data: body ?? Buffer.alloc(0),
      });
      if (E.isRight(added)) return reply.code(201).send({ data: added.right });
      switch (added.left.type) {
        case 'resource/not-found':
          return reply.code(404).send(NOT_FOUND);
        case 'audio/wrong-type':
          return reply.code(415).send({ message: added.left.message });
        case 'audio/too-large':
          return reply.code(413).send({ message: added.left.message });
        case 'audio/empty':
        case 'audio/too-many':
          return reply.code(400).send({ message: added.left.message });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources/:id/audio/:trackId',
    access: { roles: READERS, owner: reads },
    schema: { params: AudioTrackParams },
    handler: async ({ params }, _request, reply) => {
      const track = await getAudioTrack(db, params.id, params.trackId);
      if (track === null) return reply.code(404).send(NOT_FOUND);
      // `private`: a shared cache must not keep a resource that may be private to its owner.
      return reply
        .header('content-type', track.mimeType)
        .header('cache-control', 'private')
        .header('content-disposition', inlineDisposition(track.fileName))
        .send(track.data);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/resources/:id/audio/:trackId',
    access: { roles: TEACHER, owner: owns },
    schema: { params: AudioTrackParams },
    handler: async ({ params }, _request, reply) => {
      const deleted = await removeAudioTrack(db, params.id, params.trackId);
      return deleted
        ? { data: { id: params.trackId, deleted: true } }
        : reply.code(404).send(NOT_FOUND);
    },
  });
}
