// Rate limits counted in Redis (REDIS_URL): two shops on one database, as two processes behind one address would be,
// share each client's and each account's count; without REDIS_URL, or while Redis is away, each counts alone.
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import { ensureBuild } from '../../tools/ensure-build';
import { catalog } from '../test/fixtures';
import { startTestShop, type TestShop } from '../test/harness';
import { REDIS_CONNECTION_NAME } from './rateLimits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;
const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '3',
  WRITE_RATE_LIMIT_PER_MINUTE: '4',
  PAGE_RENDER_RATE_LIMIT_PER_MINUTE: '2',
  DIST_DIR: path.resolve(__dirname, '../../dist'),
};

type Shop = Awaited<ReturnType<typeof startTestShop>>;

const wrongLogin = (shop: TestShop, from: string) =>
  shop.request({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'nobody@example.com', password: 'wrong password' },
    from,
  });

/** The ids of the shop's connections Redis holds now. */
async function shopConnections(redis: Redis): Promise<string[]> {
  const list = String(await redis.call('CLIENT', 'LIST'));
  return list
    .split('\n')
    .filter((line) => line.includes(` name=${REDIS_CONNECTION_NAME} `))
    .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
}

beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

describe('rate limits with REDIS_URL (postgres, two shops on one database)', () => {
  // Each test run counts under keys of its own, so runs at once (or left over) never meet.
  const prefix = `shop-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_URL);
  let before: string[] = [];
  let a: Shop | undefined;
  let b: Shop | undefined;
  const shops = () => {
    if (!a || !b) throw new Error('the test shops did not start');
    return [a, b] as const;
  };

  beforeAll(async () => {
    before = await shopConnections(redis);
    // What is shared, not how soon: a command this busy machine answers late would count in memory (the tests below
    // keep the shop's 150 ms, against a Redis that never answers).
    const env = { ...LIMITS, REDIS_URL, REDIS_KEY_PREFIX: prefix, REDIS_COMMAND_TIMEOUT_MS: '5000' };
    a = await startTestShop('postgres', env);
    b = await startTestShop('postgres', { ...env, DATABASE_URL: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("share one client's login and sign-up count", async () => {
    const [first, second] = shops();
    const statuses = [];
    for (const shop of [first, first, second, second, first])
      statuses.push((await wrongLogin(shop, '127.0.0.21')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(await redis.keys(`${prefix}*127.0.0.21`)).toHaveLength(1);
  });

  it("share one account's writes", async () => {
    const [first, second] = shops();
    const shopper = await first.newShopper();
    const [product] = await catalog(first);
    const line = { itemId: product?._id, size: product?.sizes[0] };
    const statuses = [];
    for (const shop of [first, second, first, second, second, first])
      statuses.push((await shop.post('/api/cart/add', line, shopper.token)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("share one client's page renders", async () => {
    const [first, second] = shops();
    const page = (shop: TestShop, q: string) =>
      shop.request({ method: 'GET', url: `/collection?q=${q}`, from: '127.0.0.22' });
    expect((await page(first, 'shared-1')).status).toBe(200);
    expect((await page(second, 'shared-2')).status).toBe(200);
    expect((await page(first, 'shared-3')).status).toBe(429);
    expect((await page(second, 'shared-4')).status).toBe(429);
  });

  // Last: it closes the shops.
  it('close their Redis connections when they close', async () => {
    const [first, second] = shops();
    expect(first.app.config.redisUrl).toBe(REDIS_URL);
    const open = (await shopConnections(redis)).filter((id) => !before.includes(id));
    expect(open).toHaveLength(2);
    await second.app.close();
    await first.app.close();
    // Redis forgets a connection as its socket closes, a moment after the client has said QUIT.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await shopConnections(redis)).every((id) => !open.includes(id))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await shopConnections(redis)).filter((id) => open.includes(id))).toEqual([]);
  });
});

/** A Redis that takes connections and never answers, as one paused (SIGSTOP) or behind a stalled network would. */
async function silentRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Longer than a limited call takes with its Redis away, far shorter than the 4 to 15 s each took when it waited. */
const CALL_GUARD_MS = 2000;

describe.each([
  ['paused (takes connections, never answers)', 'silent'],
  ['stopped (nothing listens on its port)', 'closed'],
] as const)('rate limits whose Redis is %s (sqlite)', (_title, kind) => {
  let redis: Awaited<ReturnType<typeof silentRedis>> | undefined;
  let shop: Shop | undefined;
  const theShop = () => {
    if (!shop) throw new Error('the test shop did not start');
    return shop;
  };

  beforeAll(async () => {
    redis = await silentRedis();
    // Port 1: nothing listens there.
    const url = kind === 'silent' ? redis.url : 'redis://127.0.0.1:1';
    shop = await startTestShop('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: url });
  });
  afterAll(async () => {
    await shop?.stop();
    await redis?.close();
  });

  // Each call has CALL_GUARD_MS: a guard against waiting on Redis, not a measurement (performance.md has those).
  it.each([1, 2, 3])(
    'answers login attempt %i without waiting for Redis',
    async (attempt) => {
      expect((await wrongLogin(theShop(), '127.0.0.25')).status).toBe(attempt <= 2 ? 401 : 429);
    },
    CALL_GUARD_MS,
  );

  it.each([1, 2, 3, 4])(
    "answers request %i for one address's reset link without waiting, and keeps the cap of three",
    async (attempt) => {
      // A new client each time, so only the cap per e-mail address can refuse the fourth.
      const answer = await theShop().request({
        method: 'POST',
        url: '/api/user/password/forgot',
        payload: { email: `capped-${kind}@example.com` },
        from: `127.0.1.${attempt}`,
      });
      expect(answer.status).toBe(attempt <= 3 ? 200 : 429);
    },
    CALL_GUARD_MS,
  );
});

describe('rate limits without REDIS_URL (sqlite)', () => {
  it('count in each process alone', async () => {
    const first = await startTestShop('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    const second = await startTestShop('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      expect((await wrongLogin(first, '127.0.0.23')).status).toBe(401);
      expect((await wrongLogin(second, '127.0.0.23')).status).toBe(401);
      expect((await wrongLogin(first, '127.0.0.23')).status).toBe(429);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
