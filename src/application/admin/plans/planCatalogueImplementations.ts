import { fromPromise } from 'xstate';
import type { AdminPlan, AdminPlansGateway, NewPlan } from './ports';

/** The plan editor's actors over the gateway (issue #14). */
export function makePlanCatalogueImplementations({ gateway }: { gateway: AdminPlansGateway }) {
  return {
    actors: {
      loadPlans: fromPromise<readonly AdminPlan[]>(() => gateway.list()),
      // An edit sends the draft's fields only: the product type and kind are fixed once made.
      savePlan: fromPromise<AdminPlan, { planId: number | null; draft: NewPlan }>(({ input }) =>
        input.planId === null
          ? gateway.create(input.draft)
          : gateway.update(input.planId, input.draft),
      ),
    },
  };
}
