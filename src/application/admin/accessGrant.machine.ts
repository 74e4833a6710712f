import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { AccessType } from '@/domain/session/userInfo';
import { isValidEmail } from '@/domain/validation/patterns';
import type { UserAccess } from './ports';

/*
 * The admin's access screen (issue #13): find a teacher by e-mail, see their plan and access
 * type, and grant or revoke UNLIMITED after a confirmation. The change reaches the teacher at
 * their next token refresh; nothing signs them out.
 */

export interface AccessGrantContext {
  /** The address last looked up. */
  email: string;
  user: UserAccess | null;
  /** The access type the admin asked to set, while confirming and saving. */
  pending: AccessType | null;
  /** Why the lookup or the change failed; cleared by the next one. */
  error: string | null;
  /** What the last change did, announced politely. */
  notice: string | null;
}

export type AccessGrantEvent =
  | { type: 'user.find'; email: string }
  | { type: 'user.change'; accessType: AccessType }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

export const EMAIL_PROBLEM = 'Type the teacher’s whole e-mail address.';

export const accessGrantMachine = setup({
  types: {
    context: {} as AccessGrantContext,
    events: {} as AccessGrantEvent,
  },
  actors: {
    findUser: fromPromise<UserAccess, { email: string }>(notProvided('findUser')),
    setAccess: fromPromise<UserAccess, { userId: number; accessType: AccessType }>(
      notProvided('setAccess'),
    ),
  },
  guards: {
    emailIsFine: (_, params: { email: string }) => isValidEmail(params.email.trim()),
  },
}).createMachine({
  id: 'accessGrant',
  description:
    'An admin finds a user by e-mail and grants or revokes UNLIMITED access after confirming; ' +
    'it takes effect at the user’s next token refresh.',
  context: { email: '', user: null, pending: null, error: null, notice: null },
  initial: 'Idle',
  on: {
    'user.find': [
      {
        guard: { type: 'emailIsFine', params: ({ event }) => ({ email: event.email }) },
        target: '.Finding',
        actions: assign({
          email: ({ event }) => event.email.trim(),
          error: null,
          notice: null,
          pending: null,
        }),
      },
      { actions: assign({ error: EMAIL_PROBLEM, notice: null }) },
    ],
  },
  states: {
    Idle: {},
    Finding: {
      invoke: {
        src: 'findUser',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'Found', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'Idle',
          actions: assign({ user: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Found: {
      on: {
        'user.change': {
          guard: ({ context, event }) =>
            context.user !== null &&
            context.user.role !== 'PUPIL' &&
            context.user.accessType !== event.accessType,
          target: 'Confirming',
          actions: assign({
            pending: ({ event }) => event.accessType,
            error: null,
            notice: null,
          }),
        },
      },
    },
    Confirming: {
      description: 'The page asks the admin to confirm the grant or revocation.',
      on: {
        'user.cancel': { target: 'Found', actions: assign({ pending: null }) },
        'user.confirm': 'Saving',
      },
    },
    Saving: {
      invoke: {
        src: 'setAccess',
        input: ({ context }) => ({
          userId: context.user?.id ?? 0,
          accessType: context.pending ?? 'DEFAULT',
        }),
        onDone: {
          target: 'Found',
          actions: assign({
            user: ({ event }) => event.output,
            pending: null,
            notice: ({ event }) =>
              `${event.output.fullName} now has ${
                event.output.accessType === 'UNLIMITED' ? 'UNLIMITED' : 'DEFAULT (their plan’s)'
              } access, from their next sign-in or token refresh.`,
          }),
        },
        onError: {
          target: 'Found',
          actions: assign({ pending: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
