import { assign, fromPromise, setup } from 'xstate';
import * as E from 'fp-ts/Either';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type {
  PromptDetail,
  PromptSummary,
  SavePromptRequest,
  TryPromptResult,
} from '@/contract/prompts';
import { describePromptTemplateError, parsePromptTemplate } from '@/domain/prompts/promptTemplate';
import type { PromptKey } from '@/domain/prompts/promptTemplate';

/*
 * The prompts screens (issue #14 `/prompt`, `/activity_prompt`): pick a key, read its versions,
 * edit a draft (checked as typed by the domain's template rule), save it as a new version
 * (activated at once or not), put an older version back in force, and try the draft against
 * the active version on a sample.
 */

export interface PromptEditorContext {
  summaries: readonly PromptSummary[];
  /** The key open; null until one is chosen. */
  key: PromptKey | null;
  detail: PromptDetail | null;
  /** The text in the editor. */
  draft: string;
  note: string;
  /** Why the draft does not decode, as the domain says; null when it does. */
  problem: string | null;
  /** The last "try it" for this key, draft beside active. */
  tried: TryPromptResult | null;
  /** Why the last call failed; cleared by the next one. */
  error: string | null;
  /** What the last save or activation did, announced politely. */
  notice: string | null;
}

export type PromptEditorEvent =
  | { type: 'user.open'; key: PromptKey }
  | { type: 'draft.change'; body: string }
  | { type: 'note.change'; note: string }
  | { type: 'draft.from'; version: number }
  | { type: 'user.save'; activate: boolean }
  | { type: 'user.activate'; version: number }
  | { type: 'user.try' };

function problemOf(body: string): string | null {
  const parsed = parsePromptTemplate(body);
  return E.isLeft(parsed) ? describePromptTemplateError(parsed.left, body) : null;
}

const activeBody = (detail: PromptDetail) =>
  detail.versions.find((v) => v.active)?.body ?? detail.versions[0]?.body ?? '';

/** The editor holds the active version's text again, after loading or saving. */
const opened = (detail: PromptDetail) => ({
  detail,
  draft: activeBody(detail),
  note: '',
  problem: null,
});

export const promptEditorMachine = setup({
  types: {
    context: {} as PromptEditorContext,
    events: {} as PromptEditorEvent,
    input: {} as { key: PromptKey | null },
  },
  actors: {
    loadList: fromPromise<readonly PromptSummary[]>(notProvided('loadList')),
    loadDetail: fromPromise<PromptDetail, { key: PromptKey }>(notProvided('loadDetail')),
    save: fromPromise<PromptDetail, { key: PromptKey; request: SavePromptRequest }>(
      notProvided('save'),
    ),
    activate: fromPromise<PromptDetail, { key: PromptKey; version: number }>(
      notProvided('activate'),
    ),
    tryDraft: fromPromise<TryPromptResult, { key: PromptKey; body: string }>(
      notProvided('tryDraft'),
    ),
  },
  guards: {
    draftDecodes: ({ context }) => problemOf(context.draft) === null,
  },
}).createMachine({
  id: 'promptEditor',
  description:
    'An admin edits the instructions the AI provider adapter sends, as versions: save, ' +
    'activate (or roll back), and try a draft beside the active version.',
  context: ({ input }) => ({
    summaries: [],
    key: input.key,
    detail: null,
    draft: '',
    note: '',
    problem: null,
    tried: null,
    error: null,
    notice: null,
  }),
  initial: 'LoadingList',
  on: {
    'user.open': {
      target: '.LoadingDetail',
      actions: assign({
        key: ({ event }) => event.key,
        detail: null,
        tried: null,
        error: null,
        notice: null,
      }),
    },
  },
  states: {
    LoadingList: {
      invoke: {
        src: 'loadList',
        onDone: [
          {
            guard: ({ context }) => context.key !== null,
            target: 'LoadingDetail',
            actions: assign({ summaries: ({ event }) => event.output }),
          },
          { target: 'Choosing', actions: assign({ summaries: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { description: 'The list could not be read; the page says why.' },
    Choosing: { description: 'No key is open yet: the list shows each with its active version.' },
    LoadingDetail: {
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ key: context.key ?? 'text' }),
        onDone: { target: 'Ready', actions: assign(({ event }) => opened(event.output)) },
        onError: {
          target: 'Choosing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Ready: {
      on: {
        'draft.change': {
          actions: assign({
            draft: ({ event }) => event.body,
            problem: ({ event }) => problemOf(event.body),
            notice: null,
          }),
        },
        'note.change': { actions: assign({ note: ({ event }) => event.note }) },
        'draft.from': {
          actions: assign(({ context, event }) => {
            const body =
              context.detail?.versions.find((v) => v.version === event.version)?.body ??
              context.draft;
            return { draft: body, problem: problemOf(body), notice: null };
          }),
        },
        'user.save': [
          { guard: 'draftDecodes', target: 'Saving' },
          { actions: assign({ problem: ({ context }) => problemOf(context.draft) }) },
        ],
        'user.activate': 'Activating',
        'user.try': [
          { guard: 'draftDecodes', target: 'Trying' },
          { actions: assign({ problem: ({ context }) => problemOf(context.draft) }) },
        ],
      },
    },
    Saving: {
      invoke: {
        src: 'save',
        input: ({ context, event }) => ({
          key: context.key ?? 'text',
          request: {
            body: context.draft,
            note: context.note,
            activate: event.type === 'user.save' && event.activate,
          },
        }),
        onDone: {
          target: 'RefreshingList',
          actions: assign(({ event }) => ({
            ...opened(event.output),
            error: null,
            notice: `Saved as version ${event.output.versions[0]?.version ?? '?'}. Version ${event.output.activeVersion} is active.`,
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error), notice: null }),
        },
      },
    },
    Activating: {
      invoke: {
        src: 'activate',
        input: ({ context, event }) => ({
          key: context.key ?? 'text',
          version: event.type === 'user.activate' ? event.version : 0,
        }),
        onDone: {
          target: 'RefreshingList',
          actions: assign(({ event }) => ({
            ...opened(event.output),
            error: null,
            notice: `Version ${event.output.activeVersion} is active: the next generation uses it.`,
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error), notice: null }),
        },
      },
    },
    RefreshingList: {
      description: 'The list’s active versions follow a save or an activation.',
      invoke: {
        src: 'loadList',
        onDone: { target: 'Ready', actions: assign({ summaries: ({ event }) => event.output }) },
        onError: { target: 'Ready' },
      },
    },
    Trying: {
      invoke: {
        src: 'tryDraft',
        input: ({ context }) => ({ key: context.key ?? 'text', body: context.draft }),
        onDone: {
          target: 'Ready',
          actions: assign({ tried: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
