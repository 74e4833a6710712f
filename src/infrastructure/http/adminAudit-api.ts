import type { AxiosInstance } from 'axios';
import type { AdminAuditGateway } from '@/application/admin/audit/ports';
import type { Notifier } from '@/application/shared/ports';
import { AdminAuditPageResponse } from '@/contract/adminAudit';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ADMIN_AUDIT_PATH = '/admin/audit';

/** The audit log over the app's axios instance (issue #14); a failure is said on the page. */
export function createAdminAuditApi(http: AxiosInstance, notifier: Notifier): AdminAuditGateway {
  return {
    async page(filters, before) {
      const params = Object.fromEntries(
        Object.entries({ ...filters, before }).filter(([, value]) => value !== undefined),
      );
      const response = await http.get<unknown>(ADMIN_AUDIT_PATH, { params, ...IN_PLACE_REQUEST });
      return decodeResponse(AdminAuditPageResponse, response.data, ADMIN_AUDIT_PATH, notifier).data;
    },
  };
}
