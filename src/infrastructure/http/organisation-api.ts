import type { AxiosInstance } from 'axios';
import * as t from 'io-ts';
import type { OrganisationGateway } from '@/application/organisation/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  DepartmentResourcesResponse,
  DepartmentShareRequest,
  DepartmentShareResponse,
  InvitationPreviewResponse,
  InvitationRequest,
  MyOrganisationResponse,
  OrganisationRequest,
  OrganisationResponse,
} from '@/contract/organisation';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ORGANISATION_PATH = '/organisation';
const LeftResponse = t.type({ data: t.type({ left: t.boolean }) });
const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * The OrganisationGateway over the app's one axios instance (issue #13). Answers are decoded
 * with the contract's codecs shared with the server. Writes and the invitation preview are
 * shown in place by the page (IN_PLACE_REQUEST), so a refusal is said once, where the teacher
 * acted; the page's first read reports a failure with a toast.
 */
export function createOrganisationApi(
  http: AxiosInstance,
  notifier: Notifier,
): OrganisationGateway {
  const decode = <A, O>(codec: t.Type<A, O, unknown>, data: unknown, path: string) =>
    decodeResponse(codec, data, path, notifier);
  const invitationPath = (token: string) => `${ORGANISATION_PATH}/invitations/${segment(token)}`;

  return {
    async mine() {
      const response = await http.get<unknown>(ORGANISATION_PATH);
      return decode(MyOrganisationResponse, response.data, ORGANISATION_PATH).data;
    },

    async create(draft) {
      const body = OrganisationRequest.encode(draft);
      const response = await http.post<unknown>(ORGANISATION_PATH, body, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, ORGANISATION_PATH).data;
    },

    async update(draft) {
      const body = OrganisationRequest.encode(draft);
      const response = await http.patch<unknown>(ORGANISATION_PATH, body, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, ORGANISATION_PATH).data;
    },

    async invite(email) {
      const path = `${ORGANISATION_PATH}/invitations`;
      const body = InvitationRequest.encode({ email });
      const response = await http.post<unknown>(path, body, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, path).data;
    },

    async revokeInvitation(invitationId) {
      const path = `${ORGANISATION_PATH}/invitations/${segment(invitationId)}`;
      const response = await http.delete<unknown>(path, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, path).data;
    },

    async removeMember(memberId) {
      const path = `${ORGANISATION_PATH}/members/${segment(memberId)}`;
      const response = await http.delete<unknown>(path, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, path).data;
    },

    async leave() {
      const path = `${ORGANISATION_PATH}/leave`;
      const response = await http.post<unknown>(path, undefined, IN_PLACE_REQUEST);
      decode(LeftResponse, response.data, path);
    },

    async preview(token) {
      const path = invitationPath(token);
      const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
      return decode(InvitationPreviewResponse, response.data, path).data;
    },

    async accept(token) {
      const path = `${invitationPath(token)}/accept`;
      const response = await http.post<unknown>(path, undefined, IN_PLACE_REQUEST);
      return decode(OrganisationResponse, response.data, path).data;
    },

    async departmentResources() {
      const path = `${ORGANISATION_PATH}/resources`;
      const response = await http.get<unknown>(path);
      return decode(DepartmentResourcesResponse, response.data, path).data;
    },

    async setDepartmentShare(resourceId, shared) {
      const path = `/resources/${segment(resourceId)}/department`;
      const body = DepartmentShareRequest.encode({ shared });
      const response = await http.patch<unknown>(path, body, IN_PLACE_REQUEST);
      return decode(DepartmentShareResponse, response.data, path).data.shared;
    },
  };
}
