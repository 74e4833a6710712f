import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  IMAGE_MAX_BYTES,
  ImageSlotParams,
  ResourceImageParams,
  SHARED_RESOURCES_PATH,
} from '@/infrastructure/api/resources';
import { isResourceOwner } from '../../db/repositories/resources';
import type { ResourceImageRow } from '../../db/schema/resourceImages';
import { inlineDisposition } from '../../services/resources/audio';
import {
  addResourceImage,
  getResourceImage,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageFileName,
  readSharedResourceImage,
  removeResourceImage,
} from '../../services/resources/images';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';
import { READERS, readsResource } from './resourceAccess';

/** Teachers only, as every resource route (resources.ts). */
const TEACHER = ['public'] as const;

/** The `:id` of a request whose params the route's codec has already accepted. */
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/**
 * Images of the vocabulary slides (spec §9 "vocab slides with image drop"): the owner whose plan
 * includes "Upload images" puts one on a slide and deletes it; whoever may read the resource
 * sees them, and so does the signed-out resource page for a shared one. Like the audio routes
 * (resourceMedia.ts), they live in their own encapsulated context, so the raw-bytes parser and
 * its 5 MB limit apply here and nowhere else.
 */
export function registerResourceImageRoutes(app: FastifyInstance): void {
  void app.register((images, _options, done) => {
    registerImages(images);
    done();
  });
}

/**
 * An image answer. The id of an image names its bytes for ever (a replacement gets a new id),
 * so a reader's own browser may keep it; `private`: no shared cache, as the resource may be
 * private to its owner. `nosniff`: the browser takes the type we checked, never a guess.
 */
function sendImage(reply: FastifyReply, row: ResourceImageRow, cacheControl: string) {
  return reply
    .header('content-type', row.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('content-disposition', inlineDisposition(imageFileName(row)))
    .send(row.bytes);
}

const PRIVATE_IMAGE = 'private, max-age=86400, immutable';

function registerImages(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const owns = (request: FastifyRequest, user: UserInfo) =>
    isResourceOwner(db, idOf(request), user.id);
  const reads = readsResource(db);

  // The bytes arrive as they are (no multipart): the browser sends the dropped File as the body
  // with whatever type it guessed. Any image type is read, so that the bytes, not the guess,
  // decide (an SVG is then refused with the same words as a text file).
  app.addContentTypeParser(
    /^(?:image\/|application\/octet-stream)/i,
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  // Fastify refuses a body that is too large or of an unknown type before any handler runs;
  // say so in the words the SPA shows for a refused drop. Anything else goes on to the central
  // handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: IMAGE_TOO_LARGE_MESSAGE });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ message: IMAGE_TYPE_MESSAGE });
    throw error;
  });

  defineRoute(app, {
    method: 'POST',
    url: '/resources/:id/images/:slot',
    access: { roles: TEACHER, owner: owns, privilege: 'uploadImages' },
    schema: { params: ImageSlotParams },
    handler: async ({ params }, request, reply) => {
      const body: unknown = request.body;
      // A body some other parser read (text, JSON) is not an image's bytes.
      if (body !== undefined && !Buffer.isBuffer(body))
        return reply.code(415).send({ message: IMAGE_TYPE_MESSAGE });
      const added = await addResourceImage(
        { db, clock },
        params.id,
        params.slot,
        body ?? Buffer.alloc(0),
      );
      if (E.isRight(added)) return reply.code(201).send({ data: added.right });
      switch (added.left.type) {
        case 'resource/not-found':
          return reply.code(404).send(NOT_FOUND);
        case 'image/not-image':
          return reply.code(415).send({ message: added.left.message });
        case 'image/too-large':
          return reply.code(413).send({ message: added.left.message });
        case 'image/empty':
        case 'image/too-many-pixels':
        case 'image/no-such-slot':
        case 'image/too-many':
          return reply.code(400).send({ message: added.left.message });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources/:id/images/:imageId',
    access: { roles: READERS, owner: reads },
    schema: { params: ResourceImageParams },
    handler: async ({ params }, _request, reply) => {
      const image = await getResourceImage(db, params.id, params.imageId);
      if (image === null) return reply.code(404).send(NOT_FOUND);
      return sendImage(reply, image, PRIVATE_IMAGE);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/resources/:id/images/:imageId',
    access: { roles: TEACHER, owner: owns },
    schema: { params: ResourceImageParams },
    handler: async ({ params }, _request, reply) => {
      const deleted = await removeResourceImage(db, params.id, params.imageId);
      return deleted
        ? { data: { id: params.imageId, deleted: true } }
        : reply.code(404).send(NOT_FOUND);
    },
  });

  // The signed-out resource page's door (sharedResources.ts): a PUBLIC, finished resource only,
  // and `no-store`, since its author may make it private at any moment.
  defineRoute(app, {
    method: 'GET',
    url: `${SHARED_RESOURCES_PATH}/:id/images/:imageId`,
    access: { roles: 'external' },
    schema: { params: ResourceImageParams },
    handler: async ({ params }, _request, reply) => {
      const image = await readSharedResourceImage(db, params.id, params.imageId);
      if (image === null) return reply.code(404).send(NOT_FOUND);
      return sendImage(reply, image, 'no-store');
    },
  });
}
