import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import {
  NO_STEP,
  firstPresentIndex,
  isStepPresent,
  nextPresentIndex,
  presentIndexes,
  previousPresentIndex,
} from './tourSteps';
import type { TargetPresence, TourStep } from './tourSteps';

export interface TourInput {
  pageId: string;
  steps: readonly TourStep[];
  /** Answers whether a step's target is on the page now; the UI passes a DOM query. */
  isTargetPresent: TargetPresence;
  /** Start without asking the server: the teacher asked for this tour (`?tour=…`). */
  forced?: boolean;
  /**
   * Nobody is signed in (the public teaching screen, `/resource/{id}`): the server keeps no
   * seen-state for a visitor, so the tour starts only when asked for and finishing reports
   * nothing. Left out: signed in, as every other screen with a tour requires.
   */
  signedOut?: boolean;
}

export interface TourContext {
  /** The tour's page id, as the server knows it (`dashboard`, `preview`, `resource`, …). */
  pageId: string;
  steps: readonly TourStep[];
  /** Read at every move, because targets come and go as the page renders. */
  isTargetPresent: TargetPresence;
  forced: boolean;
  /** See `TourInput.signedOut`. */
  signedOut: boolean;
  /** Index into `steps` of the step on screen; `NO_STEP` while none is. */
  stepIndex: number;
}

export type TourEvent =
  /** Show the tour whatever the server says (help menu, `?tour=…`). */
  | { type: 'tour.start' }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.goTo'; index: number }
  /** The cross (close button) in the tooltip. */
  | { type: 'user.close' }
  | { type: 'user.escape' }
  | { type: 'user.maskClick' }
  | { type: 'user.arrowRight' }
  | { type: 'user.arrowLeft' }
  /** The page's content changed: targets may have appeared (sent while waiting for them). */
  | { type: 'page.changed' }
  /** The target of the step on screen is gone (Joyride could not find it). */
  | { type: 'page.targetLost' };

/** What the `logFailure` action receives: spec §8 says tour failures are only logged. */
export interface TourFailure {
  message: string;
  error: unknown;
}

const logFailure: (_: unknown, params: TourFailure) => void = notProvided('logFailure');

