import type { FastifyInstance } from 'fastify';
import { payLinksOf } from '../../adapters/billing/createBilling';
import { rollSubscriptions } from '../../adapters/billing/builtin/periodRoll';
import { sweepExpiredRows } from '../../db/repositories/housekeeping';
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from '../../services/rateLimit';

/** Often enough that no table grows for long; rarely enough to cost nothing. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** The first sweep waits until the start-up's work is done. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/**
 * One pass of housekeeping at the app's clock: the sweep, then the period roll. The timer runs
 * it; tests call it to see what a pass does without waiting for the timer.
 */
export async function housekeepingPass(app: FastifyInstance): Promise<void> {
  try {
    const counts = await sweepExpiredRows(
      app.deps.db,
      app.deps.clock.now(),
      LONGEST_RATE_LIMIT_WINDOW_SECONDS,
    );
    if (Object.values(counts).some((n) => n > 0)) app.log.info({ deleted: counts }, 'housekeeping');
  } catch (error) {
    app.log.error({ err: error }, 'housekeeping sweep failed');
  }
  // Apart, so that a failed sweep never keeps a period from rolling, nor the reverse.
  try {
    const rolled = await rollSubscriptions(
      app.deps.db,
      payLinksOf(app.deps.config),
      app.deps.clock.now(),
    );
    if (Object.values(rolled).some((n) => n > 0))
      app.log.info({ subscriptions: rolled }, 'billing periods rolled');
  } catch (error) {
    app.log.error({ err: error }, 'billing period roll failed');
  }
}

/**
 * Runs the sweep of expired rows (db/repositories/housekeeping.ts) and the built-in billing
 * engine's period roll (adapters/billing/builtin/periodRoll.ts) while the server listens.
 * Several processes may sweep the same database: each delete is idempotent. The timer is
 * unref'd so it never keeps a stopping process alive, and a failed sweep is logged and retried
 * at the next tick rather than stopping the server.
 */
export function installHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => housekeepingPass(app);
  app.addHook('onListen', () => {
    timer = setTimeout(function tick() {
      void sweep().finally(() => {
        if (timer !== undefined) timer = setTimeout(tick, SWEEP_EVERY_MS).unref();
      });
    }, FIRST_SWEEP_AFTER_MS).unref();
  });
  app.addHook('onClose', () => {
    clearTimeout(timer);
    timer = undefined;
  });
}
