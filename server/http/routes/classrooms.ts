import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  AddPupilsRequest,
  ClassroomIdParams,
  ClassroomListQuery,
  CreateClassroomRequest,
  KeepPupilsRequest,
  MovePupilRequest,
  PupilIdParams,
  PupilListQuery,
  UpdateClassroomRequest,
} from '@/infrastructure/api/classrooms';
import { isClassroomOwner, isPupilOfTeacher } from '../../db/repositories/classrooms';
import {
  addPupils,
  createClassroom,
  getClassroom,
  listClassrooms,
  listPupils,
  movePupil,
  removePupil,
  resetPupilPassword,
  updateClassroom,
  type ClassroomRefusal,
} from '../../services/classrooms';
import { keepPupils, pupilAccessOf } from '../../services/pupilAccess';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';
import type { FastifyReply } from 'fastify';

/** Classrooms and pupils are the teacher's (spec §2 "Teacher only"); admins read them. */
const TEACHER = ['public'] as const;
const READERS = ['public', 'admin'] as const;

const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

function refusal(reply: FastifyReply, left: ClassroomRefusal) {
  return left.type === 'classroom/not-found'
    ? reply.code(404).send(NOT_FOUND)
    : reply.code(400).send({ message: left.message });
}

/**
 * Classrooms and pupil accounts (issue #10), under `/api/v1`. A teacher sees and changes only
 * their own classrooms and pupils (another teacher's answer 404, so ids do not leak); an
 * admin reads every classroom and its pupils and changes none; pupils have no door here.
 */
export function registerClassroomRoutes(app: FastifyInstance): void {
  const { db, clock, config } = app.deps;
  const deps = { db, clock, signInAddress: `${config.publicUrl.replace(/\/+$/, '')}/signin` };
  const ownsClassroom = (request: FastifyRequest, user: UserInfo) =>
    isClassroomOwner(db, idOf(request), user.id);
  const readsClassroom = (request: FastifyRequest, user: UserInfo) =>
    user.role === 'admin' ? Promise.resolve(true) : ownsClassroom(request, user);
  const ownsPupil = (request: FastifyRequest, user: UserInfo) =>
    isPupilOfTeacher(db, idOf(request), user.id);

  defineRoute(app, {
    method: 'GET',
    url: '/v1/classrooms',
    access: { roles: READERS },
    schema: { query: ClassroomListQuery },
    handler: async ({ query, user }) => ({ data: await listClassrooms(db, user, query) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/classrooms',
    access: { roles: TEACHER },
    schema: { body: CreateClassroomRequest },
    handler: async ({ body, user }, _request, reply) => {
      const made = await createClassroom(deps, user.id, body);
      return E.isLeft(made)
        ? refusal(reply, made.left)
        : reply.code(201).send({ data: made.right });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/classrooms/:id',
    access: { roles: READERS, owner: readsClassroom },
    schema: { params: ClassroomIdParams },
    handler: async ({ params }, _request, reply) => {
      const classroom = await getClassroom(db, params.id, clock.now());
      return classroom === null ? reply.code(404).send(NOT_FOUND) : { data: classroom };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/v1/classrooms/:id',
    access: { roles: TEACHER, owner: ownsClassroom },
    schema: { params: ClassroomIdParams, body: UpdateClassroomRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const updated = await updateClassroom(deps, user.id, params.id, body);
      return E.isLeft(updated) ? refusal(reply, updated.left) : { data: updated.right };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/classrooms/:id/pupils',
    access: { roles: READERS, owner: readsClassroom },
    schema: { params: ClassroomIdParams, query: PupilListQuery },
    handler: async ({ params, query }) => ({ data: await listPupils(db, params.id, query) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/classrooms/:id/pupils',
    access: { roles: TEACHER, owner: ownsClassroom },
    schema: { params: ClassroomIdParams, body: AddPupilsRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const added = await addPupils(deps, user.id, params.id, body);
      return E.isLeft(added)
        ? refusal(reply, added.left)
        : reply.code(201).send({ data: added.right });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/pupils/:id/password',
    access: { roles: TEACHER, owner: ownsPupil },
    idempotency: {
      exempt:
        'a repeated reset makes another new password, which is what a retry asks for; a kept answer would hold the password in plain text for a day',
    },
    schema: { params: PupilIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const card = await resetPupilPassword(deps, user.id, params.id);
      return E.isLeft(card) ? refusal(reply, card.left) : { data: card.right };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/v1/pupils/:id',
    access: { roles: TEACHER, owner: ownsPupil },
    schema: { params: PupilIdParams, body: MovePupilRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const moved = await movePupil(deps, user.id, params.id, body.classroomId);
      return E.isLeft(moved) ? refusal(reply, moved.left) : { data: moved.right };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/pupils/:id',
    access: { roles: TEACHER, owner: ownsPupil },
    schema: { params: PupilIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const removed = await removePupil(db, user.id, params.id);
      return E.isLeft(removed)
        ? refusal(reply, removed.left)
        : { data: { id: params.id, deleted: true, ...removed.right } };
    },
  });

  // Pupils beyond the limit (issue #13): the teacher's own pupils only; the caller is the
  // owner, and any pupil id in the choice that is not theirs answers 404.
  defineRoute(app, {
    method: 'GET',
    url: '/v1/pupil-access',
    access: { roles: TEACHER },
    handler: async ({ user }) => ({ data: await pupilAccessOf(db, user.id, clock.now()) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/pupil-access',
    access: { roles: TEACHER },
    schema: { body: KeepPupilsRequest },
    handler: async ({ body, user }, _request, reply) => {
      const kept = await keepPupils(db, user.id, body.keep, clock.now());
      if (E.isRight(kept)) return { data: kept.right };
      return kept.left.type === 'pupils/not-found'
        ? reply.code(404).send(NOT_FOUND)
        : reply.code(400).send({ message: kept.left.message });
    },
  });
}
