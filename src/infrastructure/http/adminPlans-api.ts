import type { AxiosInstance } from 'axios';
import type { AdminPlansGateway } from '@/application/admin/plans/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AdminPlanResponse,
  AdminPlansResponse,
  PlanCreateBody,
  PlanDraftBody,
} from '@/contract/adminPlans';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ADMIN_PLANS_PATH = '/admin/plans';

/** The plan catalogue editor over the app's axios instance (issue #14); refusals said in place. */
export function createAdminPlansApi(http: AxiosInstance, notifier: Notifier): AdminPlansGateway {
  return {
    async list() {
      const response = await http.get<unknown>(ADMIN_PLANS_PATH, IN_PLACE_REQUEST);
      return decodeResponse(AdminPlansResponse, response.data, ADMIN_PLANS_PATH, notifier).data;
    },
    async create(plan) {
      const response = await http.post<unknown>(
        ADMIN_PLANS_PATH,
        PlanCreateBody.encode({ ...plan, privileges: [...plan.privileges] }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AdminPlanResponse, response.data, ADMIN_PLANS_PATH, notifier).data;
    },
    async update(planId, draft) {
      const path = `${ADMIN_PLANS_PATH}/${encodeURIComponent(String(planId))}`;
      // Exact codecs encode the draft's own fields only.
      const response = await http.put<unknown>(
        path,
        PlanDraftBody.encode({ ...draft, privileges: [...draft.privileges] }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AdminPlanResponse, response.data, path, notifier).data;
    },
  };
}
