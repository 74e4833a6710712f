import type { AxiosInstance } from 'axios';
import type * as t from 'io-ts';
import {
  BillingFailure,
  type BillingFailureKind,
  type BillingGateway,
} from '@/application/billing/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  DowngradeAnswer,
  DowngradeInvoice,
  DowngradeRequest,
  InvoiceDetail,
  PaymentAnswer,
  PaymentPageInvoice,
  PaymentRequest,
  PlansAnswer,
  SubscriptionAnswer,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
  UpgradeRequest,
} from '@/contract/billing';
import { envelope } from '@/infrastructure/api/contract';
import { isApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST, SILENT_REQUEST } from './httpClient';

export const SUBSCRIPTIONS_API_PATH = '/subscriptions';
export const PAY_API_PATH = '/billing/pay';

const id = (n: number) => encodeURIComponent(String(n));

/**
 * The port's failure kind for an HTTP status: 400 refused, 404 not the teacher's, 409 `conflict`
 * — which on the upgrade, the one call that sends a proration date, is always a stale one.
 */
function kindOf(status: number | null, conflict: 'stale' | 'conflict'): BillingFailureKind {
  if (status === 409) return conflict;
  if (status === 404) return 'notFound';
  if (status !== null && status >= 400 && status < 500) return 'refused';
  return 'unavailable';
}

/** Runs a call and turns its ApiError into the port's BillingFailure, keeping the server's words. */
async function call<A>(
  run: () => Promise<A>,
  conflict: 'stale' | 'conflict' = 'conflict',
): Promise<A> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error))
      throw new BillingFailure(
        error.kind === 'http' ? kindOf(error.status, conflict) : 'unavailable',
        error.message,
      );
    throw error;
  }
}

/**
 * The BillingGateway over the app's one axios instance (issue #13). Every answer is decoded with
 * the contract's codecs shared with the server. The invoice screen's calls are silent: spec §8
 * has their failures only logged, and the downgrade's toast is the machine's to show, once.
 * The pages' reads and the payment page's card are refused in place, where the page says why,
 * so no toast repeats it.
 */
export function createBillingApi(http: AxiosInstance, notifier: Notifier): BillingGateway {
  const get = <A, O>(
    codec: t.Type<A, O, unknown>,
    path: string,
    options: typeof SILENT_REQUEST | typeof IN_PLACE_REQUEST = IN_PLACE_REQUEST,
  ) =>
    call(async () => {
      const response = await http.get<unknown>(path, options);
      return decodeResponse(envelope(codec), response.data, path, notifier).data;
    });
  const post = <A, O>(
    codec: t.Type<A, O, unknown>,
    path: string,
    body: unknown,
    options: typeof SILENT_REQUEST | typeof IN_PLACE_REQUEST,
    conflict: 'stale' | 'conflict' = 'conflict',
  ) =>
    call(async () => {
      const response = await http.post<unknown>(path, body, options);
      return decodeResponse(envelope(codec), response.data, path, notifier).data;
    }, conflict);

  return {
    plans: () => get(PlansAnswer, `${SUBSCRIPTIONS_API_PATH}/plans`),
    // Polled while a payment is awaited: a failed check is logged, and the next one may work.
    current: () => get(SubscriptionView, `${SUBSCRIPTIONS_API_PATH}/current`, SILENT_REQUEST),
    subscription: (subscriptionId) =>
      get(SubscriptionAnswer, `${SUBSCRIPTIONS_API_PATH}/${id(subscriptionId)}`),
    invoice: (invoiceId) =>
      get(InvoiceDetail, `${SUBSCRIPTIONS_API_PATH}/invoices/${id(invoiceId)}`),
    upcomingInvoice: (planId) =>
      get(
        UpcomingInvoice,
        `${SUBSCRIPTIONS_API_PATH}/upcoming-invoice/${id(planId)}`,
        SILENT_REQUEST,
      ),
    upgrade: (planId, prorationDate) =>
      post(
        UpgradeAnswer,
        `${SUBSCRIPTIONS_API_PATH}/plan/upgrade`,
        UpgradeRequest.encode({ planId, prorationDate }),
        SILENT_REQUEST,
        'stale',
      ),
    downgradingInvoice: (planId) =>
      get(
        DowngradeInvoice,
        `${SUBSCRIPTIONS_API_PATH}/downgrading-invoice/${id(planId)}`,
        SILENT_REQUEST,
      ),
    downgrade: (planId) =>
      post(
        DowngradeAnswer,
        `${SUBSCRIPTIONS_API_PATH}/plan/downgrade`,
        DowngradeRequest.encode({ planId }),
        SILENT_REQUEST,
      ),
    paymentInvoice: (token) =>
      get(PaymentPageInvoice, `${PAY_API_PATH}/${encodeURIComponent(token)}`),
    pay: (token, card) =>
      post(
        PaymentAnswer,
        `${PAY_API_PATH}/${encodeURIComponent(token)}`,
        PaymentRequest.encode(card),
        IN_PLACE_REQUEST,
      ),
  };
}
