// The rate limits' store: each count in Redis, so every process of the shop shares it, and in this process's own
// memory whenever Redis cannot answer at once (away, refusing, paused), so a limit never waits on Redis nor lapses.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type Redis from 'ioredis';

/** After Redis failed to answer, how long counts stay in memory before Redis is asked again. */
const REDIS_RETRY_AFTER_MS = 1000;
/** The most keys one limit keeps in memory: the oldest are forgotten past it. */
const LOCAL_KEYS_MAX = 5000;

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

// INCR with the window set by the first count, as @fastify/rate-limit's own Redis store does.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Counts in this process's memory, a window per key from its first count. */
class LocalCounts {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  count(key: string, timeWindow: number): Count {
    const now = Date.now();
    const known = this.windows.get(key);
    const window = known && known.endsAt > now ? known : { current: 0, endsAt: now + timeWindow };
    window.current += 1;
    // Map keeps insertion order: re-inserting makes this key the newest, so the first one is the oldest.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > LOCAL_KEYS_MAX) this.windows.delete(this.windows.keys().next().value as string);
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/** Whether Redis may be asked now: it is connected and has not just failed to answer. */
export class RedisHealth {
  private failedAt = 0;

  constructor(readonly redis: Redis) {}

  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() - this.failedAt >= REDIS_RETRY_AFTER_MS;
  }

  failed(): void {
    this.failedAt = Date.now();
  }
}

/** The store for one limit (a route's or one made with createRateLimit), under its own prefix. */
class SharedCountStore implements FastifyRateLimitStore {
  private readonly local = new LocalCounts();

  constructor(
    private readonly health: RedisHealth | undefined,
    private readonly prefix: string,
  ) {}

  incr(key: string, done: Done, timeWindow?: number): void {
    const window = timeWindow ?? 60_000;
    const inMemory = () => done(null, this.local.count(key, window));
    const health = this.health;
    if (!health?.usable()) return inMemory();
    health.redis.eval(COUNT_SCRIPT, 1, this.prefix + key, window).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        done(null, { current, ttl });
      },
      () => {
        health.failed();
        inMemory();
      },
    );
  }

  // The plugin's types say route options; it passes the limit's options with the route under routeInfo (`{}` for a
  // limit made with createRateLimit).
  child(options: object): FastifyRateLimitStore {
    const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
    return new SharedCountStore(this.health, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
  }
}

/** The store class @fastify/rate-limit makes its one store from (it passes its options, which this ignores). */
export function sharedCountStore(redis: Redis | undefined, prefix: string): new () => FastifyRateLimitStore {
  const health = redis ? new RedisHealth(redis) : undefined;
  return class extends SharedCountStore {
    constructor() {
      super(health, prefix);
    }
  };
}
