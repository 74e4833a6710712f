import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillingPort } from '../../services/billing/port';
import type { Clock } from '../../services/clock';
import { createBuiltinBilling } from './builtin/builtinBilling';
import type { PayLinks } from './builtin/payLinks';
import { createStripeBilling } from './stripe/stripeBilling';

/** Where the built-in engine's payment page lives, from the server's settings. */
export function payLinksOf(config: Config): PayLinks {
  return { secret: config.jwtSecret, publicUrl: config.publicUrl };
}

/**
 * The billing adapter (DESIGN.md §6): Stripe when its keys are configured, else the built-in
 * engine, the default that needs no network. The Stripe SDK (a large module) is imported only
 * then, and without holding up the start.
 */
export function createBilling(config: Config, db: Db, clock: Clock): BillingPort {
  const stripe = config.stripe;
  if (stripe === undefined) return createBuiltinBilling({ db, clock, links: payLinksOf(config) });
  return createStripeBilling({
    stripe: import('./stripe/stripeClient').then((m) => m.createStripeClient(stripe)),
    db,
    clock,
    publicUrl: config.publicUrl,
  });
}
