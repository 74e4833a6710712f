import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PaymentAnswer, PaymentPageInvoice, PaymentRequest } from '@/contract/billing';
import { notProvided } from '@/application/shared/notProvided';
import { isBillingFailure } from './ports';

/** What the page says of a link that names no invoice. */
export const NO_INVOICE_MESSAGE = 'This payment link names no invoice. Open it again from Parlo.';

export interface PaymentContext {
  readonly token: string;
  invoice: PaymentPageInvoice | null;
  /** The card as typed, kept through a decline so the teacher corrects one field. */
  card: PaymentRequest;
  /** Why the last card was not taken (declined, not a test card, a bad expiry), or null. */
  refusal: string | null;
  /** Why the invoice could not be read; null otherwise. */
  loadError: string | null;
}

export type PaymentEvent =
  | { type: 'user.edit'; field: keyof PaymentRequest; value: string }
  | { type: 'user.pay' }
  | { type: 'user.retry' };

const EMPTY_CARD: PaymentRequest = { cardNumber: '', expiry: '', cvc: '', name: '' };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : 'Something went wrong';
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as { token: string },
  },
  actors: {
    /** GET /billing/pay/:token. */
    load: fromPromise<PaymentPageInvoice, { token: string }>(notProvided('load')),
    /** POST /billing/pay/:token with the card. */
    pay: fromPromise<PaymentAnswer, { token: string; card: PaymentRequest }>(notProvided('pay')),
  },
  guards: {
    isPaid: (_, params: { invoice: PaymentPageInvoice }) => params.invoice.status === 'paid',
    isOpen: (_, params: { invoice: PaymentPageInvoice }) => params.invoice.status === 'open',
    paymentWent: (_, params: { answer: PaymentAnswer }) => params.answer.status === 'paid',
    isMissing: (_, params: { error: unknown }) =>
      isBillingFailure(params.error) && params.error.kind === 'notFound',
    isNotOpen: (_, params: { error: unknown }) =>
      isBillingFailure(params.error) && params.error.kind === 'conflict',
  },
}).createMachine({
  id: 'payment',
  description:
    "The built-in engine's local payment page (issue #13, `/pay/:token`, no sign-in): the " +
    'invoice and a card form. A declined or invalid card keeps the form with the reason; a ' +
    'paid invoice says so, however often the link is opened, and is never charged twice.',
  context: ({ input }) => ({
    token: input.token,
    invoice: null,
    card: EMPTY_CARD,
    refusal: null,
    loadError: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ invoice: event.output }) },
            target: 'Paid',
            actions: assign({ invoice: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isOpen', params: ({ event }) => ({ invoice: event.output }) },
            target: 'Ready',
            actions: assign({ invoice: ({ event }) => event.output }),
          },
          { target: 'Closed', actions: assign({ invoice: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'Missing',
            actions: assign({ loadError: NO_INVOICE_MESSAGE }),
          },
          {
            target: 'LoadFailed',
            actions: assign({ loadError: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    LoadFailed: { on: { 'user.retry': 'Loading' } },
    Missing: { type: 'final' },
    Closed: {
      description: 'A failed or void invoice: nothing to pay here; Parlo opens a new one.',
      type: 'final',
    },
    Ready: {
      on: {
        'user.edit': {
          actions: assign({
            card: ({ context, event }) => ({ ...context.card, [event.field]: event.value }),
          }),
        },
        'user.pay': 'Paying',
      },
    },
    Paying: {
      description: 'A second Pay while the first is on its way is ignored: one charge.',
      entry: assign({ refusal: null }),
      invoke: {
        src: 'pay',
        input: ({ context }) => ({ token: context.token, card: context.card }),
        onDone: [
          {
            guard: { type: 'paymentWent', params: ({ event }) => ({ answer: event.output }) },
            target: 'Paid',
          },
          { target: 'Ready', actions: assign({ refusal: ({ event }) => event.output.message }) },
        ],
        onError: [
          {
            description: 'Paid meanwhile (another tab): read it again to say so.',
            guard: { type: 'isNotOpen', params: ({ event }) => ({ error: event.error }) },
            target: 'Loading',
          },
          { target: 'Ready', actions: assign({ refusal: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    Paid: {
      description: '"You can close this tab and go back to Parlo."',
      type: 'final',
    },
  },
});

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
