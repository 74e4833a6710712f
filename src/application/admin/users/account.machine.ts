import { assign, emit, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { AccountDetail } from '@/contract/adminUsers';
import { checkActionReason } from '@/domain/admin/actionReason';

/*
 * One account on `/user_list` (issue #14): its panel loads; the admin disables or re-enables
 * it after confirming with a reason (kept in the audit log), or resends the confirmation
 * e-mail of an unconfirmed address.
 */

export interface AccountContext {
  readonly userId: number;
  account: AccountDetail | null;
  /** Whether the change being confirmed or saved disables (true) or re-enables (false). */
  disabling: boolean;
  /** The reason as the admin confirmed it, while saving. */
  reason: string;
  /** Why the last step failed (shown in the dialog while confirming, else on the panel). */
  error: string | null;
  /** What the last change did, announced politely. */
  notice: string | null;
}

export type AccountEvent =
  | { type: 'user.disable' }
  | { type: 'user.enable' }
  | { type: 'user.confirm'; reason: string }
  | { type: 'user.cancel' }
  | { type: 'user.resend' }
  | { type: 'user.retry' };

/** Told to whoever shows the account elsewhere (the list's row), once a change is saved. */
export type AccountEmitted = { type: 'account.changed'; account: AccountDetail };

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as { userId: number },
    emitted: {} as AccountEmitted,
  },
  actors: {
    loadAccount: fromPromise<AccountDetail, { userId: number }>(notProvided('loadAccount')),
    setDisabled: fromPromise<AccountDetail, { userId: number; disabled: boolean; reason: string }>(
      notProvided('setDisabled'),
    ),
    resendVerification: fromPromise<string, { userId: number }>(notProvided('resendVerification')),
  },
}).createMachine({
  id: 'adminAccount',
  description:
    'An admin reads one account and disables or re-enables it with a reason, or resends its ' +
    'confirmation e-mail.',
  context: ({ input }) => ({
    userId: input.userId,
    account: null,
    disabling: true,
    reason: '',
    error: null,
    notice: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'loadAccount',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'Ready', actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } } },
    Ready: {
      on: {
        'user.disable': {
          guard: ({ context }) => context.account?.disabledAt === null,
          target: 'Confirming',
          actions: assign({ disabling: true, error: null, notice: null }),
        },
        'user.enable': {
          guard: ({ context }) => context.account !== null && context.account.disabledAt !== null,
          target: 'Confirming',
          actions: assign({ disabling: false, error: null, notice: null }),
        },
        'user.resend': {
          guard: ({ context }) =>
            context.account !== null &&
            context.account.role !== 'PUPIL' &&
            !context.account.verified,
          target: 'Resending',
          actions: assign({ error: null, notice: null }),
        },
      },
    },
    Confirming: {
      description: 'The page asks for a reason and a confirmation; a blank reason is refused here.',
      on: {
        'user.cancel': { target: 'Ready', actions: assign({ error: null }) },
        'user.confirm': [
          {
            guard: ({ event }) => checkActionReason(event.reason).ok,
            target: 'Saving',
            actions: assign({ reason: ({ event }) => event.reason.trim(), error: null }),
          },
          {
            actions: assign({
              error: ({ event }) => {
                const checked = checkActionReason(event.reason);
                return checked.ok ? null : checked.problem;
              },
            }),
          },
        ],
      },
    },
    Saving: {
      invoke: {
        src: 'setDisabled',
        input: ({ context }) => ({
          userId: context.userId,
          disabled: context.disabling,
          reason: context.reason,
        }),
        onDone: {
          target: 'Ready',
          actions: [
            assign({
              account: ({ event }) => event.output,
              reason: '',
              notice: ({ event }) =>
                event.output.disabledAt === null
                  ? `${event.output.fullName}’s account is enabled again: they can sign in.`
                  : `${event.output.fullName}’s account is disabled: their sessions have ended.`,
            }),
            emit(({ event }) => ({ type: 'account.changed' as const, account: event.output })),
          ],
        },
        onError: {
          // Back to the dialog, which shows why; the typed reason stays for another try.
          target: 'Confirming',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Resending: {
      invoke: {
        src: 'resendVerification',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'Ready',
          actions: assign({
            notice: ({ event }) => `A new confirmation link was sent to ${event.output}.`,
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
