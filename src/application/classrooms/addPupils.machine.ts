import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { checkPupilAllowance, pupilLimitMessage } from '@/domain/classrooms/pupilAllowance';
import {
  checkPupilNames,
  pupilNameProblemMessage,
  splitLines,
} from '@/domain/classrooms/pupilNames';
import type { ClassroomDetail, LoginCard, PupilAllowance } from './ports';

export interface AddPupilsContext {
  readonly classroomId: number;
  classroom: ClassroomDetail | null;
  /** The names as typed or pasted, one per line. */
  text: string;
  /** What is wrong with the list, line by line, in the teacher's words; empty when nothing. */
  problems: readonly string[];
  /** Why the last load or add failed (the server's message); null otherwise. */
  error: string | null;
  /** The cards of the pupils just added: shown this once, never again. */
  cards: readonly LoginCard[];
}

export type AddPupilsEvent =
  | { type: 'user.edit'; text: string }
  | { type: 'user.add' }
  | { type: 'user.retry' }
  | { type: 'user.openSheet' }
  | { type: 'user.closeSheet' }
  | { type: 'user.addMore' };

/** The list's problems before anything is sent: the same rules the server applies. */
export function listProblems(text: string, allowance: PupilAllowance | undefined): string[] {
  const checked = checkPupilNames(splitLines(text));
  if (E.isLeft(checked)) return checked.left.map(pupilNameProblemMessage);
  if (allowance === undefined) return [];
  const fits = checkPupilAllowance({
    totalPupilsAllowed: allowance.totalPupilsAllowed,
    pupilCount: allowance.totalPupilsAllowed - allowance.remainingPupils,
    adding: checked.right.length,
    // The server answers an allowance of 0 to a plan without the pupil platform.
    pupilPlatformAllowed: allowance.totalPupilsAllowed > 0,
  });
  return E.isLeft(fits) ? [pupilLimitMessage(fits.left)] : [];
}

export const addPupilsMachine = setup({
  types: {
    context: {} as AddPupilsContext,
    events: {} as AddPupilsEvent,
    input: {} as { classroomId: number },
  },
  actors: {
    /** GET /v1/classrooms/:id: its name and the teacher's pupil allowance. */
    load: fromPromise<ClassroomDetail, { classroomId: number }>(notProvided('load')),
    /** POST /v1/classrooms/:id/pupils. */
    add: fromPromise<
      { cards: readonly LoginCard[]; allowance: PupilAllowance },
      { classroomId: number; lines: readonly string[] }
    >(notProvided('add')),
  },
  guards: {
    listIsFine: ({ context }) =>
      listProblems(context.text, context.classroom?.allowance).length === 0,
  },
}).createMachine({
  id: 'addPupils',
  description:
    'Adding pupils to a classroom (issue #10): one name or a pasted list, checked by the ' +
    "domain's rules before it is sent; the login cards come back once, on screen and as a " +
    'printable sheet.',
  context: ({ input }) => ({
    classroomId: input.classroomId,
    classroom: null,
    text: '',
    problems: [],
    error: null,
    cards: [],
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ classroomId: context.classroomId }),
        onDone: {
          target: 'Editing',
          actions: assign({ classroom: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    LoadFailed: { on: { 'user.retry': 'Loading' } },
    Editing: {
      on: {
        'user.edit': {
          actions: assign(({ context, event }) => ({
            text: event.text,
            // Problems already shown follow the text; new ones wait for Add.
            problems:
              context.problems.length === 0
                ? []
                : listProblems(event.text, context.classroom?.allowance),
          })),
        },
        'user.add': [
          {
            guard: 'listIsFine',
            target: 'Adding',
            actions: assign({ problems: [], error: null }),
          },
          {
            actions: assign({
              problems: ({ context }) => listProblems(context.text, context.classroom?.allowance),
            }),
          },
        ],
      },
    },
    Adding: {
      invoke: {
        src: 'add',
        input: ({ context }) => ({
          classroomId: context.classroomId,
          lines: splitLines(context.text),
        }),
        onDone: {
          target: 'Added',
          actions: assign({
            cards: ({ event }) => event.output.cards,
            text: '',
            classroom: ({ context, event }) =>
              context.classroom === null
                ? null
                : {
                    ...context.classroom,
                    pupilCount: context.classroom.pupilCount + event.output.cards.length,
                    allowance: event.output.allowance,
                  },
          }),
        },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Added: {
      description: 'The cards on screen; the sheet lays them out for paper, to cut and hand out.',
      initial: 'Cards',
      states: {
        Cards: { on: { 'user.openSheet': 'Sheet' } },
        Sheet: { on: { 'user.closeSheet': 'Cards' } },
      },
      on: { 'user.addMore': { target: 'Editing', actions: assign({ cards: [] }) } },
    },
  },
});

export type AddPupilsSnapshot = SnapshotFrom<typeof addPupilsMachine>;
