// The rate limits' one store (@fastify/rate-limit): Redis when REDIS_URL is set, so every process of the shop counts
// each client and account once, or each process's own memory (also while Redis cannot answer). Routes opt in (login and sign-up per address, shoppers'
// writes per account here, page renders in plugins/pages.ts); nothing is limited by default.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { Config } from '../config';
import { tooMany } from '../http/answers';
import { sharedCountStore } from './sharedCounts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook for a shopper's writing calls (after `authenticate`): WRITE_RATE_LIMIT_PER_MINUTE of them per
     * account, all routes together, answered 429 with Retry-After beyond.
     */
    limitShopperWrites: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The name the shop's Redis connections carry (CLIENT LIST), to tell them from others. */
export const REDIS_CONNECTION_NAME = 'shop-rate-limits';

/** How long start waits for Redis to connect before serving with counts in memory. */
const REDIS_START_WAIT_MS = 1000;

function connectRedis(app: FastifyInstance, url: string, commandTimeout: number): Redis {
  // A limit's check never waits on Redis: a command not answered within `commandTimeout` ms, or asked while the
  // connection is down (no offline queue), fails at once and the store counts in memory instead.
  const redis = new Redis(url, {
    connectionName: REDIS_CONNECTION_NAME,
    connectTimeout: 1000,
    commandTimeout,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn({ err: error }, 'Redis is unreachable: each process counts the rate limits alone until it is back');
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis is reachable again: the rate limits are shared');
    reachable = true;
  });
  // The first calls count where the rest will: start waits for the connection, a second at most if Redis is away.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const settled = () => {
        clearTimeout(timer);
        redis.off('ready', settled).off('error', settled);
        resolve();
      };
      const timer = setTimeout(settled, REDIS_START_WAIT_MS);
      redis.once('ready', settled).once('error', settled);
    });
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return redis;
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sharedCountStore(
      config.redisUrl ? connectRedis(app, config.redisUrl, config.redisCommandTimeoutMs) : undefined,
      config.redisKeyPrefix,
    ),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      success: false,
      message: tooMany(request, 'limit.attempts', context),
    }),
  });
  const limitWrites = app.rateLimit({
    max: config.writeRateLimitPerMinute,
    timeWindow: 60_000,
    // The account, which `authenticate` named before this hook; its address if a route ever runs it without.
    keyGenerator: (request) => `writes:${request.userId || request.ip}`,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      success: false,
      message: tooMany(request, 'limit.changes', context),
    }),
  });
  app.decorate('limitShopperWrites', async (request: FastifyRequest, reply: FastifyReply) => {
    await limitWrites.call(app, request, reply);
  });
}
