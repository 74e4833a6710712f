import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { classroomNameProblem } from '@/domain/classrooms/classroomFields';
import type { ClassroomDetail, ClassroomSummary, LoginCard, PupilSummary } from './ports';

/** Pupils a page of the classroom shows: a whole class, usually. */
export const CLASSROOM_PUPILS_PAGE_SIZE = 50;

/** Everything the classroom page shows, read together. */
export interface ClassroomView {
  readonly classroom: ClassroomDetail;
  readonly pupils: readonly PupilSummary[];
  readonly total: number;
  /** The teacher's other active classrooms: where a pupil may move. */
  readonly targets: readonly ClassroomSummary[];
}

export interface ClassroomContext {
  readonly id: number;
  /** 1-based page of pupils. */
  page: number;
  view: ClassroomView | null;
  /** Why the page could not be read; null otherwise. */
  loadError: string | null;
  /** Why the last change failed, or the rename's problem; cleared by the next one. */
  actionError: string | null;
  /** What the last change did, announced politely ("Ana López was moved to …"). */
  notice: string | null;
  /** A card from a password reset, shown until closed. */
  card: LoginCard | null;
  /** The pupil being removed or moved, while the page asks and after. */
  pending: PupilSummary | null;
}

export type ClassroomEvent =
  | { type: 'user.retry' }
  | { type: 'user.page'; page: number }
  | { type: 'user.rename'; name: string }
  | { type: 'user.setArchived'; archived: boolean }
  | { type: 'user.resetPassword'; pupil: PupilSummary }
  | { type: 'user.closeCard' }
  | { type: 'user.remove'; pupil: PupilSummary }
  | { type: 'user.confirmRemove' }
  | { type: 'user.move'; pupil: PupilSummary }
  | { type: 'user.confirmMove'; classroomId: number }
  | { type: 'user.cancel' };

