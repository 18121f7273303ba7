// The cluster's one setting (npm run start:cluster): how many server processes to start on this machine.
import os from 'node:os';
import { integer, type Env } from './values';

/**
 * More processes than this only adds memory and database connections (10 each): a machine with more cores runs
 * several clusters behind its proxy, or sets this explicitly up to the limit.
 */
export const MAX_WEB_CONCURRENCY = 64;

/** WEB_CONCURRENCY, or one process per core; anything but a whole number from 1 to the maximum stops the start. */
export function webConcurrency(env: Env = process.env): number {
  return integer(
    env,
    'WEB_CONCURRENCY',
    Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY),
    1,
    MAX_WEB_CONCURRENCY,
  );
}
