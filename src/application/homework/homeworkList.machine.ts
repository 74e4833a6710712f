import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { HomeworkByClass, HomeworksByClassPage, HomeworksByClassQuery } from './resultsPorts';
import { pageCount, type PagedListView } from '@/domain/navigation/paging';

/** Rows a page of the list shows. */
export const HOMEWORK_LIST_PAGE_SIZE = 20;

export type HomeworkStatusFilter = 'all' | 'active' | 'completed';

/** The filters the teacher set; empty strings mean "any". */
export interface HomeworkListFilters {
  readonly search: string;
  readonly language: LanguageCode | '';
  /** An academic year such as `2026-27`. */
  readonly year: string;
  readonly status: HomeworkStatusFilter;
}

export const ALL_HOMEWORK: HomeworkListFilters = {
  search: '',
  language: '',
  year: '',
  status: 'all',
};

/**
 * The server query of the filters: only non-empty values are sent (spec §7), `status` becomes
 * `showActive`, and a list of one classroom always names it.
 */
export function homeworkListQuery(
  filters: HomeworkListFilters,
  page: number,
  classroomId: number | null,
): HomeworksByClassQuery {
  const search = filters.search.trim();
  const year = filters.year.trim();
  return {
    page,
    limit: HOMEWORK_LIST_PAGE_SIZE,
    ...(search === '' ? {} : { search }),
    ...(filters.language === '' ? {} : { language: filters.language }),
    ...(year === '' ? {} : { year }),
    ...(filters.status === 'all' ? {} : { showActive: filters.status === 'active' }),
    ...(classroomId === null ? {} : { classroomId }),
  };
}

export interface HomeworkListContext {
  /** Set for one classroom's list (`/classroom/homework/:id/:status`). */
  readonly classroomId: number | null;
  filters: HomeworkListFilters;
  /** 1-based. */
  page: number;
  items: readonly HomeworkByClass[];
  total: number;
  /** Why the page could not be loaded; null otherwise. */
  error: string | null;
}

export type HomeworkListEvent =
  | { type: 'user.filter'; filters: HomeworkListFilters }
  | { type: 'user.page'; page: number }
  | { type: 'user.retry' };

export interface HomeworkListInput {
  /** One classroom's list; null for every class of the teacher. */
  readonly classroomId: number | null;
  readonly filters?: Partial<HomeworkListFilters>;
}

const QUERY_CHANGES = {
  'user.filter': { target: '#homeworkList.Loading', reenter: true, actions: 'setFilters' },
  'user.page': { target: '#homeworkList.Loading', reenter: true, actions: 'setPage' },
} as const;

export const homeworkListMachine = setup({
  types: {
    context: {} as HomeworkListContext,
    events: {} as HomeworkListEvent,
    input: {} as HomeworkListInput,
  },
  actors: {
    /** GET /v1/homeworks-by-class. */
    list: fromPromise<HomeworksByClassPage, HomeworksByClassQuery>(notProvided('list')),
  },
  actions: {
    setFilters: assign(({ event }) =>
      event.type === 'user.filter' ? { filters: event.filters, page: 1 } : {},
    ),
    setPage: assign(({ event }) =>
      event.type === 'user.page' ? { page: Math.max(1, event.page) } : {},
    ),
  },
}).createMachine({
  id: 'homeworkList',
  description:
    "The teacher's homework, one row per homework and class (issue #10 `/homework-result`, and " +
    "one classroom's active or completed work at `/classroom/homework/:id/:status`), filtered " +
    'and paged on the server. A change of filters or page reads again; the older answer is dropped.',
  context: ({ input }) => ({
    classroomId: input.classroomId,
    filters: { ...ALL_HOMEWORK, ...input.filters },
    page: 1,
    items: [],
    total: 0,
    error: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'list',
        input: ({ context }) =>
          homeworkListQuery(context.filters, context.page, context.classroomId),
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
      on: QUERY_CHANGES,
    },
    Failed: { on: { ...QUERY_CHANGES, 'user.retry': 'Loading' } },
    Loaded: { on: QUERY_CHANGES },
  },
});

export type HomeworkListSnapshot = SnapshotFrom<typeof homeworkListMachine>;

export type HomeworkListView = PagedListView<HomeworkByClass>;

export function selectHomeworkListView(snapshot: HomeworkListSnapshot): HomeworkListView {
  const { context } = snapshot;
  if (snapshot.matches('Loading')) return { status: 'loading' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.error ?? failureMessage(null) };
  return {
    status: 'loaded',
    items: context.items,
    total: context.total,
    pages: pageCount(context.total, HOMEWORK_LIST_PAGE_SIZE),
  };
}
