// Limits that keep one account from hoarding the shop's stock or guessing another's password, and which address a
// request comes from when the shop stands behind a proxy.
import { ConfigError, integer, type Env } from './values';

export interface AccountLimitConfig {
  /** Failed logins at one account (from any address) before each next attempt must wait. */
  loginFreeFailures: number;
  /** The longest one account's next login must wait after failures (the wait doubles from 1 s up to this). */
  loginDelayMaxSeconds: number;
  /** Failed logins older than this no longer count. */
  loginFailureWindowSeconds: number;
  /**
   * Fastify's trustProxy: whether (and which) proxies' X-Forwarded-For names the client's address, which the
   * per-address limits count by. Off: the connection's address (every shopper is the proxy's address behind one).
   */
  trustProxy: boolean | string[];
}

/** TRUST_PROXY: `true` (every proxy), or the proxies' addresses and ranges separated by commas. */
function trustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const addresses = raw.split(',').map((entry) => entry.trim());
  if (addresses.every((entry) => /^[\d.:a-fA-F]+(\/\d+)?$/.test(entry))) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be true, false or the proxies' addresses (such as 10.0.0.0/8,127.0.0.1); it is "${raw}".`,
  );
}

export function loadAccountLimitConfig(env: Env): AccountLimitConfig {
  return {
    loginFreeFailures: integer(env, 'LOGIN_FREE_FAILURES', 5, 1, 1000),
    loginDelayMaxSeconds: integer(env, 'LOGIN_DELAY_MAX_SECONDS', 60, 1, 3600),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 60, 7 * 24 * 3600),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