export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actors: {
    hasSeen: fromPromise<boolean, { pageId: string }>(notProvided('hasSeen')),
    markSeen: fromPromise<void, { pageId: string }>(notProvided('markSeen')),
  },
  actions: {
    /** `TourStore.clear()`: forget the tour the teacher asked for. */
    clearStoredTour: notProvided('clearStoredTour'),
    /** `Logger.error()`: the only trace of a failed tour call (spec §8). */
    logFailure,
    showFirstStep: assign({
      stepIndex: ({ context }) => firstPresentIndex(context.steps, context.isTargetPresent),
    }),
    showNextStep: assign({
      stepIndex: ({ context }) =>
        nextPresentIndex(context.steps, context.stepIndex, context.isTargetPresent),
    }),
    showPreviousStep: assign({
      stepIndex: ({ context }) =>
        previousPresentIndex(context.steps, context.stepIndex, context.isTargetPresent),
    }),
    showChosenStep: assign({
      stepIndex: ({ event, context }) =>
        event.type === 'user.goTo' ? event.index : context.stepIndex,
    }),
    hideStep: assign({ stepIndex: NO_STEP }),
  },
  guards: {
    isForced: ({ context }) => context.forced,
    isSignedOut: ({ context }) => context.signedOut,
    alreadySeen: (_, params: { seen: boolean }) => params.seen,
    noStepPresent: ({ context }) => context.stepIndex === NO_STEP,
    anyStepPresent: ({ context }) =>
      firstPresentIndex(context.steps, context.isTargetPresent) !== NO_STEP,
    hasNextStep: ({ context }) =>
      nextPresentIndex(context.steps, context.stepIndex, context.isTargetPresent) !== NO_STEP,
    hasPreviousStep: ({ context }) =>
      previousPresentIndex(context.steps, context.stepIndex, context.isTargetPresent) !== NO_STEP,
    isChosenStepPresent: ({ context, event }) =>
      event.type === 'user.goTo' &&
      isStepPresent(context.steps, event.index, context.isTargetPresent),
  },
}).createMachine({
  id: 'tour',
  description:
    "A page's guided tour (spec §2, §4). It starts when the server has no record of the " +
    'teacher seeing it, or when the teacher asks for it; for a visitor who is not signed in, ' +
    'only when asked for (the server keeps no seen-state for them). Next/Back and the arrow keys skip ' +
    'steps whose target is absent; dots jump to any present step. Exit on the last present ' +
    'step finishes the tour and reports it seen (`POST /custom_tour`). The cross, Esc and a ' +
    'mask click dismiss it: the stored tour id is cleared and nothing is reported, so the ' +
    'tour is offered again next time. Failed calls are only logged (spec §8).',
  context: ({ input }) => ({
    pageId: input.pageId,
    steps: input.steps,
    isTargetPresent: input.isTargetPresent,
    forced: input.forced ?? false,
    signedOut: input.signedOut ?? false,
    stepIndex: NO_STEP,
  }),
  initial: 'Deciding',
  states: {
    Deciding: {
      description:
        'A tour the teacher asked for starts at once. Signed out, no other starts: there is ' +
        'no seen-state to ask for, and a public page must not run (or download) a tour its ' +
        'visitor did not ask for. Signed in, the server is asked first.',
      always: [
        { guard: 'isForced', target: 'Running' },
        { guard: 'isSignedOut', target: 'Idle' },
        { target: 'CheckingSeen' },
      ],
    },
    CheckingSeen: {
      description:
        'Asks `GET /custom_tour/{pageId}` whether the tour was seen. If that call fails the ' +
        'tour does not start: showing a long tour to a teacher who has seen it, on every ' +
        'failure, costs more than waiting for the next visit (the tour was not marked seen).',
      invoke: {
        src: 'hasSeen',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          {
            guard: { type: 'alreadySeen', params: ({ event }) => ({ seen: event.output }) },
            target: 'Idle',
          },
          { target: 'Running' },
        ],
        onError: {
          target: 'Idle',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({
              message: 'Could not read the tour seen-state',
              error: event.error,
            }),
          },
        },
      },
      on: { 'tour.start': 'Running' },
    },
    Idle: {
      description:
        'Not showing: the tour was seen, its seen-state could not be read, or nobody is ' +
        'signed in and nobody asked for it. A requested tour still starts.',
      on: { 'tour.start': 'Running' },
    },
    WaitingForTargets: {
      description:
        'Started, but none of its targets is on the page yet (the page is still rendering or ' +
        'loading its content). Shows the first present step as soon as the page reports a change ' +
        'that brings one.',
      on: { 'page.changed': { guard: 'anyStepPresent', target: 'Running' } },
    },
    Running: {
      description:
        'A step is on screen. The arrow keys move like Next and Back, except that the right ' +
        'arrow on the last present step does nothing: only the Exit button reports the tour ' +
        'as seen, so a stray key press never does. When the target on screen disappears the ' +
        'tour moves on to the next present step, else back to the previous one, else waits.',
      entry: 'showFirstStep',
      exit: 'hideStep',
      always: { guard: 'noStepPresent', target: 'WaitingForTargets' },
      on: {
        'user.next': [
          { guard: 'hasNextStep', actions: 'showNextStep' },
          // Signed out there is no account to report the tour seen for.
          { guard: 'isSignedOut', target: 'Finished', actions: 'clearStoredTour' },
          { target: 'Finishing', actions: 'clearStoredTour' },
        ],
        'user.arrowRight': { guard: 'hasNextStep', actions: 'showNextStep' },
        'user.back': { guard: 'hasPreviousStep', actions: 'showPreviousStep' },
        'user.arrowLeft': { guard: 'hasPreviousStep', actions: 'showPreviousStep' },
        'user.goTo': { guard: 'isChosenStepPresent', actions: 'showChosenStep' },
        'user.close': { target: 'Dismissed', actions: 'clearStoredTour' },
        'user.escape': { target: 'Dismissed', actions: 'clearStoredTour' },
        'user.maskClick': { target: 'Dismissed', actions: 'clearStoredTour' },
        'page.targetLost': [
          { guard: 'hasNextStep', actions: 'showNextStep' },
          { guard: 'hasPreviousStep', actions: 'showPreviousStep' },
          { target: 'WaitingForTargets' },
        ],
      },
    },
    Finishing: {
      description:
        'Exit was pressed on the last present step: reports the tour as seen with ' +
        '`POST /custom_tour` `{ page }`. The tooltip is already gone; a failure is only logged.',
      invoke: {
        src: 'markSeen',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: { target: 'Finished' },
        onError: {
          target: 'Finished',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({
              message: 'Could not report the tour as seen',
              error: event.error,
            }),
          },
        },
      },
    },
    Finished: {
      description:
        'Finished (and reported seen when signed in). The teacher may still ask for it again.',
      on: { 'tour.start': 'Running' },
    },
    Dismissed: {
      description:
        'Closed by the cross, Esc or a mask click: the stored tour id was cleared and the ' +
        'tour was not reported as seen (spec §4), so it is offered again on the next visit.',
      on: { 'tour.start': 'Running' },
    },
  },
});

