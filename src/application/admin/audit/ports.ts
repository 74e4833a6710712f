import type { AdminAuditPage, AdminAuditQuery } from '@/contract/adminAudit';

/* What the audit log screen needs from outside (issue #14 `/admin/audit`). */

export type { AdminAuditPage };
export type AuditFilters = Pick<AdminAuditQuery, 'action' | 'targetType' | 'targetId'>;

export interface AdminAuditGateway {
  /** GET /admin/audit: a page newest first; `before` pages to older entries. */
  page(filters: AuditFilters, before: number | undefined): Promise<AdminAuditPage>;
}
