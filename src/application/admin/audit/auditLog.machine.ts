import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { AdminAuditEntry } from '@/contract/adminAudit';
import type { AdminAuditPage, AuditFilters } from './ports';

/*
 * The audit log screen (issue #14 `/admin/audit`): read-only. The admin narrows it by action
 * and target and pages to older entries; a new filter starts again from the newest.
 */

export interface AuditLogContext {
  filters: AuditFilters;
  entries: readonly AdminAuditEntry[];
  /** Where the next older page starts; null when the oldest entry is shown. */
  nextBefore: number | null;
  error: string | null;
}

export type AuditLogEvent =
  | { type: 'audit.filter'; filters: AuditFilters }
  | { type: 'audit.older' }
  | { type: 'audit.retry' };

const clean = (filters: AuditFilters): AuditFilters => {
  const trimmed = (s: string | undefined) =>
    s === undefined || s.trim() === '' ? undefined : s.trim();
  return {
    action: trimmed(filters.action),
    targetType: trimmed(filters.targetType),
    targetId: trimmed(filters.targetId),
  };
};

export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    loadPage: fromPromise<AdminAuditPage, { filters: AuditFilters; before: number | undefined }>(
      notProvided('loadPage'),
    ),
  },
}).createMachine({
  id: 'auditLog',
  context: { filters: {}, entries: [], nextBefore: null, error: null },
  initial: 'Loading',
  on: {
    'audit.filter': {
      target: '.Loading',
      actions: assign({
        filters: ({ event }) => clean(event.filters),
        entries: [],
        nextBefore: null,
        error: null,
      }),
    },
  },
  states: {
    Loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, before: undefined }),
        onDone: {
          target: 'Ready',
          actions: assign({
            entries: ({ event }) => event.output.entries,
            nextBefore: ({ event }) => event.output.nextBefore,
          }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: {
      on: { 'audit.retry': { target: 'Loading', actions: assign({ error: null }) } },
    },
    Ready: {
      on: {
        'audit.older': {
          guard: ({ context }) => context.nextBefore !== null,
          target: 'LoadingOlder',
        },
      },
    },
    LoadingOlder: {
      description: 'The next older page is appended below the entries already shown.',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({
          filters: context.filters,
          before: context.nextBefore ?? undefined,
        }),
        onDone: {
          target: 'Ready',
          actions: assign({
            entries: ({ context, event }) => [...context.entries, ...event.output.entries],
            nextBefore: ({ event }) => event.output.nextBefore,
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
