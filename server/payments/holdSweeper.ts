// Every so often: asks the providers about orders still awaiting payment (reconcile.ts), sends the refunds left
// unsent (refunds.ts), then gives back the units of payment holds that have ended. Correctness never waits for it (a
// shortfall gives ended holds back first, a late payment is refunded); it takes payments whose popup never returned
// within the interval, and keeps the storefront from showing held units as gone.
import type { FastifyInstance } from 'fastify';
import { expireEndedHolds } from '../orders';
import { reconcileWaitingOrders, shopSettlement } from './reconcile';
import { sendLeftRefunds } from './refunds';

/** How often at most; a short hold (a test's) is swept as often as it lasts. */
const SWEEP_EVERY_MS = 30_000;

export function registerHoldSweeper(app: FastifyInstance): void {
  const everyMs = app.config.reconcileSeconds * 1000;
  const sweep = async () => {
    if (!app.databaseReadiness.ready) return;
    try {
      // Asked before their holds are given back: a payment the provider took while the hold lasted pays the order.
      const { paid, failed } = await reconcileWaitingOrders(app.db, shopSettlement(app), { everyMs });
      if (paid > 0) app.mail.wake();
      for (const { orderId, error } of failed)
        app.log.warn({ err: error, orderId }, 'the payment provider could not be asked about this order yet');
    } catch (error) {
      app.log.warn({ err: error }, 'the payment providers could not be asked about waiting orders yet');
    }
    // Refunds written but never sent (their writer died, or the provider did not answer it) are sent, one sender each.
    await sendLeftRefunds(app.db, app.payments).catch((error: unknown) =>
      app.log.warn({ err: error }, 'refunds left unsent could not be sent yet'),
    );
    await expireEndedHolds(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ended payment holds could not be given back yet'),
    );
  };
  const timer = setInterval(() => void sweep(), Math.min(SWEEP_EVERY_MS, everyMs, app.config.stockHoldSeconds * 1000));
  // A process with nothing else to do may end; a sweep is never a reason to stay.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
