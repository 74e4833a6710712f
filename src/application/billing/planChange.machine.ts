import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type {
  DowngradeAnswer,
  DowngradeInvoice,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import { notProvided } from '@/application/shared/notProvided';
import { isBillingFailure } from './ports';

/** How often the waiting page asks whether the payment arrived ("every few seconds"). */
export const PAYMENT_POLL_MS = 3000;

/** What the downgrade toast says when the server gave no words of its own (spec §8). */
export const DOWNGRADE_FALLBACK_ERROR = 'Something went wrong';

/** The two changes of spec §3 "change kind"; any other word in the address is no page. */
export type ChangeType = 'upgrade' | 'downgrade';

export interface PlanChangeInput {
  /** The `:changeType` of `/subscription/invoice/:changeType`, as written in the address. */
  readonly changeType: string;
  /** The `?planId` query as written; absent, empty or not a positive whole number is none. */
  readonly planId: string | null;
}

export interface PlanChangeContext {
  /** The change the address asks for, as written (`upgrade`, `downgrade`, or anything else). */
  changeType: string;
  /** The plan asked for; null when the address names none (spec §2: nothing is rendered). */
  planId: number | null;
  /** The upgrade preview (spec §3 "Invoice preview (upgrade)") once loaded. */
  upcoming: UpcomingInvoice | null;
  /** The downgrade preview (spec §3 "Downgrade invoice") once loaded. */
  downgrade: DowngradeInvoice | null;
  /** Where the opened invoice is paid, kept so the waiting page can link to it again. */
  invoiceUrl: string | null;
  /**
   * True after the server refused a Pay now as stale (409): the preview shown was loaded again
   * and the page says the price was refreshed, so the teacher pays the figure they see.
   */
  priceRefreshed: boolean;
  /** How many times the waiting page asked for the plan without finding the new one. */
  checks: number;
  /** The downgrade's refusal in the server's words, shown beside the toast until retried. */
  downgradeError: string | null;
}

export type PlanChangeEvent =
  /** Pay now (upgrade) or Update Plan (downgrade). */
  | { type: 'user.pay' }
  | { type: 'user.confirm' }
  /** Try again after a preview or upgrade failure (which are only logged, spec §8). */
  | { type: 'user.retry' }
  /** The window came back into focus: the teacher may be back from the payment tab. */
  | { type: 'window.focused' };

/** The address's plan id when it is a positive whole number, else null. */
export function planIdOf(query: string | null): number | null {
  if (query === null || !/^\d{1,9}$/.test(query.trim())) return null;
  const id = Number(query.trim());
  return id > 0 ? id : null;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

const logFailure: (_: unknown, params: { message: string; error: unknown }) => void =
  notProvided('logFailure');
const notifyError: (_: unknown, params: { message: string }) => void = notProvided('notifyError');
const openInvoice: (_: unknown, params: { url: string }) => void = notProvided('openInvoice');
const refreshSession: () => void = notProvided('refreshSession');

export const planChangeMachine = setup({
  types: {
    context: {} as PlanChangeContext,
    events: {} as PlanChangeEvent,
    input: {} as PlanChangeInput,
  },
  actors: {
    /** GET subscriptions/upcoming-invoice/{planId}. */
    upcomingInvoice: fromPromise<UpcomingInvoice, { planId: number }>(
      notProvided('upcomingInvoice'),
    ),
    /** POST /subscriptions/plan/upgrade {planId, prorationDate}. */
    upgrade: fromPromise<UpgradeAnswer, { planId: number; prorationDate: number }>(
      notProvided('upgrade'),
    ),
    /** GET /subscriptions/current: has the payment moved the teacher to the plan yet? */
    current: fromPromise<SubscriptionView>(notProvided('current')),
    /** Sends `window.focused` whenever the window comes back into focus. */
    focus: fromCallback(notProvided('focus')),
    /** GET /subscriptions/downgrading-invoice/{planId}. */
    downgradingInvoice: fromPromise<DowngradeInvoice, { planId: number }>(
      notProvided('downgradingInvoice'),
    ),
    /** POST /subscriptions/plan/downgrade {planId}. */
    downgrade: fromPromise<DowngradeAnswer, { planId: number }>(notProvided('downgrade')),
  },
  actions: {
    /** The logger: preview and upgrade failures are only logged (spec §8). */
    logFailure,
    /** An error toast: the downgrade's failure (spec §8). */
    notifyError,
    /** Opens the invoice's payment page in a new tab (spec §2, §7). */
    openInvoice,
    /** `session.refreshNeeded`: a new token carries the new plan's privileges at once. */
    refreshSession,
  },
  guards: {
    isUpgrade: ({ context }) => context.changeType === 'upgrade',
    isUnknownChange: ({ context }) =>
      context.changeType !== 'upgrade' && context.changeType !== 'downgrade',
    hasNoPlan: ({ context }) => context.planId === null,
    isStale: (_, params: { error: unknown }) =>
      isBillingFailure(params.error) && params.error.kind === 'stale',
    /** Nothing to pay (a zero total): the server changed the plan at once. */
    isPaidAlready: (_, params: { answer: UpgradeAnswer }) => params.answer.invoiceUrl === null,
    holdsPlan: ({ context }, params: { current: SubscriptionView }) =>
      params.current.plan.id === context.planId ||
      params.current.addOns.some((addOn) => addOn.planId === context.planId),
  },
  delays: { poll: PAYMENT_POLL_MS },
}).createMachine({
  id: 'planChange',
  description:
    'The subscription invoice screen (spec §2, §4, §8; issue #13): an upgrade previews the ' +
    'prorated invoice, opens it to pay in a new tab and waits until the plan is the one paid ' +
    'for, then refreshes the session so the new privileges apply without signing out; a ' +
    'downgrade previews what the lower plan costs from the date it takes over and schedules it.',
  context: ({ input }) => ({
    changeType: input.changeType,
    planId: planIdOf(input.planId),
    upcoming: null,
    downgrade: null,
    invoiceUrl: null,
    priceRefreshed: false,
    checks: 0,
    downgradeError: null,
  }),
  initial: 'Choosing',
  states: {
    Choosing: {
      description:
        'From the address: a change that is neither upgrade nor downgrade is "Page does not ' +
        'exist"; no plan renders nothing (spec §2).',
      always: [
        { guard: 'isUnknownChange', target: 'UnknownChange' },
        { guard: 'hasNoPlan', target: 'NoPlan' },
        { guard: 'isUpgrade', target: 'Upgrade' },
        { target: 'Downgrade' },
      ],
    },
    NoPlan: { type: 'final' },
    UnknownChange: { type: 'final' },
    Upgrade: {
      initial: 'LoadingPreview',
      states: {
        LoadingPreview: {
          invoke: {
            src: 'upcomingInvoice',
            input: ({ context }) => ({ planId: context.planId ?? 0 }),
            onDone: {
              target: 'Ready',
              actions: assign({ upcoming: ({ event }) => event.output }),
            },
            onError: {
              target: 'PreviewFailed',
              actions: {
                type: 'logFailure',
                params: ({ event }) => ({ message: 'Upgrade preview failed', error: event.error }),
              },
            },
          },
        },
        PreviewFailed: {
          description: 'Only logged (spec §8): the page says nothing changed and offers Try again.',
          on: { 'user.retry': 'LoadingPreview' },
        },
        Ready: {
          description: 'The invoice with Pay now (original, discount, total, currency).',
          on: { 'user.pay': 'Paying' },
        },
        Paying: {
          description:
            "POST …/plan/upgrade with the preview's proration date. A second Pay now is " +
            'ignored here, so a double click opens one invoice. A stale date (409) loads the ' +
            'preview again and says the price was refreshed.',
          invoke: {
            src: 'upgrade',
            input: ({ context }) => ({
              planId: context.planId ?? 0,
              prorationDate: context.upcoming?.prorationDate ?? 0,
            }),
            onDone: [
              {
                guard: { type: 'isPaidAlready', params: ({ event }) => ({ answer: event.output }) },
                target: 'Changed',
              },
              {
                target: 'WaitingForPayment',
                actions: [
                  assign({ invoiceUrl: ({ event }) => event.output.invoiceUrl }),
                  {
                    type: 'openInvoice',
                    params: ({ event }) => ({ url: event.output.invoiceUrl ?? '' }),
                  },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
                target: 'LoadingPreview',
                actions: assign({ priceRefreshed: true, upcoming: null }),
              },
              {
                target: 'UpgradeFailed',
                actions: {
                  type: 'logFailure',
                  params: ({ event }) => ({ message: 'Upgrade failed', error: event.error }),
                },
              },
            ],
          },
        },
        UpgradeFailed: {
          description:
            'Only logged (spec §8); nothing was charged. Try again loads a fresh preview.',
          on: { 'user.retry': { target: 'LoadingPreview', actions: assign({ upcoming: null }) } },
        },
        WaitingForPayment: {
          description:
            'The invoice is open in another tab; Pay now is gone and the notes show (spec §2). ' +
            'GET /subscriptions/current every few seconds and whenever the window regains ' +
            'focus, until the plan is the one paid for. A failed check is logged and the ' +
            'waiting goes on.',
          invoke: { src: 'focus' },
          initial: 'Checking',
          states: {
            Checking: {
              invoke: {
                src: 'current',
                onDone: [
                  {
                    guard: {
                      type: 'holdsPlan',
                      params: ({ event }) => ({ current: event.output }),
                    },
                    target: '#planChange.Upgrade.Changed',
                  },
                  {
                    target: 'Idle',
                    actions: assign({ checks: ({ context }) => context.checks + 1 }),
                  },
                ],
                onError: {
                  target: 'Idle',
                  actions: [
                    assign({ checks: ({ context }) => context.checks + 1 }),
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({
                        message: 'Checking the subscription failed',
                        error: event.error,
                      }),
                    },
                  ],
                },
              },
            },
            Idle: {
              after: { poll: 'Checking' },
              on: { 'window.focused': 'Checking' },
            },
          },
        },
        Changed: {
          description:
            'Paid (or nothing was due): the session is refreshed, so the token and every lock ' +
            'follow the new plan without signing out.',
          entry: 'refreshSession',
          type: 'final',
        },
      },
    },
    Downgrade: {
      initial: 'LoadingPreview',
      states: {
        LoadingPreview: {
          invoke: {
            src: 'downgradingInvoice',
            input: ({ context }) => ({ planId: context.planId ?? 0 }),
            onDone: {
              target: 'Ready',
              actions: assign({ downgrade: ({ event }) => event.output }),
            },
            onError: {
              target: 'PreviewFailed',
              actions: {
                type: 'logFailure',
                params: ({ event }) => ({
                  message: 'Downgrade preview failed',
                  error: event.error,
                }),
              },
            },
          },
        },
        PreviewFailed: {
          description: 'Logged (spec §8); the page offers Try again.',
          on: { 'user.retry': 'LoadingPreview' },
        },
        Ready: {
          description:
            'Plan title, the date it takes over, the total then, and what will be locked; ' +
            'Update Plan confirms.',
          on: { 'user.confirm': 'Confirming' },
        },
        Confirming: {
          entry: assign({ downgradeError: null }),
          invoke: {
            src: 'downgrade',
            input: ({ context }) => ({ planId: context.planId ?? 0 }),
            onDone: {
              target: 'Done',
              actions: assign({
                downgrade: ({ context, event }) =>
                  context.downgrade === null
                    ? null
                    : { ...context.downgrade, startDate: event.output.startDate },
              }),
            },
            onError: {
              target: 'Ready',
              actions: [
                assign({
                  downgradeError: ({ event }) => messageOf(event.error, DOWNGRADE_FALLBACK_ERROR),
                }),
                {
                  type: 'notifyError',
                  params: ({ event }) => ({
                    message: messageOf(event.error, DOWNGRADE_FALLBACK_ERROR),
                  }),
                },
              ],
            },
          },
        },
        Done: {
          description: 'Scheduled: the page goes to /select_resources?msg=updated (spec §2).',
          type: 'final',
        },
      },
    },
  },
});

export type PlanChangeActor = ActorRefFrom<typeof planChangeMachine>;
export type PlanChangeSnapshot = SnapshotFrom<typeof planChangeMachine>;
