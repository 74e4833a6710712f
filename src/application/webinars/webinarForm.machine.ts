import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { checkWebinar, type WebinarDraft, type WebinarField } from '@/domain/webinars/webinarRules';
import { instantToZonedLocal } from '@/domain/webinars/webinarTime';
import type { WebinarInput, WebinarView } from './ports';

/*
 * The admin's webinar form (issue #14): schedule a new webinar or edit one (details, later the
 * recording), or cancel it after confirming. The domain's checkWebinar runs before anything is
 * sent, with the words the server would use; the server checks again.
 */

export interface WebinarFormContext {
  /** The webinar being edited; null for a new one. */
  readonly original: WebinarView | null;
  draft: WebinarDraft;
  /** The field the problem is about, or null for a failure of the request. */
  problemField: WebinarField | null;
  error: string | null;
  /** What the server saved, once it has. */
  saved: WebinarView | null;
  /** The clock that decides what "in the past" means. */
  readonly now: () => Date;
}

export type WebinarFormEvent =
  | { type: 'user.edit'; field: WebinarField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.cancelWebinar' }
  | { type: 'user.confirm' }
  | { type: 'user.back' };

export interface WebinarFormInput {
  readonly webinar: WebinarView | null;
  readonly now: () => Date;
  /** The zone a new webinar starts in (the admin's own). */
  readonly defaultTimeZone: string;
}

function draftOf(webinar: WebinarView | null, defaultTimeZone: string): WebinarDraft {
  if (webinar === null)
    return {
      title: '',
      description: '',
      startsAtLocal: '',
      timeZone: defaultTimeZone,
      durationMinutes: 60,
      joinUrl: '',
      recordingUrl: '',
    };
  return {
    title: webinar.title,
    description: webinar.description,
    startsAtLocal: instantToZonedLocal(new Date(webinar.startsAt), webinar.timeZone),
    timeZone: webinar.timeZone,
    durationMinutes: webinar.durationMinutes,
    joinUrl: webinar.manage?.joinUrl ?? webinar.joinUrl ?? '',
    recordingUrl: webinar.manage?.recordingUrl ?? '',
  };
}

const inputOf = (draft: WebinarDraft): WebinarInput => ({
  ...draft,
  recordingUrl: draft.recordingUrl === '' ? null : draft.recordingUrl,
});

export const webinarFormMachine = setup({
  types: {
    context: {} as WebinarFormContext,
    events: {} as WebinarFormEvent,
    input: {} as WebinarFormInput,
  },
  actors: {
    save: fromPromise<WebinarView, { id: number | null; input: WebinarInput }>(notProvided('save')),
    cancel: fromPromise<WebinarView, { id: number }>(notProvided('cancel')),
  },
}).createMachine({
  id: 'webinarForm',
  context: ({ input }) => ({
    original: input.webinar,
    draft: draftOf(input.webinar, input.defaultTimeZone),
    problemField: null,
    error: null,
    saved: null,
    now: input.now,
  }),
  initial: 'Editing',
  states: {
    Editing: {
      on: {
        'user.edit': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              [event.field]:
                event.field === 'durationMinutes'
                  ? event.value.trim() === ''
                    ? NaN
                    : Number(event.value)
                  : event.value,
            }),
          }),
        },
        'user.submit': [
          {
            guard: ({ context }) =>
              E.isRight(
                checkWebinar(
                  context.draft,
                  context.now(),
                  context.original === null ? null : new Date(context.original.startsAt),
                ),
              ),
            target: 'Saving',
            actions: assign({ problemField: null, error: null }),
          },
          {
            actions: assign(({ context }) => {
              const checked = checkWebinar(
                context.draft,
                context.now(),
                context.original === null ? null : new Date(context.original.startsAt),
              );
              return E.isLeft(checked)
                ? { problemField: checked.left.field, error: checked.left.message }
                : {};
            }),
          },
        ],
        'user.cancelWebinar': {
          guard: ({ context }) =>
            context.original !== null && context.original.cancelledAt === null,
          target: 'Confirming',
        },
      },
    },
    Saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.original?.id ?? null,
          input: inputOf(context.draft),
        }),
        onDone: { target: 'Done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'Editing',
          actions: assign({
            problemField: null,
            error: ({ event }) => failureMessage(event.error),
          }),
        },
      },
    },
    Confirming: {
      description: 'The page asks the admin to confirm calling the webinar off.',
      on: { 'user.back': 'Editing', 'user.confirm': 'Cancelling' },
    },
    Cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ id: context.original?.id ?? 0 }),
        onDone: { target: 'Done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'Editing',
          actions: assign({
            problemField: null,
            error: ({ event }) => failureMessage(event.error),
          }),
        },
      },
    },
    Done: { type: 'final' },
  },
});
