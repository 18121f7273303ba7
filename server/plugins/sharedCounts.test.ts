// Rate limits counted in Redis (REDIS_URL): two shops on one database, as two processes behind one address would be,
// share each client's and each account's count; without REDIS_URL each counts alone.
import { randomUUID } from 'node:crypto';
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
    const env = { ...LIMITS, REDIS_URL, REDIS_KEY_PREFIX: prefix };
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

describe('rate limits whose Redis is unreachable (sqlite)', () => {
  it('are skipped, so calls are answered as they would be without limits rather than failing', async () => {
    // Nothing listens on port 1: every count fails, after one attempt to reconnect.
    const shop = await startTestShop('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await wrongLogin(shop, '127.0.0.24')).status);
      expect(statuses).toEqual([401, 401, 401]);
    } finally {
      await shop.stop();
    }
  });
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
