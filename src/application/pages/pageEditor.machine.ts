import { and, assign, fromPromise, setup } from 'xstate';
import type { AdminPage, PageCreateRequest, PageUpdateRequest } from '@/contract/pages';
import { pageFieldProblems, pageProblemMessage, slugProblem } from '@/domain/pages/pageRules';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/*
 * The generic page editor (issue #14): `/admin/pages` creates a page, `/admin/pages/:slug`
 * edits one (title, Markdown body, published). The domain's rules are checked before anything
 * is sent, and the server checks them again; a refusal keeps the admin's text.
 */

export interface PageDraft {
  slug: string;
  title: string;
  bodyMarkdown: string;
  published: boolean;
}

export interface PageEditorContext {
  /** The page being edited, null while a new one is written (until it is saved). */
  savedSlug: string | null;
  draft: PageDraft;
  /** The page as last saved, to tell whether the draft has changes. */
  saved: AdminPage | null;
  error: string | null;
  notice: string | null;
}

export type PageEditorEvent =
  | { type: 'user.edit'; field: 'slug' | 'title' | 'bodyMarkdown'; value: string }
  | { type: 'user.setPublished'; published: boolean }
  | { type: 'user.save' }
  | { type: 'user.retry' };

const EMPTY: PageDraft = { slug: '', title: '', bodyMarkdown: '', published: true };

/** The first problem of the draft in the admin's words, or null when it may be sent. */
export function draftProblem(draft: PageDraft, isNew: boolean): string | null {
  const slug = isNew ? slugProblem(draft.slug) : null;
  const problems = [...(slug === null ? [] : [slug]), ...pageFieldProblems(draft)];
  return problems.length === 0 ? null : problems.map(pageProblemMessage).join(' ');
}

const fromPage = (page: AdminPage): PageDraft => ({
  slug: page.slug,
  title: page.title,
  bodyMarkdown: page.bodyMarkdown,
  published: page.published,
});

/** What a successful save leaves: the page as stored, and where visitors read it. */
function savedPage(page: AdminPage): Partial<PageEditorContext> {
  return {
    saved: page,
    savedSlug: page.slug,
    draft: fromPage(page),
    notice: page.published
      ? `Saved. Visitors read it at /${page.slug}.`
      : 'Saved as a draft: visitors do not see it.',
  };
}

export const pageEditorMachine = setup({
  types: {
    context: {} as PageEditorContext,
    events: {} as PageEditorEvent,
    input: {} as { slug: string | null },
  },
  actors: {
    readPage: fromPromise<AdminPage | null, { slug: string }>(notProvided('readPage')),
    createPage: fromPromise<AdminPage, PageCreateRequest>(notProvided('createPage')),
    updatePage: fromPromise<AdminPage, { slug: string; request: PageUpdateRequest }>(
      notProvided('updatePage'),
    ),
  },
  guards: {
    isNew: ({ context }) => context.savedSlug === null,
    draftIsFine: ({ context }) => draftProblem(context.draft, context.savedSlug === null) === null,
  },
}).createMachine({
  id: 'pageEditor',
  description:
    'An admin writes or edits a generic page with a live preview; saving creates it (slug, ' +
    'title, body) or updates it (title, body, published). Every save is audited on the server.',
  context: ({ input }) => ({
    savedSlug: input.slug,
    draft: { ...EMPTY, slug: input.slug ?? '' },
    saved: null,
    error: null,
    notice: null,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'isNew', target: 'Editing' }, { target: 'Loading' }],
    },
    Loading: {
      invoke: {
        src: 'readPage',
        input: ({ context }) => ({ slug: context.savedSlug ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'NotFound' },
          {
            target: 'Editing',
            actions: assign(({ event }) =>
              event.output === null ? {} : { saved: event.output, draft: fromPage(event.output) },
            ),
          },
        ],
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    NotFound: { type: 'final' },
    LoadFailed: {
      on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } },
    },
    Editing: {
      on: {
        'user.edit': {
          actions: assign({
            draft: ({ context, event }) =>
              // A saved page's address is its identity: it cannot be renamed here.
              event.field === 'slug' && context.savedSlug !== null
                ? context.draft
                : { ...context.draft, [event.field]: event.value },
            notice: null,
          }),
        },
        'user.setPublished': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, published: event.published }),
            notice: null,
          }),
        },
        'user.save': [
          {
            guard: and(['draftIsFine', 'isNew']),
            target: 'Creating',
            actions: assign({ error: null }),
          },
          { guard: 'draftIsFine', target: 'Updating', actions: assign({ error: null }) },
          {
            actions: assign({
              error: ({ context }) => draftProblem(context.draft, context.savedSlug === null),
              notice: null,
            }),
          },
        ],
      },
    },
    Creating: {
      invoke: {
        src: 'createPage',
        input: ({ context }) => ({
          slug: context.draft.slug,
          title: context.draft.title,
          bodyMarkdown: context.draft.bodyMarkdown,
          published: context.draft.published,
        }),
        onDone: { target: 'Editing', actions: assign(({ event }) => savedPage(event.output)) },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Updating: {
      invoke: {
        src: 'updatePage',
        input: ({ context }) => ({
          slug: context.savedSlug ?? context.draft.slug,
          request: {
            title: context.draft.title,
            bodyMarkdown: context.draft.bodyMarkdown,
            published: context.draft.published,
          },
        }),
        onDone: { target: 'Editing', actions: assign(({ event }) => savedPage(event.output)) },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
