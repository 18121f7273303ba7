// Failed logins counted per account e-mail in the database, so every process of a shop and every client address add
// to one count: after a few, each next attempt at that account waits, the wait doubling up to a bound. A wait, never
// a lockout: the owner can log in once it is over, and other accounts are untouched. A browser the owner logged in
// from before (knownDevices.ts) has a count of its own, so strangers' guesses never keep the owner waiting. Waits are
// written and read on the database's clock: every process tells the same wait, whatever its own clock says.
import type { Kysely } from 'kysely';
import type { AccountLimitConfig } from '../config';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import { LoginsDelayed } from './errors';

export interface LoginDelayPolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/** The shop's settings for the wait (LOGIN_FREE_FAILURES, LOGIN_DELAY_MAX_SECONDS, LOGIN_FAILURE_WINDOW_SECONDS). */
export function loginDelayPolicy(config: AccountLimitConfig): LoginDelayPolicy {
  return {
    freeFailures: config.loginFreeFailures,
    maxDelaySeconds: config.loginDelayMaxSeconds,
    windowSeconds: config.loginFailureWindowSeconds,
  };
}

/** How long the attempt after `failures` failures waits: nothing for the free ones, then 1 s, 2 s, 4 s … up to max. */
export function delayAfterMs(failures: number, policy: LoginDelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds) * 1000;
}

/**
 * Whose attempts at an account count together: everyone's without a known browser, or one known browser's alone. The
 * key is the e-mail (what login_attempts always held), then the browser's id after a space, which no e-mail holds.
 */
export const attemptsKey = (email: string, knownDevice?: string) =>
  knownDevice === undefined ? email : `${email} ${knownDevice}`;

/**
 * Takes one login attempt counted under `key` (attemptsKey), as failed until `loginSucceeded` clears it, so parallel
 * guesses cannot all pass before the first failure is written. Refuses with LoginsDelayed while its wait is not over.
 * The count is read and written in one transaction that holds the row (the upsert locks it on PostgreSQL; SQLite writes
 * one transaction at a time), so parallel attempts queue on it instead of retrying, and a count cleared by a parallel
 * login that succeeded is started again rather than missed.
 */
export async function claimLoginAttempt(db: Kysely<DB>, key: string, policy: LoginDelayPolicy): Promise<void> {
  const now = await dbNow(db);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('login_attempts')
      .values({ email: key, failures: 0, last_attempt_at: now, next_allowed_at: 0 })
      .onConflict((oc) => oc.column('email').doUpdateSet({ email: key }))
      .returningAll()
      .executeTakeFirstOrThrow();
    const stale = row.last_attempt_at < now - policy.windowSeconds * 1000;
    if (!stale && row.next_allowed_at > now) throw new LoginsDelayed(Math.ceil((row.next_allowed_at - now) / 1000));
    const failures = (stale ? 0 : row.failures) + 1;
    const delay = delayAfterMs(failures, policy);
    await trx
      .updateTable('login_attempts')
      // No wait is 0, not `now`: a parallel attempt that read the clock a moment earlier must not wait for this one.
      .set({
        failures,
        last_attempt_at: Math.max(now, row.last_attempt_at),
        next_allowed_at: delay > 0 ? now + delay : 0,
      })
      .where('email', '=', key)
      .execute();
  });
}

/** A login that succeeded clears the count it was taken under (attemptsKey). */
export async function loginSucceeded(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', key).execute();
}

/** Forgets counts nobody has added to within the window (e-mails an attacker sprayed once). */
export async function forgetOldLoginAttempts(db: Kysely<DB>, policy: LoginDelayPolicy) {
  const now = await dbNow(db);
  await db
    .deleteFrom('login_attempts')
    .where('last_attempt_at', '<', now - policy.windowSeconds * 1000)
    .execute();
}
