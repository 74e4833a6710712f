import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';

/**
 * The official SDK on the configured keys. STRIPE_API_URL points it elsewhere (the local fake in
 * tests, a mock server in staging): the SDK takes the address as host, port and protocol. The
 * API version is the one this SDK release was written for, so its types match the answers.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const address = config.apiUrl === undefined ? undefined : new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    appInfo: { name: 'Parlo' },
    telemetry: false,
    // A teacher waits on the preview and the upgrade: a provider that does not answer within
    // this is reported as such rather than holding the page.
    timeout: 20_000,
    ...(address === undefined
      ? {}
      : {
          host: address.hostname,
          port: address.port === '' ? (address.protocol === 'https:' ? 443 : 80) : address.port,
          protocol: address.protocol === 'https:' ? 'https' : 'http',
        }),
  });
}
