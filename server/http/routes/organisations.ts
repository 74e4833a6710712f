import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  DepartmentShareRequest,
  InvitationIdParams,
  InvitationRequest,
  InvitationTokenParams,
  MemberIdParams,
  OrganisationRequest,
} from '@/contract/organisation';
import { ResourceIdParams } from '@/infrastructure/api/resources';
import { isResourceOwner } from '../../db/repositories/resources';
import {
  acceptInvitation,
  createOrganisation,
  departmentResources,
  inviteTeacher,
  isMemberOfOwnedOrganisation,
  leaveOrganisation,
  myOrganisation,
  ownedOrganisationId,
  ownsInvitation,
  previewInvitation,
  removeMember,
  revokeInvitation,
  setDepartmentShare,
  updateOrganisation,
  type OrganisationRefusal,
} from '../../services/organisations';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** Organisations are teachers' (spec §2 /organisation; admins set up nothing, pupils have none). */
const TEACHER = ['public'] as const;

const paramOf = (request: FastifyRequest, name: string) =>
  Number((request.params as Record<string, string>)[name]);

function refusal(reply: FastifyReply, left: OrganisationRefusal) {
  return left.type === 'organisation/not-found'
    ? reply.code(404).send(left.message === undefined ? NOT_FOUND : { message: left.message })
    : reply.code(left.status).send({ message: left.message });
}

/**
 * Organisations (issue #13): the owner's routes declare ownership of the organisation (another
 * teacher's ids answer 404, so they do not leak); invitations are opened by the teacher they
 * were sent to, which the service checks against the signed-in address.
 */
export function registerOrganisationRoutes(app: FastifyInstance): void {
  const { db, clock, mail, config } = app.deps;
  const deps = { db, clock, mail, publicUrl: config.publicUrl };
  const ownsOrganisation = async (_request: FastifyRequest, user: UserInfo) =>
    (await ownedOrganisationId(db, user.id)) !== null;
  const ownsTheInvitation = (request: FastifyRequest, user: UserInfo) =>
    ownsInvitation(db, paramOf(request, 'id'), user.id);
  // The owner naming themself passes, so that they are told why they cannot be removed.
  const namesOwnMember = async (request: FastifyRequest, user: UserInfo) => {
    const memberId = paramOf(request, 'userId');
    if (memberId === user.id) return (await ownedOrganisationId(db, user.id)) !== null;
    return isMemberOfOwnedOrganisation(db, memberId, user.id);
  };
  const ownsResource = (request: FastifyRequest, user: UserInfo) =>
    isResourceOwner(db, paramOf(request, 'id'), user.id);

  defineRoute(app, {
    method: 'GET',
    url: '/organisation',
    access: { roles: TEACHER },
    handler: async ({ user }) => ({ data: await myOrganisation(db, user.id, clock.now()) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organisation',
    access: { roles: TEACHER },
    schema: { body: OrganisationRequest },
    handler: async ({ body, user }, _request, reply) => {
      const made = await createOrganisation(deps, user.id, body);
      return E.isLeft(made)
        ? refusal(reply, made.left)
        : reply.code(201).send({ data: made.right });
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organisation',
    access: { roles: TEACHER, owner: ownsOrganisation },
    schema: { body: OrganisationRequest },
    handler: async ({ body, user }, _request, reply) => {
      const updated = await updateOrganisation(deps, user.id, body);
      return E.isLeft(updated) ? refusal(reply, updated.left) : { data: updated.right };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organisation/invitations',
    access: { roles: TEACHER, owner: ownsOrganisation },
    schema: { body: InvitationRequest },
    handler: async ({ body, user }, _request, reply) => {
      const invited = await inviteTeacher(deps, user.id, body.email);
      if (E.isLeft(invited)) return refusal(reply, invited.left);
      return reply.code(invited.right.created ? 201 : 200).send({ data: invited.right.view });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/organisation/invitations/:id',
    access: { roles: TEACHER, owner: ownsTheInvitation },
    schema: { params: InvitationIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const revoked = await revokeInvitation(deps, user.id, params.id);
      return E.isLeft(revoked) ? refusal(reply, revoked.left) : { data: revoked.right };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organisation/invitations/:token',
    access: { roles: TEACHER },
    schema: { params: InvitationTokenParams },
    handler: async ({ params, user }, _request, reply) => {
      const preview = await previewInvitation(deps, user.id, params.token);
      return E.isLeft(preview) ? refusal(reply, preview.left) : { data: preview.right };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organisation/invitations/:token/accept',
    access: { roles: TEACHER },
    schema: { params: InvitationTokenParams },
    handler: async ({ params, user }, _request, reply) => {
      const joined = await acceptInvitation(deps, user.id, params.token);
      return E.isLeft(joined) ? refusal(reply, joined.left) : { data: joined.right };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/organisation/members/:userId',
    access: { roles: TEACHER, owner: namesOwnMember },
    schema: { params: MemberIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const removed = await removeMember(deps, user.id, params.userId);
      return E.isLeft(removed) ? refusal(reply, removed.left) : { data: removed.right };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organisation/leave',
    access: { roles: TEACHER },
    handler: async ({ user }, _request, reply) => {
      const left = await leaveOrganisation(deps, user.id);
      return E.isLeft(left) ? refusal(reply, left.left) : { data: { left: true } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organisation/resources',
    access: { roles: TEACHER, privilege: 'sharedArea' },
    handler: async ({ user }) => ({ data: await departmentResources(db, user.id) }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/resources/:id/department',
    access: { roles: TEACHER, owner: ownsResource, privilege: 'sharedArea' },
    schema: { params: ResourceIdParams, body: DepartmentShareRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const marked = await setDepartmentShare(deps, user.id, params.id, body.shared);
      return E.isLeft(marked) ? refusal(reply, marked.left) : { data: marked.right };
    },
  });
}
