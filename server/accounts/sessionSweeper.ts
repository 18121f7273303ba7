// Forgets, every so often, what no longer matters: logged-out tokens past their expiry and failed-login counts past
// their window, e-mailed links past their expiry. Nothing waits for it; it keeps the two tables small.
import type { FastifyInstance } from 'fastify';
import { forgetOldLoginAttempts, loginDelayPolicy } from './loginAttempts';
import { forgetExpiredLinks } from './links';
import { forgetExpiredRevocations } from './tokens';

const SWEEP_EVERY_MS = 10 * 60_000;

export function registerSessionSweeper(app: FastifyInstance): void {
  const sweep = () => {
    if (!app.databaseReadiness.ready) return;
    Promise.all([
      forgetExpiredRevocations(app.db),
      forgetOldLoginAttempts(app.db, loginDelayPolicy(app.config)),
      forgetExpiredLinks(app.db),
    ]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old sessions and login counts could not be forgotten yet'),
    );
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
