import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillingPort } from '../../services/billing/port';
import type { Clock } from '../../services/clock';
import { createBuiltinBilling } from './builtin/builtinBilling';
import type { PayLinks } from './builtin/payLinks';

/** Where the built-in engine's payment page lives, from the server's settings. */
export function payLinksOf(config: Config): PayLinks {
  return { secret: config.jwtSecret, publicUrl: config.publicUrl };
}

/**
 * The billing adapter (DESIGN.md §6): the built-in engine, the default that needs no network.
 * The Stripe adapter joins here when its keys are configured.
 */
export function createBilling(config: Config, db: Db, clock: Clock): BillingPort {
  return createBuiltinBilling({ db, clock, links: payLinksOf(config) });
}
