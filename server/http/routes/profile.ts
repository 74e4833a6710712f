import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { ProfileUpdate } from '@/infrastructure/api/accounts';
import { getProfile, updateProfile } from '../../services/profile';
import type { ProfileUpdateError } from '../../services/profile';
import { ACCESS_LOST } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

const REFUSALS: Record<ProfileUpdateError['type'], { status: number; message: string }> = {
  'profile/missing': { status: 403, message: ACCESS_LOST.message },
  'profile/user-name-taken': {
    status: 409,
    message: 'That user name is already taken. Choose another one.',
  },
  'profile/unknown-teacher-profile': {
    status: 400,
    message: 'selectedTeacherProfile is not valid: choose one of your teacher profiles.',
  },
};

/** The signed-in teacher's or admin's own profile; pupils have none (spec §3, §8). */
export function registerProfileRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/account_setting',
    access: { roles: ['admin', 'public'] },
    handler: async ({ user }, _request, reply) => {
      const profile = await getProfile(db, user.id, clock.now());
      return profile === null ? reply.code(403).send(ACCESS_LOST) : { data: profile };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/account_setting',
    access: { roles: ['admin', 'public'] },
    schema: { body: ProfileUpdate },
    handler: async ({ body, user }, _request, reply) => {
      const result = await updateProfile(db, clock, user.id, body);
      if (E.isRight(result)) return { data: result.right };
      const refusal = REFUSALS[result.left.type];
      return reply.code(refusal.status).send({ message: refusal.message });
    },
  });
}
