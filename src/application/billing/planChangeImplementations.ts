import { fromCallback, fromPromise } from 'xstate';
import type {
  DowngradeAnswer,
  DowngradeInvoice,
  PaymentAnswer,
  PaymentPageInvoice,
  PaymentRequest,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import type { Logger, Notifier } from '@/application/shared/ports';
import type { BillingRead, BillingReadResult } from './billingRead.machine';
import type { BillingGateway, FocusSource, PaymentWindow } from './ports';

export interface PlanChangeDependencies {
  gateway: BillingGateway;
  logger: Logger;
  notifier: Notifier;
  /** Opens the invoice's payment page in a new tab. */
  paymentWindow: PaymentWindow;
  focus: FocusSource;
  /** Asks the session for a new token (`session.refreshNeeded`). */
  refreshSession: () => void;
}

/** What the composition root passes to `planChangeMachine.provide(...)`. */
export function makePlanChangeImplementations(deps: PlanChangeDependencies) {
  const { gateway } = deps;
  return {
    actors: {
      upcomingInvoice: fromPromise<UpcomingInvoice, { planId: number }>(({ input }) =>
        gateway.upcomingInvoice(input.planId),
      ),
      upgrade: fromPromise<UpgradeAnswer, { planId: number; prorationDate: number }>(({ input }) =>
        gateway.upgrade(input.planId, input.prorationDate),
      ),
      current: fromPromise<SubscriptionView>(() => gateway.current()),
      focus: fromCallback(({ sendBack }) =>
        deps.focus.onFocus(() => sendBack({ type: 'window.focused' })),
      ),
      downgradingInvoice: fromPromise<DowngradeInvoice, { planId: number }>(({ input }) =>
        gateway.downgradingInvoice(input.planId),
      ),
      downgrade: fromPromise<DowngradeAnswer, { planId: number }>(({ input }) =>
        gateway.downgrade(input.planId),
      ),
    },
    actions: {
      logFailure: (_: unknown, params: { message: string; error: unknown }) =>
        deps.logger.error(params.message, params.error),
      notifyError: (_: unknown, params: { message: string }) => deps.notifier.error(params.message),
      openInvoice: (_: unknown, params: { url: string }) => deps.paymentWindow.open(params.url),
      refreshSession: () => deps.refreshSession(),
    },
  };
}

/** The subscriptions pages' reads (`billingReadMachine`). */
export function makeBillingReadImplementations({ gateway }: { gateway: BillingGateway }) {
  return {
    actors: {
      read: fromPromise<BillingReadResult, BillingRead>(async ({ input }) => {
        switch (input.what) {
          case 'plans':
            return { what: 'plans', plans: await gateway.plans() };
          case 'subscription':
            return { what: 'subscription', subscription: await gateway.subscription(input.id) };
          case 'invoice':
            return { what: 'invoice', invoice: await gateway.invoice(input.invoiceId) };
        }
      }),
    },
  };
}

/** The local payment page's actors (`paymentMachine`). */
export function makePaymentImplementations({ gateway }: { gateway: BillingGateway }) {
  return {
    actors: {
      load: fromPromise<PaymentPageInvoice, { token: string }>(({ input }) =>
        gateway.paymentInvoice(input.token),
      ),
      pay: fromPromise<PaymentAnswer, { token: string; card: PaymentRequest }>(({ input }) =>
        gateway.pay(input.token, input.card),
      ),
    },
  };
}
