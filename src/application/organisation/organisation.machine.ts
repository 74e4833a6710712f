import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { OpenInvitation, OrganisationMember } from '@/contract/organisation';
import {
  checkInvitedEmail,
  checkOrganisation,
  type OrganisationDraft,
  type OrganisationProblems,
} from '@/domain/organisation/organisationRules';
import type { DepartmentResource, OrganisationView } from './ports';

/** What the page shows once loaded. */
export interface OrganisationLoaded {
  readonly organisation: OrganisationView | null;
  readonly shared: readonly DepartmentResource[];
}

/** A change that waits for the teacher's confirmation, or is running. */
export type PendingChange =
  | { readonly type: 'remove'; readonly member: OrganisationMember }
  | { readonly type: 'revoke'; readonly invitation: OpenInvitation }
  | { readonly type: 'leave' };

export interface OrganisationContext {
  /** Whether the teacher's plan has the shared area: only then is it read. */
  readonly canShare: boolean;
  organisation: OrganisationView | null;
  /** What the other members marked for the department. */
  shared: readonly DepartmentResource[];
  /** The set-up (or rename) form. */
  draft: OrganisationDraft;
  problems: OrganisationProblems;
  /** The invite form's address and its problem, shown once the owner tried to send. */
  email: string;
  emailProblem: string | null;
  pending: PendingChange | null;
  /** Why the last change was refused (the server's words), or why loading failed. */
  error: string | null;
  /** What the last change did, said once in a status region. */
  notice: string | null;
}

