// Limits that keep one account from hoarding the shop's stock or guessing another's password, and which address a
// request comes from when the shop stands behind a proxy.
import { isIP } from 'node:net';
import { MAX_LINE_QUANTITY } from '../../contract';
import { ConfigError, type Env, type SettingsReader } from './values';

export interface AccountLimitConfig {
  /** Failed logins at one account (from any address) before each next attempt must wait. */
  loginFreeFailures: number;
  /** The longest one account's next login must wait after failures (the wait doubles from 1 s up to this). */
  loginDelayMaxSeconds: number;
  /** Failed logins older than this no longer count. */
  loginFailureWindowSeconds: number;
  /**
   * Fastify's trustProxy: how many proxies stand in front of the shop, or their addresses, whose X-Forwarded-For
   * entries name the client's address, which the per-address limits count by. Off: the connection's address (every
   * shopper is the proxy's address behind one). Never `true`: that takes the client's own leftmost entry.
   */
  trustProxy: false | number | string[];
  /** What one account may have ordered and not paid for (cash on delivery until delivered): see UnpaidLimits. */
  unpaidLimits: UnpaidLimits;
}

/**
 * Caps that keep one account from taking a size's stock without paying. Orders count while unpaid and neither
 * delivered nor cancelled (cash on delivery until delivered); an online payment's waiting order counts as the order
 * it will be (an account has at most one: a new start replaces it).
 */
export interface UnpaidLimits {
  /** Pieces of one size in one order, for every account: the cart's line limit (MAX_LINE_QUANTITY) or fewer. */
  sizeUnitsPerOrder: number;
  /** Unpaid orders and their pieces for an account older than `newAccountHours`. */
  orders: number;
  units: number;
  /** The same for an account younger than `newAccountHours` (most hoarding comes from fresh free accounts). */
  newAccountOrders: number;
  newAccountUnits: number;
  newAccountHours: number;
}

/** More proxies than any shop stands behind: a larger count is a typing mistake. */
const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: the number of proxies in front of the shop, or their addresses and ranges separated by commas.
 * `true` is refused rather than read as one hop: it trusts every entry, so the address would be whatever the client
 * wrote first, and a guessed hop count could be wrong either way; the operator says which.
 */
function trustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_PROXY_HOPS) return Number(raw);
  const addresses = raw.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  if (addresses.every(isAddress)) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be false, the number of proxies in front of the shop (such as 1) or their addresses and ranges ` +
      `(such as 10.0.0.0/8,127.0.0.1); it is "${raw}". true is not taken: it would let any client name its address.`,
  );
}

/**
 * What Fastify takes for TRUST_PROXY. A hop count becomes "the first N addresses from the socket are proxies":
 * Fastify 5.12 ignores X-Forwarded-For for a bare number (it cannot tell the proxy from a client that reached the
 * port directly), so the count holds only where the proxy is the one way in, as deploy.md says.
 */
export function fastifyTrustProxy(
  trust: AccountLimitConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function loadAccountLimitConfig(env: Env, settings: SettingsReader): AccountLimitConfig {
  return {
    loginFreeFailures: settings.integer(env, 'LOGIN_FREE_FAILURES', 5, 1, 1000),
    loginDelayMaxSeconds: settings.integer(env, 'LOGIN_DELAY_MAX_SECONDS', 60, 1, 3600),
    loginFailureWindowSeconds: settings.integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 60, 7 * 24 * 3600),
    trustProxy: settings.read(() => trustProxy(env.TRUST_PROXY), false),
    unpaidLimits: {
      sizeUnitsPerOrder: settings.integer(env, 'ORDER_SIZE_UNITS_MAX', MAX_LINE_QUANTITY, 1, MAX_LINE_QUANTITY),
      orders: settings.integer(env, 'UNPAID_ORDERS_MAX', 10, 1, 100_000),
      units: settings.integer(env, 'UNPAID_UNITS_MAX', 100, 1, 1_000_000),
      newAccountOrders: settings.integer(env, 'NEW_ACCOUNT_UNPAID_ORDERS_MAX', 3, 1, 100_000),
      newAccountUnits: settings.integer(env, 'NEW_ACCOUNT_UNPAID_UNITS_MAX', 20, 1, 1_000_000),
      newAccountHours: settings.integer(env, 'NEW_ACCOUNT_HOURS', 24, 0, 24 * 365),
    },
  };
}
