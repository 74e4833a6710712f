import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { InvitationPreview, OrganisationView } from './ports';

export interface JoinContext {
  readonly token: string;
  /** Who invites the teacher, once read. */
  preview: InvitationPreview | null;
  /** The organisation joined. */
  joined: OrganisationView | null;
  /** Why the link does not work, or why accepting was refused (the server's words). */
  error: string | null;
}

export type JoinEvent = { type: 'user.accept' } | { type: 'user.retry' };

export const joinMachine = setup({
  types: {
    context: {} as JoinContext,
    events: {} as JoinEvent,
    input: {} as { token: string },
  },
  actors: {
    /** GET /api/organisation/invitations/:token. */
    preview: fromPromise<InvitationPreview, { token: string }>(notProvided('preview')),
    /** POST /api/organisation/invitations/:token/accept. */
    accept: fromPromise<OrganisationView, { token: string }>(notProvided('accept')),
  },
  actions: {
    /** The department's privileges are the teacher's now: the token is refreshed at once. */
    sessionChanged: notProvided('sessionChanged'),
  },
}).createMachine({
  id: 'organisationJoin',
  description:
    'The invitation link /organisation/join/:token (issue #13): the signed-in teacher sees who ' +
    'invites them and accepts; a wrong address, an expired or withdrawn link says why.',
  context: ({ input }) => ({ token: input.token, preview: null, joined: null, error: null }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'Ready',
          actions: assign({ preview: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'Unusable',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Unusable: {
      description: 'The link cannot be used by this account; Retry reads it again.',
      on: { 'user.retry': 'Loading' },
    },
    Ready: { on: { 'user.accept': { target: 'Accepting', actions: assign({ error: null }) } } },
    Accepting: {
      invoke: {
        src: 'accept',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'Joined',
          actions: [assign({ joined: ({ event }) => event.output }), 'sessionChanged'],
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Joined: { type: 'final' },
  },
});

export type JoinSnapshot = SnapshotFrom<typeof joinMachine>;
