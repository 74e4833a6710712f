import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { LanguageCode } from '@/domain/catalog/languages';
import { failureMessage } from './creation.machine';
import type { LibraryPage, LibraryQuery, LibraryScope, ResourceSummary } from './ports';
import { pageCount, type PagedListView } from '@/domain/navigation/paging';

/** Rows a page of the library shows (the server's default page size). */
export const LIBRARY_PAGE_SIZE = 20;

/** The filters the teacher set; empty strings mean "any". */
export interface LibraryFilters {
  /** A name, or a hashtag when it starts with `#`. */
  readonly search: string;
  readonly language: LanguageCode | '';
  readonly level: string;
}

export const NO_FILTERS: LibraryFilters = { search: '', language: '', level: '' };

/** The server query of the filters: a search starting with `#` looks for that hashtag. */
export function libraryQuery(
  scope: LibraryScope,
  filters: LibraryFilters,
  page: number,
): LibraryQuery {
  const search = filters.search.trim();
  const hashtag = search.startsWith('#') ? search.slice(1).trim() : '';
  return {
    scope,
    page,
    limit: LIBRARY_PAGE_SIZE,
    ...(search === '' ? {} : hashtag !== '' ? { hashtag } : { search }),
    ...(filters.language === '' ? {} : { language: filters.language }),
    ...(filters.level === '' ? {} : { level: filters.level }),
  };
}

export interface LibraryContext {
  readonly scope: LibraryScope;
  filters: LibraryFilters;
  /** 1-based. */
  page: number;
  items: readonly ResourceSummary[];
  /** How many rows match the filters in all. */
  total: number;
  /** Why the page could not be loaded; null otherwise. */
  loadError: string | null;
  /** Why the last visibility change or deletion failed; cleared by the next one. */
  actionError: string | null;
  /** The row whose visibility is being changed. */
  busyRow: number | null;
  /** The row the teacher asked to delete, while the page asks them to confirm and after. */
  pendingDelete: ResourceSummary | null;
}

export type LibraryEvent =
  | { type: 'user.filter'; filters: LibraryFilters }
  | { type: 'user.page'; page: number }
  | { type: 'user.retry' }
  | { type: 'user.setVisibility'; id: number; visibility: ResourceVisibility }
  /** "Share with my department" on an own row (issue #13 shared area). */
  | { type: 'user.shareWithDepartment'; id: number; shared: boolean }
  /** Delete pressed on a row: the page asks first (spec §4 Delete with confirmation). */
  | { type: 'user.delete'; row: ResourceSummary }
  | { type: 'user.confirmDelete' }
  | { type: 'user.cancelDelete' };

/** A change of filters or page reads again; the answer to an older read is dropped with it. */
const QUERY_CHANGES = {
  'user.filter': { target: '#library.Loading', reenter: true, actions: 'setFilters' },
  'user.page': { target: '#library.Loading', reenter: true, actions: 'setPage' },
} as const;