export const classroomMachine = setup({
  types: {
    context: {} as ClassroomContext,
    events: {} as ClassroomEvent,
    input: {} as { id: number },
  },
  actors: {
    /** The classroom, a page of its pupils and the teacher's other classrooms. */
    load: fromPromise<ClassroomView, { id: number; page: number }>(notProvided('load')),
    /** PATCH /v1/classrooms/:id. */
    update: fromPromise<ClassroomSummary, { id: number; name?: string; archived?: boolean }>(
      notProvided('update'),
    ),
    /** POST /v1/pupils/:id/password. */
    resetPassword: fromPromise<LoginCard, { pupilId: number }>(notProvided('resetPassword')),
    /** PATCH /v1/pupils/:id. */
    movePupil: fromPromise<PupilSummary, { pupilId: number; classroomId: number }>(
      notProvided('movePupil'),
    ),
    /** DELETE /v1/pupils/:id: the pupil and their submissions. */
    removePupil: fromPromise<{ submissionsDeleted: number }, { pupilId: number }>(
      notProvided('removePupil'),
    ),
  },
  actions: {
    setActionError: assign((_, params: { error: unknown }) => ({
      actionError: failureMessage(params.error),
    })),
    /** The classroom's own fields from a PATCH answer; its allowance is unchanged. */
    setClassroom: assign(({ context }, params: { classroom: ClassroomSummary }) =>
      context.view === null
        ? {}
        : {
            view: {
              ...context.view,
              classroom: { ...context.view.classroom, ...params.classroom },
            },
          },
    ),
  },
  guards: {
    nameIsFine: (_, params: { name: string }) => classroomNameProblem(params.name) === undefined,
  },
}).createMachine({
  id: 'classroom',
  description:
    'One classroom (issue #10): its pupils, paged, with a new password (a new login card), a ' +
    'move to another of the teacher’s classrooms, and removal after a confirmation that says ' +
    'their submissions go with them; the classroom renamed, archived or brought back.',
  context: ({ input }) => ({
    id: input.id,
    page: 1,
    view: null,
    loadError: null,
    actionError: null,
    notice: null,
    card: null,
    pending: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id, page: context.page }),
        onDone: {
          target: 'Ready',
          actions: assign({ view: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    Ready: {
      on: {
        'user.page': {
          target: 'Loading',
          actions: assign({ page: ({ event }) => Math.max(1, event.page) }),
        },
        'user.rename': [
          {
            guard: { type: 'nameIsFine', params: ({ event }) => ({ name: event.name }) },
            target: 'Saving',
            actions: assign({ actionError: null, notice: null }),
          },
          {
            actions: assign({
              actionError: ({ event }) => classroomNameProblem(event.name) ?? null,
            }),
          },
        ],
        'user.setArchived': {
          target: 'Saving',
          actions: assign({ actionError: null, notice: null }),
        },
        'user.resetPassword': {
          target: 'Resetting',
          actions: assign({ pending: ({ event }) => event.pupil, actionError: null, card: null }),
        },
        'user.closeCard': { actions: assign({ card: null }) },
        'user.remove': {
          target: 'ConfirmingRemove',
          actions: assign({ pending: ({ event }) => event.pupil, actionError: null }),
        },
        'user.move': {
          target: 'ChoosingMove',
          actions: assign({ pending: ({ event }) => event.pupil, actionError: null }),
        },
      },
    },
    Saving: {
      invoke: {
        src: 'update',
        input: ({ context, event }) =>
          event.type === 'user.rename'
            ? { id: context.id, name: event.name.trim() }
            : event.type === 'user.setArchived'
              ? { id: context.id, archived: event.archived }
              : { id: context.id },
        onDone: {
          target: 'Ready',
          actions: [
            { type: 'setClassroom', params: ({ event }) => ({ classroom: event.output }) },
            assign({ notice: 'Saved.' }),
          ],
        },
        onError: {
          target: 'Ready',
          actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ pupilId: context.pending?.id ?? 0 }),
        onDone: {
          target: 'Ready',
          actions: assign({ card: ({ event }) => event.output, pending: null }),
        },
        onError: {
          target: 'Ready',
          actions: [
            { type: 'setActionError', params: ({ event }) => ({ error: event.error }) },
            assign({ pending: null }),
          ],
        },
      },
    },
    ConfirmingRemove: {
      description:
        'The page asks first, saying that the pupil’s submissions are deleted with them.',
      on: {
        'user.cancel': { target: 'Ready', actions: assign({ pending: null }) },
        'user.confirmRemove': 'Removing',
      },
    },
    Removing: {
      invoke: {
        src: 'removePupil',
        input: ({ context }) => ({ pupilId: context.pending?.id ?? 0 }),
        onDone: {
          target: 'Loading',
          actions: assign({
            notice: ({ context, event }) =>
              `${context.pending?.fullName ?? 'The pupil'} was removed with ${
                event.output.submissionsDeleted === 1
                  ? '1 submission'
                  : `${event.output.submissionsDeleted} submissions`
              }.`,
            pending: null,
          }),
        },
        onError: {
          target: 'Ready',
          actions: [
            { type: 'setActionError', params: ({ event }) => ({ error: event.error }) },
            assign({ pending: null }),
          ],
        },
      },
    },
    ChoosingMove: {
      description: 'The page asks which of the teacher’s other classrooms the pupil moves to.',
      on: {
        'user.cancel': { target: 'Ready', actions: assign({ pending: null }) },
        'user.confirmMove': 'Moving',
      },
    },
    Moving: {
      invoke: {
        src: 'movePupil',
        input: ({ context, event }) => ({
          pupilId: context.pending?.id ?? 0,
          classroomId: event.type === 'user.confirmMove' ? event.classroomId : 0,
        }),
        onDone: {
          target: 'Loading',
          actions: assign({
            notice: ({ context, event }) => {
              const to = context.view?.targets.find((c) => c.id === event.output.classroomId);
              return `${context.pending?.fullName ?? 'The pupil'} was moved to ${to?.name ?? 'another classroom'}.`;
            },
            pending: null,
          }),
        },
        onError: {
          target: 'Ready',
          actions: [
            { type: 'setActionError', params: ({ event }) => ({ error: event.error }) },
            assign({ pending: null }),
          ],
        },
      },
    },
  },
});

export type ClassroomSnapshot = SnapshotFrom<typeof classroomMachine>;

/** The classrooms a pupil of this one may move to: the teacher's others, not archived. */
export function selectMoveTargets(snapshot: ClassroomSnapshot): readonly ClassroomSummary[] {
  const view = snapshot.context.view;
  return view === null ? [] : view.targets.filter((c) => c.id !== snapshot.context.id);
}
