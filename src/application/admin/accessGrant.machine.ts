import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { REASON_MAX } from '@/contract/adminAccess';
import type { AccessType } from '@/domain/session/userInfo';
import { isValidEmail } from '@/domain/validation/patterns';
import type { GrantDraft, UserAccess } from './ports';

/*
 * The admin's access screen (issues #13, #14): find a teacher by e-mail, see their plan, access
 * type and grants, and grant or revoke UNLIMITED, a plan or an add-on after confirming with a
 * reason (kept in the audit log). A change reaches the teacher at their next token refresh;
 * nothing signs them out.
 */

/** What the admin asked for, waiting for its reason and confirmation. */
export type AccessChange =
  | { readonly type: 'access'; readonly accessType: AccessType }
  | { readonly type: 'grant'; readonly draft: GrantDraft }
  | { readonly type: 'revoke'; readonly grantId: number; readonly product: string };

export interface AccessGrantContext {
  /** The address last looked up. */
  email: string;
  user: UserAccess | null;
  /** The change being confirmed and saved. */
  pending: AccessChange | null;
  /** The reason typed when confirming, sent with the change. */
  reason: string;
  /** Why the lookup or the change failed; cleared by the next one. */
  error: string | null;
  /** What the last change did, announced politely. */
  notice: string | null;
}

export type AccessGrantEvent =
  | { type: 'user.find'; email: string }
  | { type: 'user.change'; accessType: AccessType }
  | { type: 'grant.add'; draft: GrantDraft }
  | { type: 'grant.revoke'; grantId: number }
  | { type: 'user.confirm'; reason: string }
  | { type: 'user.cancel' };

export const EMAIL_PROBLEM = 'Type the teacher’s whole e-mail address.';
export const REASON_PROBLEM = `Say why, in at most ${REASON_MAX} characters: the reason is kept in the audit log.`;
export const QUANTITY_PROBLEM = 'Grant from 1 to 100 of an add-on.';

const reasonIsFine = (reason: string) => reason.trim() !== '' && reason.trim().length <= REASON_MAX;

function noticeOf(change: AccessChange, user: UserAccess): string {
  const when = 'from their next sign-in or token refresh.';
  switch (change.type) {
    case 'access':
      return `${user.fullName} now has ${
        user.accessType === 'UNLIMITED' ? 'UNLIMITED' : 'DEFAULT (their plan’s)'
      } access, ${when}`;
    case 'grant':
      return `${user.grants[0]?.product ?? 'The grant'} is granted to ${user.fullName}, ${when}`;
    case 'revoke':
      return `${change.product} is revoked for ${user.fullName}, ${when}`;
  }
}

/**
 * How a change settles, whichever of the three actors saved it: each answers the user as the
 * server now has them, so the same two actions close every change.
 */
const settlesInFound = {
  onDone: {
    target: 'Found',
    actions: {
      type: 'settleChange',
      params: ({ event }: { event: DoneActorEvent<UserAccess> }) => ({ user: event.output }),
    },
  },
  onError: {
    target: 'Found',
    actions: {
      type: 'refuseChange',
      params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
    },
  },
} as const;