export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
    input: {} as { scope: LibraryScope },
  },
  actors: {
    /** GET /resources with the filters' query. */
    list: fromPromise<LibraryPage, LibraryQuery>(notProvided('list')),
    /** PATCH /resources/:id/visibility. */
    setVisibility: fromPromise<ResourceSummary, { id: number; visibility: ResourceVisibility }>(
      notProvided('setVisibility'),
    ),
    /** DELETE /resources/:id. */
    remove: fromPromise<void, { id: number }>(notProvided('remove')),
    /** PATCH /resources/:id/department: whether the row is now shared with the department. */
    shareWithDepartment: fromPromise<boolean, { id: number; shared: boolean }>(
      notProvided('shareWithDepartment'),
    ),
  },
  actions: {
    setFilters: assign(({ event }) =>
      event.type === 'user.filter' ? { filters: event.filters, page: 1 } : {},
    ),
    setPage: assign(({ event }) =>
      event.type === 'user.page' ? { page: Math.max(1, event.page) } : {},
    ),
  },
  guards: {
    /** The last row of a later page went (deleted): that page is empty now. */
    isEmptyLaterPage: ({ context }, output: LibraryPage) =>
      output.items.length === 0 && context.page > 1,
  },
}).createMachine({
  id: 'library',
  description:
    'The libraries (issue #4): My resources and Shared resources, searched, filtered and paged ' +
    'on the server; the owner switches a row between public and private or deletes it (after ' +
    "the page has asked). Who sees what is the server's decision; this only asks for a scope.",
  context: ({ input }) => ({
    scope: input.scope,
    filters: NO_FILTERS,
    page: 1,
    items: [],
    total: 0,
    loadError: null,
    actionError: null,
    busyRow: null,
    pendingDelete: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'list',
        input: ({ context }) => libraryQuery(context.scope, context.filters, context.page),
        onDone: [
          {
            guard: { type: 'isEmptyLaterPage', params: ({ event }) => event.output },
            target: 'Loading',
            reenter: true,
            actions: assign({ page: ({ context }) => context.page - 1 }),
          },
          {
            target: 'Loaded',
            actions: assign({
              items: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
            }),
          },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error) }),
        },
      },
      on: QUERY_CHANGES,
    },
    Failed: {
      on: { ...QUERY_CHANGES, 'user.retry': 'Loading' },
    },
    Loaded: {
      on: {
        ...QUERY_CHANGES,
        'user.setVisibility': {
          target: 'ChangingVisibility',
          actions: assign({ busyRow: ({ event }) => event.id, actionError: null }),
        },
        'user.shareWithDepartment': {
          target: 'SharingWithDepartment',
          actions: assign({ busyRow: ({ event }) => event.id, actionError: null }),
        },
        'user.delete': {
          target: 'ConfirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.row, actionError: null }),
        },
      },
    },
    ConfirmingDelete: {
      description: 'The page asks whether to delete the row for good: Cancel or Delete.',
      on: {
        'user.cancelDelete': { target: 'Loaded', actions: assign({ pendingDelete: null }) },
        'user.confirmDelete': 'Deleting',
      },
    },
    ChangingVisibility: {
      invoke: {
        src: 'setVisibility',
        input: ({ event }) =>
          event.type === 'user.setVisibility'
            ? { id: event.id, visibility: event.visibility }
            : { id: 0, visibility: 'PRIVATE' as const },
        onDone: {
          target: 'Loaded',
          actions: assign({
            items: ({ context, event }) =>
              context.items.map((item) =>
                item.id === event.output.id
                  ? { ...item, visibility: event.output.visibility }
                  : item,
              ),
            busyRow: null,
          }),
        },
        onError: {
          target: 'Loaded',
          actions: assign({
            actionError: ({ event }) => failureMessage(event.error),
            busyRow: null,
          }),
        },
      },
    },
    SharingWithDepartment: {
      invoke: {
        src: 'shareWithDepartment',
        input: ({ event }) =>
          event.type === 'user.shareWithDepartment'
            ? { id: event.id, shared: event.shared }
            : { id: 0, shared: false },
        onDone: {
          target: 'Loaded',
          actions: assign({
            items: ({ context, event }) =>
              context.items.map((item) =>
                item.id === context.busyRow
                  ? { ...item, sharedWithDepartment: event.output }
                  : item,
              ),
            busyRow: null,
          }),
        },
        onError: {
          target: 'Loaded',
          actions: assign({
            actionError: ({ event }) => failureMessage(event.error),
            busyRow: null,
          }),
        },
      },
    },
    Deleting: {
      description: 'DELETE /resources/:id, then the page is read again (its rows shift up).',
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
        onDone: { target: 'Loading', actions: assign({ pendingDelete: null }) },
        onError: {
          target: 'Loaded',
          actions: assign({
            actionError: ({ event }) => failureMessage(event.error),
            pendingDelete: null,
          }),
        },
      },
    },
  },
});

export type LibrarySnapshot = SnapshotFrom<typeof libraryMachine>;

/** What the page shows of its rows right now. */
export type LibraryView = PagedListView<ResourceSummary>;

export function selectLibraryView(snapshot: LibrarySnapshot): LibraryView {
  const { context } = snapshot;
  if (snapshot.matches('Loading')) return { status: 'loading' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.loadError ?? failureMessage(null) };
  return {
    status: 'loaded',
    items: context.items,
    total: context.total,
    pages: pageCount(context.total, LIBRARY_PAGE_SIZE),
  };
}

/** The row whose deletion is being confirmed or is under way; null when none. */
export function selectPendingDelete(snapshot: LibrarySnapshot): ResourceSummary | null {
  return snapshot.context.pendingDelete;
}

/** Whether a deletion is under way (the confirmation waits with its buttons). */
export function selectIsDeleting(snapshot: LibrarySnapshot): boolean {
  return snapshot.matches('Deleting');
}
