import type { FastifyInstance } from 'fastify';
import { sweepExpiredRows } from '../../db/repositories/housekeeping';
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from '../../services/rateLimit';

/** Often enough that no table grows for long; rarely enough to cost nothing. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** The first sweep waits until the start-up's work is done. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/**
 * Runs the sweep of expired rows (db/repositories/housekeeping.ts) while the server listens.
 * Several processes may sweep the same database: each delete is idempotent. The timer is
 * unref'd so it never keeps a stopping process alive, and a failed sweep is logged and retried
 * at the next tick rather than stopping the server.
 */
export function installHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const counts = await sweepExpiredRows(
        app.deps.db,
        app.deps.clock.now(),
        LONGEST_RATE_LIMIT_WINDOW_SECONDS,
      );
      if (Object.values(counts).some((n) => n > 0))
        app.log.info({ deleted: counts }, 'housekeeping');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping sweep failed');
    }
  };
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
