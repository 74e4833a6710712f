import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AttemptDetail } from '@/application/homework/resultsPorts';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { PupilAttemptView } from './pupilResultsPorts';

export interface PupilAttemptContext {
  /** Null when the address carries no usable id: nothing is loaded. */
  readonly attemptId: number | null;
  view: PupilAttemptView | null;
  /** Why the attempt could not be loaded; null otherwise. */
  error: string | null;
}

export type PupilAttemptEvent = { type: 'user.retry' };

export const pupilAttemptMachine = setup({
  types: {
    context: {} as PupilAttemptContext,
    events: {} as PupilAttemptEvent,
    input: {} as { attemptId: number | null },
  },
  actors: {
    /** GET /v1/task-attempts/:id, and the pupil homework it belongs to for the way back. */
    load: fromPromise<PupilAttemptView, { attemptId: number }>(notProvided('load')),
  },
  guards: {
    hasId: ({ context }) => context.attemptId !== null,
  },
}).createMachine({
  id: 'pupilAttempt',
  description:
    "One of the pupil's attempts question by question (issue #11, /pupil/result/tasks/:taskId): " +
    'their answer, the right one, and what to look at again.',
  context: ({ input }) => ({ attemptId: input.attemptId, view: null, error: null }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'Decides at once whether the address carried an attempt id.',
      always: [{ guard: 'hasId', target: 'Loading' }, { target: 'Missing' }],
    },
    Missing: { description: 'The address names no attempt: nothing is loaded.' },
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ attemptId: context.attemptId ?? 0 }),
        onDone: { target: 'Loaded', actions: assign({ view: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    Loaded: {},
  },
});

export type PupilAttemptSnapshot = SnapshotFrom<typeof pupilAttemptMachine>;

/** How one part of an answer was marked. */
export type PartVerdict = 'right' | 'accents' | 'wrong' | 'teacher';

export interface AttemptPartView {
  readonly given: string;
  readonly expected: string;
  readonly verdict: PartVerdict;
}

export interface AttemptItemView {
  readonly prompt: string;
  readonly parts: readonly AttemptPartView[];
  /** Every part right (accents aside); false when any is wrong or the teacher marks it. */
  readonly right: boolean;
  /** What to look at again (a wrong or accent-slipped item), in words; null when nothing. */
  readonly lookAgain: string | null;
}

type Item = AttemptDetail['items'][number];

function verdict(item: Item, part: number): PartVerdict {
  const { marking } = item;
  if (marking.marking === 'teacher') return 'teacher';
  if (marking.correct[part] !== true) return 'wrong';
  return marking.accents?.[part] === true ? 'accents' : 'right';
}

/** The attempt's items as the page shows them, part by part. */
export function attemptItems(attempt: AttemptDetail): readonly AttemptItemView[] {
  return attempt.items.map((item) => {
    const parts = item.expected.map((expected, part) => ({
      given: item.given[part] ?? '',
      expected,
      verdict: verdict(item, part),
    }));
    return {
      prompt: item.prompt,
      parts,
      right: parts.every((p) => p.verdict === 'right' || p.verdict === 'accents'),
      lookAgain: item.lookAgain,
    };
  });
}

export type PupilAttemptPageView =
  | { readonly status: 'missing' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly attempt: AttemptDetail;
      readonly items: readonly AttemptItemView[];
      readonly pupilHomeworkId: number | null;
    };

export function selectPupilAttemptView(snapshot: PupilAttemptSnapshot): PupilAttemptPageView {
  const { context } = snapshot;
  if (snapshot.matches('Missing')) return { status: 'missing' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.error ?? failureMessage(null) };
  if (!snapshot.matches('Loaded') || context.view === null) return { status: 'loading' };
  return {
    status: 'loaded',
    attempt: context.view.attempt,
    items: attemptItems(context.view.attempt),
    pupilHomeworkId: context.view.pupilHomeworkId,
  };
}
