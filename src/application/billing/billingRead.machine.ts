import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { InvoiceDetail, PlansAnswer, SubscriptionAnswer } from '@/contract/billing';
import { notProvided } from '@/application/shared/notProvided';
import { isBillingFailure } from './ports';

/** What a subscriptions page reads: the plans, one subscription, or one invoice. */
export type BillingRead =
  | { readonly what: 'plans' }
  | { readonly what: 'subscription'; readonly id: number }
  | { readonly what: 'invoice'; readonly invoiceId: number };

/** The answer, tagged like the read that asked for it. */
export type BillingReadResult =
  | { readonly what: 'plans'; readonly plans: PlansAnswer }
  | { readonly what: 'subscription'; readonly subscription: SubscriptionAnswer }
  | { readonly what: 'invoice'; readonly invoice: InvoiceDetail };

/** What a page says of an address whose id is not a subscription's or invoice's. */
export const NOT_YOURS_MESSAGE = 'There is nothing here that belongs to your account.';

export interface BillingReadContext {
  readonly read: BillingRead;
  result: BillingReadResult | null;
  /** Why the read failed, and whether reading again could help. */
  failure: { message: string; retryable: boolean } | null;
}

export type BillingReadEvent = { type: 'user.retry' };

function failureOf(error: unknown): { message: string; retryable: boolean } {
  if (isBillingFailure(error) && error.kind === 'notFound')
    return { message: NOT_YOURS_MESSAGE, retryable: false };
  const message =
    error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong';
  return { message, retryable: !isBillingFailure(error) || error.kind === 'unavailable' };
}

const isId = (n: number) => Number.isSafeInteger(n) && n > 0;

export const billingReadMachine = setup({
  types: {
    context: {} as BillingReadContext,
    events: {} as BillingReadEvent,
    input: {} as BillingRead,
  },
  actors: {
    /** GET /subscriptions/plans, /subscriptions/:id or /subscriptions/invoices/:invoiceId. */
    read: fromPromise<BillingReadResult, BillingRead>(notProvided('read')),
  },
  guards: {
    isReadable: ({ context: { read } }) =>
      read.what === 'plans' || isId(read.what === 'subscription' ? read.id : read.invoiceId),
  },
}).createMachine({
  id: 'billingRead',
  description:
    'What the plans, Manage subscription and invoice pages read (issue #13): loading, ready, ' +
    'or failed with the words to show and Retry when reading again could help. Someone ' +
    "else's subscription or invoice is nothing of the teacher's (404).",
  context: ({ input }) => ({ read: input, result: null, failure: null }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'An id that cannot be one fails at once, without a call.',
      always: [
        { guard: 'isReadable', target: 'Loading' },
        {
          target: 'Failed',
          actions: assign({ failure: { message: NOT_YOURS_MESSAGE, retryable: false } }),
        },
      ],
    },
    Loading: {
      invoke: {
        src: 'read',
        input: ({ context }) => context.read,
        onDone: {
          target: 'Ready',
          actions: assign({ result: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    Ready: {},
    Failed: {
      on: { 'user.retry': { target: 'Loading', actions: assign({ failure: null }) } },
    },
  },
});

export type BillingReadActor = ActorRefFrom<typeof billingReadMachine>;
export type BillingReadSnapshot = SnapshotFrom<typeof billingReadMachine>;
