import type { AdminPlan, PlanCreateBody } from '@/contract/adminPlans';
import type { PlanDraft } from '@/domain/billing/planDraft';

/* What the plan catalogue editor needs from outside (issue #14 `/admin/plans`). */

export type { AdminPlan };
export type NewPlan = Pick<PlanCreateBody, 'productType' | 'kind'> & PlanDraft;

export interface AdminPlansGateway {
  /** GET /admin/plans: every plan, retired ones too. */
  list(): Promise<readonly AdminPlan[]>;
  /** POST /admin/plans. */
  create(plan: NewPlan): Promise<AdminPlan>;
  /** PUT /admin/plans/:planId. */
  update(planId: number, draft: PlanDraft): Promise<AdminPlan>;
}
