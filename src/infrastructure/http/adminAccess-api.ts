import type { AxiosInstance } from 'axios';
import type { AdminAccessGateway } from '@/application/admin/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AccessChangeRequest,
  AdminUserAccessResponse,
  RevokeRequest,
} from '@/contract/adminAccess';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ADMIN_USERS_PATH = '/admin/users';
export const ADMIN_GRANTS_PATH = '/admin/grants';

/**
 * The admin's access screen over the app's axios instance (issues #13, #14). Every call is the
 * page's own (IN_PLACE_REQUEST): a "no such address" or a refusal is said on the page, once.
 */
export function createAdminAccessApi(http: AxiosInstance, notifier: Notifier): AdminAccessGateway {
  const decoded = (data: unknown, path: string) =>
    decodeResponse(AdminUserAccessResponse, data, path, notifier).data;
  return {
    async findUser(email) {
      const response = await http.get<unknown>(ADMIN_USERS_PATH, {
        params: { email },
        ...IN_PLACE_REQUEST,
      });
      return decoded(response.data, ADMIN_USERS_PATH);
    },
    async setAccess(userId, accessType, reason) {
      const path = `${ADMIN_USERS_PATH}/${encodeURIComponent(String(userId))}/access`;
      const response = await http.patch<unknown>(
        path,
        AccessChangeRequest.encode({ accessType, reason }),
        IN_PLACE_REQUEST,
      );
      return decoded(response.data, path);
    },
    async grant(userId, draft, reason) {
      const path = `${ADMIN_USERS_PATH}/${encodeURIComponent(String(userId))}/grants`;
      // The shape of GrantRequest; its codecs only refine numbers, so nothing to encode.
      const body =
        draft.kind === 'plan'
          ? { kind: 'plan', planId: draft.planId, reason, expiresAt: draft.expiresAt }
          : {
              kind: 'add_on',
              addOnType: draft.addOnType,
              quantity: draft.quantity,
              reason,
              expiresAt: draft.expiresAt,
            };
      const response = await http.post<unknown>(path, body, IN_PLACE_REQUEST);
      return decoded(response.data, path);
    },
    async revoke(grantId, reason) {
      const path = `${ADMIN_GRANTS_PATH}/${encodeURIComponent(String(grantId))}/revoke`;
      const response = await http.post<unknown>(
        path,
        RevokeRequest.encode({ reason }),
        IN_PLACE_REQUEST,
      );
      return decoded(response.data, path);
    },
  };
}
