// How much traffic one client may bring: renders of pages the cache does not hold, writes per account, and where
// the counts live when several processes serve one shop.
import { ConfigError, type Env, type SettingsReader } from './values';

export interface TrafficConfig {
  /**
   * Pages one process renders at once. A render takes the event loop for tens of milliseconds, so more at once only
   * interleave them and delay every other answer; pages the cache holds never wait for this.
   */
  pageRenderConcurrency: number;
  /** Renders that may wait for one of those places; beyond it a page is answered 503 with Retry-After at once. */
  pageRenderQueue: number;
  /** The longest a render waits for a place before its page is answered 503 with Retry-After. */
  pageRenderQueueWaitMs: number;
  /**
   * Renders of pages the cache does not hold that one client address may cause per minute (429 with Retry-After
   * beyond). Pages the cache answers do not count: a shopper loads a few new pages a minute, a crawler of the
   * catalog's pages fills the cache for everyone.
   */
  pageRenderRateLimitPerMinute: number;
  /**
   * Writing calls (cart changes, placing an order, starting or confirming a payment) one account may make per minute,
   * all of them together; 429 with Retry-After beyond.
   */
  writeRateLimitPerMinute: number;
  /**
   * Where the rate limits count (`redis://` or `rediss://`): set, every process of the shop shares one count per
   * client and account; unset, each process counts in its own memory, so N processes allow N times each limit.
   */
  redisUrl: string | undefined;
  /** The prefix of the rate limits' keys in Redis, so several shops (or tests) can share one Redis. */
  redisKeyPrefix: string;
  /** The longest a limited call waits for Redis before it counts in this process's memory. */
  redisCommandTimeoutMs: number;
}

function redisUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/^rediss?:\/\//.test(raw)) return raw;
  throw new ConfigError(
    `REDIS_URL must start with redis:// or rediss://; it is "${raw.replace(/:[^:@/]*@/, ':***@')}".`,
  );
}

export function loadTrafficConfig(env: Env, settings: SettingsReader): TrafficConfig {
  return {
    pageRenderConcurrency: settings.integer(env, 'PAGE_RENDER_CONCURRENCY', 2, 1, 64),
    pageRenderQueue: settings.integer(env, 'PAGE_RENDER_QUEUE', 8, 0, 10_000),
    pageRenderQueueWaitMs: settings.integer(env, 'PAGE_RENDER_QUEUE_WAIT_MS', 1000, 0, 60_000),
    pageRenderRateLimitPerMinute: settings.integer(env, 'PAGE_RENDER_RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
    writeRateLimitPerMinute: settings.integer(env, 'WRITE_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    redisUrl: settings.read(() => redisUrl(env.REDIS_URL), undefined),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'shop:rate-limit:',
    redisCommandTimeoutMs: settings.integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 150, 10, 10_000),
  };
}
