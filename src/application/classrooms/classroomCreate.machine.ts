import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import {
  checkClassroom,
  type ClassroomDraft,
  type ClassroomFields,
  type ClassroomProblems,
} from '@/domain/classrooms/classroomFields';
import type { ClassroomSummary } from './ports';

export interface ClassroomCreateContext {
  draft: ClassroomDraft;
  /** Each field's problem, shown once the teacher tried to save. */
  problems: ClassroomProblems;
  /** Why the server refused the classroom (a name already used, say); null otherwise. */
  error: string | null;
  /** The classroom made, once saved. */
  created: ClassroomSummary | null;
}

export type ClassroomCreateEvent =
  { type: 'user.edit'; field: keyof ClassroomDraft; value: string } | { type: 'user.save' };

export const classroomCreateMachine = setup({
  types: {
    context: {} as ClassroomCreateContext,
    events: {} as ClassroomCreateEvent,
    input: {} as { draft: ClassroomDraft },
  },
  actors: {
    /** POST /v1/classrooms. */
    create: fromPromise<ClassroomSummary, ClassroomFields>(notProvided('create')),
  },
  guards: {
    isValid: ({ context }) => E.isRight(checkClassroom(context.draft)),
  },
}).createMachine({
  id: 'classroomCreate',
  description:
    "The new classroom form (issue #10): the domain's rules are checked before anything is " +
    "sent; the server's refusal (a name already used) comes back to the form.",
  context: ({ input }) => ({ draft: input.draft, problems: {}, error: null, created: null }),
  initial: 'Editing',
  states: {
    Editing: {
      on: {
        'user.edit': {
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, [event.field]: event.value };
            // A field's message goes once it is right again; new ones wait for Save.
            const checked = checkClassroom(draft);
            const now = E.isLeft(checked) ? checked.left : {};
            const problems = Object.fromEntries(
              Object.entries(context.problems).filter(([field]) => field in now),
            );
            return { draft, problems };
          }),
        },
        'user.save': [
          { guard: 'isValid', target: 'Saving', actions: assign({ problems: {}, error: null }) },
          {
            actions: assign({
              problems: ({ context }) => {
                const checked = checkClassroom(context.draft);
                return E.isLeft(checked) ? checked.left : {};
              },
            }),
          },
        ],
      },
    },
    Saving: {
      invoke: {
        src: 'create',
        input: ({ context }) => {
          const checked = checkClassroom(context.draft);
          if (E.isLeft(checked)) throw new Error('Saving a classroom that does not pass its rules');
          return checked.right;
        },
        onDone: { target: 'Saved', actions: assign({ created: ({ event }) => event.output }) },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Saved: { type: 'final' },
  },
});

export type ClassroomCreateSnapshot = SnapshotFrom<typeof classroomCreateMachine>;