export type TourSnapshot = SnapshotFrom<typeof tourMachine>;

/** Whether the tour waits for its targets; the UI then reports changes of the page. */
export function selectIsWaitingForTargets(snapshot: TourSnapshot): boolean {
  return snapshot.matches('WaitingForTargets');
}

/** The primary button's label: Exit on the last step whose target is present (spec §4). */
export type TourPrimaryLabel = 'Next' | 'Exit';

export function selectIsRunning(snapshot: TourSnapshot): boolean {
  return snapshot.matches('Running');
}

/**
 * Whether the tour is on screen or about to be (waiting for its targets): only then does the
 * UI need its renderer, so a page whose tour does not run never downloads it.
 */
export function selectNeedsRenderer(snapshot: TourSnapshot): boolean {
  return snapshot.matches('Running') || snapshot.matches('WaitingForTargets');
}

/** The index into the steps of the step on screen, `NO_STEP` when none is. */
export function selectStepIndex(snapshot: TourSnapshot): number {
  return snapshot.context.stepIndex;
}

/** The step on screen, `undefined` while the tour is not running. */
export function selectCurrentStep(snapshot: TourSnapshot): TourStep | undefined {
  return selectIsRunning(snapshot) ? snapshot.context.steps[snapshot.context.stepIndex] : undefined;
}

export function selectPrimaryLabel(snapshot: TourSnapshot): TourPrimaryLabel {
  const { steps, stepIndex, isTargetPresent } = snapshot.context;
  return nextPresentIndex(steps, stepIndex, isTargetPresent) === NO_STEP ? 'Exit' : 'Next';
}

/**
 * The guide the step on screen offers (`/docs/{id}`, issue #14): its own, or on the step that
 * ends the tour (Exit) the guide of the tour's last step. A last step whose target is absent
 * on this visit (a results page with no results yet) must not take the guide with it.
 */
export function selectGuide(snapshot: TourSnapshot): string | undefined {
  const step = selectCurrentStep(snapshot);
  if (step === undefined) return undefined;
  if (step.guide !== undefined) return step.guide;
  return selectPrimaryLabel(snapshot) === 'Exit' ? snapshot.context.steps.at(-1)?.guide : undefined;
}

/** Whether Back leads anywhere (the UI hides the button when it does not). */
export function selectCanGoBack(snapshot: TourSnapshot): boolean {
  const { steps, stepIndex, isTargetPresent } = snapshot.context;
  return (
    selectIsRunning(snapshot) && previousPresentIndex(steps, stepIndex, isTargetPresent) !== NO_STEP
  );
}

/** The steps a dot can move to: those whose target is present. */
export function selectReachableSteps(snapshot: TourSnapshot): readonly number[] {
  return presentIndexes(snapshot.context.steps, snapshot.context.isTargetPresent);
}
