import type { ResourceSummary } from './ports';

/**
 * Where a library row leads: the owner's unfinished resource goes on at its review
 * (`/preview/{id}`), anything else opens on the teaching screen.
 */
export function resourceHref(row: Pick<ResourceSummary, 'id' | 'owner' | 'status'>): string {
  return row.owner && row.status === 'draft'
    ? `/preview/${String(row.id)}`
    : `/text_translation/${String(row.id)}`;
}

/** Where "Set as homework" leads: the homework page with the resource chosen (issue #10). */
export function setAsHomeworkHref(id: number): string {
  return `/create-homework?resourceId=${String(id)}`;
}
