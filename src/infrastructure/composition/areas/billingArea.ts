import type { Container } from 'inversify';
import type { BillingArea } from '@/application/appServices';
import { billingReadMachine } from '@/application/billing/billingRead.machine';
import { paymentMachine } from '@/application/billing/payment.machine';
import { planChangeMachine } from '@/application/billing/planChange.machine';
import {
  makeBillingReadImplementations,
  makePaymentImplementations,
  makePlanChangeImplementations,
} from '@/application/billing/planChangeImplementations';
import { createPaymentWindow, createWindowFocus } from '@/infrastructure/browser/paymentTab';
import { createBillingApi } from '@/infrastructure/http/billing-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** Plans, subscriptions, invoices and the local payment page (issue #13). */
export function billingArea(container: Container): BillingArea {
  return bindArea(container, TOKENS.BillingArea, (p, { http, session }) => {
    const gateway = createBillingApi(http, p.notifier);
    const browserWindow = typeof window === 'undefined' ? undefined : window;
    return {
      billing: {
        planChange: planChangeMachine.provide(
          makePlanChangeImplementations({
            gateway,
            logger: p.logger,
            notifier: p.notifier,
            paymentWindow: createPaymentWindow(browserWindow),
            focus: createWindowFocus(browserWindow),
            // The new token carries the plan's privileges: every lock follows at once.
            refreshSession: () => session.send({ type: 'session.refreshNeeded' }),
          }),
        ),
        read: billingReadMachine.provide(makeBillingReadImplementations({ gateway })),
        payment: paymentMachine.provide(makePaymentImplementations({ gateway })),
      },
    };
  });
}