export type OrganisationEvent =
  | { type: 'user.retry' }
  | { type: 'user.edit'; field: keyof OrganisationDraft; value: string }
  | { type: 'user.save' }
  | { type: 'user.editEmail'; value: string }
  | { type: 'user.invite' }
  | { type: 'user.revoke'; invitationId: number }
  | { type: 'user.remove'; memberId: number }
  | { type: 'user.leave' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

const draftOf = (organisation: OrganisationView | null, fallbackCountry: string) => ({
  name: organisation?.name ?? '',
  country: organisation?.country ?? fallbackCountry,
});

export const organisationMachine = setup({
  types: {
    context: {} as OrganisationContext,
    events: {} as OrganisationEvent,
    input: {} as { canShare: boolean; country: string },
  },
  actors: {
    /** GET /api/organisation, and GET /api/organisation/resources when the plan shares. */
    load: fromPromise<OrganisationLoaded, { canShare: boolean }>(notProvided('load')),
    /** POST (set up) or PATCH (rename) /api/organisation. */
    save: fromPromise<OrganisationView, { draft: OrganisationDraft; exists: boolean }>(
      notProvided('save'),
    ),
    invite: fromPromise<OrganisationView, { email: string }>(notProvided('invite')),
    revoke: fromPromise<OrganisationView, { invitationId: number }>(notProvided('revoke')),
    remove: fromPromise<OrganisationView, { memberId: number }>(notProvided('remove')),
    leave: fromPromise<void, void>(notProvided('leave')),
  },
  actions: {
    /**
     * The teacher's privileges changed on the server (they left a department): the session
     * refreshes its token so the locks follow at once, without signing out (issue #13).
     */
    sessionChanged: notProvided('sessionChanged'),
  },
  guards: {
    draftValid: ({ context }) => E.isRight(checkOrganisation(context.draft)),
    emailValid: ({ context }) => E.isRight(checkInvitedEmail(context.email)),
  },
}).createMachine({
  id: 'organisation',
  description:
    'The /organisation page (issue #13): set up on the Department plan, then members, open ' +
    'invitations and seat figures; the owner invites, revokes and removes (removal and leaving ' +
    'are confirmed first), a member leaves. Refusals come back as the server words them.',
  context: ({ input }) => ({
    canShare: input.canShare,
    organisation: null,
    shared: [],
    draft: { name: '', country: input.country },
    problems: {},
    email: '',
    emailProblem: null,
    pending: null,
    error: null,
    notice: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ canShare: context.canShare }),
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            organisation: event.output.organisation,
            shared: event.output.shared,
            draft: draftOf(event.output.organisation, context.draft.country),
            error: null,
          })),
        },
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    LoadFailed: { on: { 'user.retry': 'Loading' } },
    Ready: {
      on: {
        'user.edit': {
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, [event.field]: event.value };
            const checked = checkOrganisation(draft);
            const now = E.isLeft(checked) ? checked.left : {};
            // A field's message goes once it is right again; new ones wait for Save.
            const problems = Object.fromEntries(
              Object.entries(context.problems).filter(([field]) => field in now),
            );
            return { draft, problems };
          }),
        },
        'user.save': [
          {
            guard: 'draftValid',
            target: 'Saving',
            actions: assign({ problems: {}, error: null, notice: null }),
          },
          {
            actions: assign({
              problems: ({ context }) => {
                const checked = checkOrganisation(context.draft);
                return E.isLeft(checked) ? checked.left : {};
              },
            }),
          },
        ],
        'user.editEmail': {
          actions: assign({ email: ({ event }) => event.value, emailProblem: null }),
        },
        'user.invite': [
          {
            guard: 'emailValid',
            target: 'Inviting',
            actions: assign({ emailProblem: null, error: null, notice: null }),
          },
          {
            actions: assign({
              emailProblem: ({ context }) => {
                const checked = checkInvitedEmail(context.email);
                return E.isLeft(checked) ? checked.left : null;
              },
            }),
          },
        ],
        'user.revoke': {
          target: 'Revoking',
          guard: ({ context, event }) =>
            context.organisation?.invitations.some((i) => i.id === event.invitationId) ?? false,
          actions: assign(({ context, event }) => {
            const invitation = context.organisation?.invitations.find(
              (i) => i.id === event.invitationId,
            );
            return {
              pending: invitation === undefined ? null : { type: 'revoke' as const, invitation },
              error: null,
              notice: null,
            };
          }),
        },
        'user.remove': {
          target: 'ConfirmingRemove',
          guard: ({ context, event }) =>
            context.organisation?.members.some((m) => m.id === event.memberId && !m.isOwner) ??
            false,
          actions: assign(({ context, event }) => {
            const member = context.organisation?.members.find((m) => m.id === event.memberId);
            return {
              pending: member === undefined ? null : { type: 'remove' as const, member },
              error: null,
              notice: null,
            };
          }),
        },
        'user.leave': {
          target: 'ConfirmingLeave',
          guard: ({ context }) => context.organisation !== null && !context.organisation.isOwner,
          actions: assign({ pending: { type: 'leave' }, error: null, notice: null }),
        },
      },
    },
    Saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const checked = checkOrganisation(context.draft);
          if (E.isLeft(checked)) throw new Error('Saving an organisation that fails its rules');
          return { draft: checked.right, exists: context.organisation !== null };
        },
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            notice:
              context.organisation === null
                ? `${event.output.name} is set up. Invite your teachers below.`
                : 'Your organisation is saved.',
            organisation: event.output,
            draft: draftOf(event.output, context.draft.country),
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Inviting: {
      invoke: {
        src: 'invite',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            organisation: event.output,
            notice: `Invitation sent to ${context.email.trim().toLowerCase()}.`,
            email: '',
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Revoking: {
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({
          invitationId: context.pending?.type === 'revoke' ? context.pending.invitation.id : 0,
        }),
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            organisation: event.output,
            notice:
              context.pending?.type === 'revoke'
                ? `The invitation to ${context.pending.invitation.email} is withdrawn.`
                : null,
            pending: null,
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error), pending: null }),
        },
      },
    },
    ConfirmingRemove: {
      on: {
        'user.confirm': 'Removing',
        'user.cancel': { target: 'Ready', actions: assign({ pending: null }) },
      },
    },
    Removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({
          memberId: context.pending?.type === 'remove' ? context.pending.member.id : 0,
        }),
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            organisation: event.output,
            notice:
              context.pending?.type === 'remove'
                ? `${context.pending.member.fullName} is no longer a member. Their resources stay theirs.`
                : null,
            pending: null,
          })),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error), pending: null }),
        },
      },
    },
    ConfirmingLeave: {
      on: {
        'user.confirm': 'Leaving',
        'user.cancel': { target: 'Ready', actions: assign({ pending: null }) },
      },
    },
    Leaving: {
      invoke: {
        src: 'leave',
        onDone: {
          target: 'Ready',
          actions: [
            assign(({ context }) => ({
              notice: `You have left ${context.organisation?.name ?? 'the organisation'}.`,
              organisation: null,
              shared: [],
              pending: null,
              draft: { name: '', country: context.draft.country },
            })),
            'sessionChanged',
          ],
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error), pending: null }),
        },
      },
    },
  },
});

export type OrganisationSnapshot = SnapshotFrom<typeof organisationMachine>;
