// Gives back the units of payment holds that have ended, every so often. Correctness never waits for it (a shortfall
// gives them back first, a late payment is refused); it keeps the storefront from showing such units as gone.
import type { FastifyInstance } from 'fastify';
import { expireEndedHolds } from './outcomes';

/** How often at most; a short hold (a test's) is swept as often as it lasts. */
const SWEEP_EVERY_MS = 30_000;

export function registerHoldSweeper(app: FastifyInstance): void {
  const sweep = () => {
    if (!app.databaseReadiness.ready) return;
    expireEndedHolds(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ended payment holds could not be given back yet'),
    );
  };
  const timer = setInterval(sweep, Math.min(SWEEP_EVERY_MS, app.config.stockHoldSeconds * 1000));
  // A process with nothing else to do may end; a sweep is never a reason to stay.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
