// Password hashing with scrypt from node:crypto; parameters are stored with each hash. Hashing runs in a bounded queue:
// scrypt takes a core and one of libuv's few threads for a moment, and a burst of logins must not take them all from
// the shop's other work (pictures are read and answers compressed on the same threads).
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { SignInBusy } from './errors';
import { createWorkQueue, QueueFull } from './workQueue';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; the default 32 MiB cap is below OWASP's parameters.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Format: `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, salt and key in base64url. */
async function hashNow(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function verifyNow(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks against `stored`, or when there is none against a decoy, so an unknown e-mail takes as long as a known one. */
  verify(password: string, stored: string | undefined): Promise<boolean>;
}

export interface HashingLimits {
  /** log2 of scrypt's N. */
  cost: number;
  concurrency: number;
  /** Hashes that may wait their turn; more are answered 503 with Retry-After. */
  queue: number;
}

/** Weight of the newest duration in the running average the Retry-After estimate uses. */
const AVERAGE_WEIGHT = 0.2;

export function createPasswordHasher({ cost, concurrency, queue }: HashingLimits): PasswordHasher {
  const work = createWorkQueue(concurrency, queue);
  let averageMs = 0;
  let decoy: Promise<string> | undefined;

  async function queued<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await work.run(async () => {
        const started = performance.now();
        const result = await task();
        const took = performance.now() - started;
        averageMs = averageMs === 0 ? took : averageMs + AVERAGE_WEIGHT * (took - averageMs);
        return result;
      });
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      // About when the queue in front of a new arrival will have drained.
      const seconds = Math.max(1, Math.ceil(((work.waiting + work.running) * averageMs) / concurrency / 1000));
      throw new SignInBusy(seconds);
    }
  }

  return {
    hash: (password) => queued(() => hashNow(password, cost)),
    verify(password, stored) {
      // Made once, outside the queue, so a full queue at the first unknown e-mail cannot spoil it for later ones.
      const against = stored === undefined ? (decoy ??= hashNow(randomUUID(), cost)) : Promise.resolve(stored);
      return queued(async () => verifyNow(password, await against));
    },
  };
}