export const accessGrantMachine = setup({
  types: {
    context: {} as AccessGrantContext,
    events: {} as AccessGrantEvent,
  },
  actors: {
    findUser: fromPromise<UserAccess, { email: string }>(notProvided('findUser')),
    setAccess: fromPromise<UserAccess, { userId: number; accessType: AccessType; reason: string }>(
      notProvided('setAccess'),
    ),
    grant: fromPromise<UserAccess, { userId: number; draft: GrantDraft; reason: string }>(
      notProvided('grant'),
    ),
    revoke: fromPromise<UserAccess, { grantId: number; reason: string }>(notProvided('revoke')),
  },
  guards: {
    emailIsFine: (_, params: { email: string }) => isValidEmail(params.email.trim()),
    pendingIs: ({ context }, params: { type: AccessChange['type'] }) =>
      context.pending?.type === params.type,
  },
  actions: {
    keepReason: assign({
      reason: (_, params: { reason: string }) => params.reason.trim(),
      error: null,
    }),
    /** Every change answers the user as the server now has them; the notice names the change. */
    settleChange: assign({
      user: (_, params: { user: UserAccess }) => params.user,
      notice: ({ context }, params: { user: UserAccess }) =>
        context.pending === null ? null : noticeOf(context.pending, params.user),
      pending: null,
      reason: '',
    }),
    /** A refused change is dropped with the server's reason; the admin starts it again. */
    refuseChange: assign({
      pending: null,
      reason: '',
      error: (_, params: { error: unknown }) => failureMessage(params.error),
    }),
  },
}).createMachine({
  id: 'accessGrant',
  description:
    'An admin finds a user by e-mail and grants or revokes UNLIMITED, a plan or an add-on, ' +
    'confirming with a reason; it takes effect at the user’s next token refresh.',
  context: { email: '', user: null, pending: null, reason: '', error: null, notice: null },
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
            pending: ({ event }) => ({ type: 'access', accessType: event.accessType }) as const,
            error: null,
            notice: null,
          }),
        },
        'grant.add': [
          {
            guard: ({ context }) => context.user?.role !== 'public',
            actions: assign({
              error: 'Products and add-ons are granted to teachers only.',
              notice: null,
            }),
          },
          {
            guard: ({ event }) =>
              event.draft.kind === 'add_on' &&
              !(
                Number.isInteger(event.draft.quantity) &&
                event.draft.quantity >= 1 &&
                event.draft.quantity <= 100
              ),
            actions: assign({ error: QUANTITY_PROBLEM, notice: null }),
          },
          {
            target: 'Confirming',
            actions: assign({
              pending: ({ event }) => ({ type: 'grant', draft: event.draft }) as const,
              error: null,
              notice: null,
            }),
          },
        ],
        'grant.revoke': {
          guard: ({ context, event }) =>
            context.user?.grants.some((g) => g.id === event.grantId && g.revokedAt === null) ??
            false,
          target: 'Confirming',
          actions: assign({
            pending: ({ context, event }) =>
              ({
                type: 'revoke',
                grantId: event.grantId,
                product: context.user?.grants.find((g) => g.id === event.grantId)?.product ?? '',
              }) as const,
            error: null,
            notice: null,
          }),
        },
      },
    },
    Confirming: {
      description: 'The page asks the admin why, and to confirm the change.',
      on: {
        'user.cancel': { target: 'Found', actions: assign({ pending: null, error: null }) },
        'user.confirm': [
          {
            guard: ({ event }) => !reasonIsFine(event.reason),
            actions: assign({ error: REASON_PROBLEM }),
          },
          {
            guard: { type: 'pendingIs', params: { type: 'access' } },
            target: 'SavingAccess',
            actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) },
          },
          {
            guard: { type: 'pendingIs', params: { type: 'grant' } },
            target: 'Granting',
            actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) },
          },
          {
            target: 'Revoking',
            actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) },
          },
        ],
      },
    },
    SavingAccess: {
      invoke: {
        src: 'setAccess',
        input: ({ context }) => ({
          userId: context.user?.id ?? 0,
          accessType: context.pending?.type === 'access' ? context.pending.accessType : 'DEFAULT',
          reason: context.reason,
        }),
        ...settlesInFound,
      },
    },
    Granting: {
      invoke: {
        src: 'grant',
        input: ({ context }) => ({
          userId: context.user?.id ?? 0,
          draft:
            context.pending?.type === 'grant'
              ? context.pending.draft
              : { kind: 'plan' as const, planId: 0, expiresAt: null },
          reason: context.reason,
        }),
        ...settlesInFound,
      },
    },
    Revoking: {
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({
          grantId: context.pending?.type === 'revoke' ? context.pending.grantId : 0,
          reason: context.reason,
        }),
        ...settlesInFound,
      },
    },
  },
});
