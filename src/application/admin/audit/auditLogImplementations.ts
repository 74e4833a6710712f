import { fromPromise } from 'xstate';
import type { AdminAuditGateway, AdminAuditPage, AuditFilters } from './ports';

/** The audit log screen's actor over the gateway (issue #14). */
export function makeAuditLogImplementations({ gateway }: { gateway: AdminAuditGateway }) {
  return {
    actors: {
      loadPage: fromPromise<AdminAuditPage, { filters: AuditFilters; before: number | undefined }>(
        ({ input }) => gateway.page(input.filters, input.before),
      ),
    },
  };
}
