import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { ClassroomSummary, Page, PageQuery } from './ports';
import { pageCount } from '@/domain/navigation/paging';

/** Classrooms a page of the list shows. */
export const CLASSROOM_LIST_PAGE_SIZE = 20;

export interface ClassroomListContext {
  /** Whether the list shows the archived classrooms instead of the others. */
  archived: boolean;
  /** 1-based. */
  page: number;
  items: readonly ClassroomSummary[];
  total: number;
  /** Why the list could not be read; null otherwise. */
  error: string | null;
}

export type ClassroomListEvent =
  | { type: 'user.page'; page: number }
  | { type: 'user.showArchived'; archived: boolean }
  | { type: 'user.retry' };

/** A new page or the other list reads again; the answer to an older read is dropped with it. */
const CHANGES = {
  'user.page': { target: '#classroomList.Loading', reenter: true, actions: 'setPage' },
  'user.showArchived': { target: '#classroomList.Loading', reenter: true, actions: 'setArchived' },
} as const;

export const classroomListMachine = setup({
  types: { context: {} as ClassroomListContext, events: {} as ClassroomListEvent },
  actors: {
    /** GET /v1/classrooms. */
    list: fromPromise<Page<ClassroomSummary>, PageQuery & { archived: boolean }>(
      notProvided('list'),
    ),
  },
  actions: {
    setPage: assign(({ event }) =>
      event.type === 'user.page' ? { page: Math.max(1, event.page) } : {},
    ),
    setArchived: assign(({ event }) =>
      event.type === 'user.showArchived' ? { archived: event.archived, page: 1 } : {},
    ),
  },
}).createMachine({
  id: 'classroomList',
  description:
    "The teacher's classrooms with their pupil and homework counts (issue #10), paged on the " +
    'server; the archived ones are a second list, since archiving keeps a class and its results.',
  context: { archived: false, page: 1, items: [], total: 0, error: null },
  initial: 'Loading',
  states: {
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'list',
        input: ({ context }) => ({
          page: context.page,
          limit: CLASSROOM_LIST_PAGE_SIZE,
          archived: context.archived,
        }),
        onDone: {
          target: 'Loaded',
          actions: assign({
            items: ({ event }) => event.output.items,
            total: ({ event }) => event.output.total,
          }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
      on: CHANGES,
    },
    Loaded: { on: CHANGES },
    Failed: { on: { ...CHANGES, 'user.retry': 'Loading' } },
  },
});

export type ClassroomListSnapshot = SnapshotFrom<typeof classroomListMachine>;

/** How many pages the classrooms fill; at least one. */
export function selectClassroomPages(snapshot: ClassroomListSnapshot): number {
  return pageCount(snapshot.context.total, CLASSROOM_LIST_PAGE_SIZE);
}
