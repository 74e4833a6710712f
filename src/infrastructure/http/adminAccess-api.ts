import type { AxiosInstance } from 'axios';
import type { AdminAccessGateway } from '@/application/admin/ports';
import type { Notifier } from '@/application/shared/ports';
import { AccessChangeRequest, AdminUserAccessResponse } from '@/contract/adminAccess';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ADMIN_USERS_PATH = '/admin/users';

/**
 * The admin's access screen over the app's axios instance (issue #13). Both calls are the
 * page's own (IN_PLACE_REQUEST): a "no such address" or a refusal is said on the page, once.
 */
export function createAdminAccessApi(http: AxiosInstance, notifier: Notifier): AdminAccessGateway {
  return {
    async findUser(email) {
      const response = await http.get<unknown>(ADMIN_USERS_PATH, {
        params: { email },
        ...IN_PLACE_REQUEST,
      });
      return decodeResponse(AdminUserAccessResponse, response.data, ADMIN_USERS_PATH, notifier)
        .data;
    },
    async setAccess(userId, accessType) {
      const path = `${ADMIN_USERS_PATH}/${encodeURIComponent(String(userId))}/access`;
      const response = await http.patch<unknown>(
        path,
        AccessChangeRequest.encode({ accessType }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AdminUserAccessResponse, response.data, path, notifier).data;
    },
  };
}
