import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { checkKeptPupils, tooManyKeptMessage } from '@/domain/classrooms/pupilSignIn';
import type { PupilAccessView } from './ports';

/*
 * The classroom page's "who stays" panel (issue #13, pupils beyond the limit): when the
 * teacher has more pupils than the plan allows, they tick up to the limit of them to keep
 * signing in, and save. Nothing of any pupil is deleted; the others wait for a bigger plan or
 * another choice.
 */

export interface PupilAccessContext {
  view: PupilAccessView | null;
  /** The ids ticked, in the order they were ticked. */
  chosen: readonly number[];
  /** Why the panel could not be read; null otherwise. */
  loadError: string | null;
  /** Why the last tick or save was refused; cleared by the next one. */
  actionError: string | null;
  /** What the last save did, announced politely. */
  notice: string | null;
}

export type PupilAccessEvent =
  | { type: 'user.toggle'; pupilId: number }
  | { type: 'user.save' }
  | { type: 'user.retry' }
  | { type: 'user.reload' };

const keptIds = (view: PupilAccessView) =>
  view.pupils.filter((p) => p.keepsAccess).map((p) => p.id);

const limitsOf = (view: PupilAccessView | null) => ({
  totalPupilsAllowed: view?.totalPupilsAllowed ?? 0,
  pupilPlatformAllowed: view?.pupilPlatformAllowed ?? false,
});

export const pupilAccessMachine = setup({
  types: {
    context: {} as PupilAccessContext,
    events: {} as PupilAccessEvent,
  },
  actors: {
    /** GET /v1/pupil-access. */
    load: fromPromise<PupilAccessView>(notProvided('load')),
    /** PUT /v1/pupil-access. */
    keep: fromPromise<PupilAccessView, { pupilIds: readonly number[] }>(notProvided('keep')),
  },
  guards: {
    /** Unticking always; ticking only while the choice stays within the plan. */
    tickFits: ({ context }, params: { pupilId: number }) =>
      context.chosen.includes(params.pupilId) ||
      checkKeptPupils(limitsOf(context.view), [...context.chosen, params.pupilId])._tag === 'Right',
  },
  actions: {
    takeView: assign((_, params: { view: PupilAccessView }) => ({
      view: params.view,
      chosen: keptIds(params.view).slice(0, Math.max(0, params.view.totalPupilsAllowed)),
      loadError: null,
    })),
  },
}).createMachine({
  id: 'pupilAccess',
  description:
    'Pupils beyond the limit (issue #13): the teacher chooses, up to the plan’s limit, which ' +
    'pupils keep signing in; within the limit there is nothing to choose.',
  context: {
    view: null,
    chosen: [],
    loadError: null,
    actionError: null,
    notice: null,
  },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output.overLimit,
            target: 'Choosing',
            actions: { type: 'takeView', params: ({ event }) => ({ view: event.output }) },
          },
          {
            target: 'WithinLimit',
            actions: { type: 'takeView', params: ({ event }) => ({ view: event.output }) },
          },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    WithinLimit: {
      description: 'Every pupil signs in: the panel shows nothing.',
      on: { 'user.reload': 'Loading' },
    },
    Choosing: {
      on: {
        'user.reload': 'Loading',
        'user.toggle': [
          {
            guard: {
              type: 'tickFits',
              params: ({ event }) => ({ pupilId: event.pupilId }),
            },
            actions: assign({
              chosen: ({ context, event }) =>
                context.chosen.includes(event.pupilId)
                  ? context.chosen.filter((id) => id !== event.pupilId)
                  : [...context.chosen, event.pupilId],
              actionError: null,
              notice: null,
            }),
          },
          {
            actions: assign({
              actionError: ({ context }) =>
                tooManyKeptMessage({
                  type: 'pupils/too-many-kept',
                  chosen: context.chosen.length + 1,
                  totalPupilsAllowed: limitsOf(context.view).pupilPlatformAllowed
                    ? limitsOf(context.view).totalPupilsAllowed
                    : 0,
                }),
            }),
          },
        ],
        'user.save': { target: 'Saving', actions: assign({ actionError: null, notice: null }) },
      },
    },
    Saving: {
      invoke: {
        src: 'keep',
        input: ({ context }) => ({ pupilIds: context.chosen }),
        onDone: [
          {
            guard: ({ event }) => event.output.overLimit,
            target: 'Choosing',
            actions: [
              { type: 'takeView', params: ({ event }) => ({ view: event.output }) },
              assign({
                notice: ({ event }) => {
                  const n = event.output.pupils.filter((p) => p.maySignIn).length;
                  return `Saved: ${n === 1 ? '1 pupil signs' : `${n} pupils sign`} in; the others keep their work and wait.`;
                },
              }),
            ],
          },
          {
            target: 'WithinLimit',
            actions: { type: 'takeView', params: ({ event }) => ({ view: event.output }) },
          },
        ],
        onError: {
          target: 'Choosing',
          actions: assign({ actionError: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});

export type PupilAccessSnapshot = SnapshotFrom<typeof pupilAccessMachine>;

/** How many more pupils may be ticked. */
export function selectTicksLeft(snapshot: PupilAccessSnapshot): number {
  const { view, chosen } = snapshot.context;
  const limit = view?.pupilPlatformAllowed === true ? view.totalPupilsAllowed : 0;
  return Math.max(0, limit - chosen.length);
}
