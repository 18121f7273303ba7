// Several stateless server processes on one PostgreSQL: real processes (`server/main.ts`), each on its own port and
// its own data folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../db/database';
import { setRole } from '../accounts';
import { DELIVERY_ADDRESS as ADDRESS, newShopperDetails, SHOPPER_PASSWORD } from '../../tools/testkit/fixtures';
import { startShopProcess } from '../../tools/testkit/processes';
import { shopClient } from '../../tools/testkit/shopClient';
import { createTestDatabase } from './harness';
import { call, startServer, type ShopProcess } from './processes';
import { orderAmount } from '../../contract';

const SHOPPERS = 24;

describe('two server processes on one PostgreSQL', () => {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-scale-')));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: ShopProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', dirs[0] as string);
    // Started together, as a deployment would: both migrate and seed the same empty database.
    servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir, { DATABASE_URL: database?.url ?? '' })))));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A shopper of `server` given the admin role, as `npm run shop -- users role <email> admin` does. */
  async function operatorOn(server: ShopProcess): Promise<string> {
    const details = newShopperDetails('pictures', 'Picture Operator');
    const { body } = await call(server, '/api/user/register', details);
    const opened = openDatabase(database?.url ?? '');
    try {
      await setRole(opened.db, details.email, 'admin');
    } finally {
      await opened.close();
    }
    return body.token as string;
  }

  const fetchFrom = async (server: ShopProcess, pathname: string) => {
    const answer = await fetch(`${server.url}${pathname}`);
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      etag: answer.headers.get('etag'),
      bytes: Buffer.from(await answer.arrayBuffer()),
    };
  };

  it('serve a picture uploaded through one identically through the other, and answer 404 on both for an unknown one', async () => {
    const [a, b] = servers as [ShopProcess, ShopProcess];
    const token = await operatorOn(a);
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#7f4a6b' } })
      .png()
      .toBuffer();
    const upload = await fetch(`${a.url}/api/admin/images?name=shared-shawl`, {
      method: 'POST',
      headers: { token, 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
    const uploaded = new URL(((await upload.json()) as { url: string }).url, a.url).pathname;
    const listed = await shopClient(b.url).succeed<{ products: Array<{ image: string[] }> }>(
      'GET',
      '/api/product/list',
    );
    const seeded = new URL(listed.products[0]?.image[0] as string, b.url).pathname;

    for (const pathname of [uploaded, uploaded.replace('-960.webp', '-320.avif'), seeded, '/images/hero.svg']) {
      const [fromA, fromB] = await Promise.all([fetchFrom(a, pathname), fetchFrom(b, pathname)]);
      expect({ pathname, status: fromB.status, type: fromB.type, etag: fromB.etag }).toEqual({
        pathname,
        status: 200,
        type: fromA.type,
        etag: fromA.etag,
      });
      expect(fromA.status).toBe(200);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
    for (const server of [a, b])
      expect((await fetchFrom(server, '/images/products/never-uploaded-0123456789-960.webp')).status).toBe(404);
    // Neither process keeps pictures on its own disk: the database holds them for both.
    expect(dirs.map((dir) => existsSync(path.join(dir, 'images')))).toEqual([false, false]);
  });

  it('take orders through both: every acknowledged order is stored once, and each process sees the others’ work', async () => {
    const [a, b] = servers as [ShopProcess, ShopProcess];
    const catalog = await shopClient(b.url).succeed<{
      products: Array<{ _id: string; price: number; sizes: string[] }>;
    }>('GET', '/api/product/list');
    expect(catalog.products.length).toBeGreaterThanOrEqual(60);

    const placed = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        // Each shopper signs up on one process, fills the cart on the other and orders where they signed up.
        const [home, other] = index % 2 === 0 ? [a, b] : [b, a];
        const email = `scale-${index}-${Date.now()}@example.com`;
        const signUp = await call(home, '/api/user/register', {
          name: `Shopper ${index}`,
          email,
          password: SHOPPER_PASSWORD,
        });
        const token = signUp.body.token as string;
        const product = catalog.products[index % catalog.products.length] as {
          _id: string;
          price: number;
          sizes: string[];
        };
        const size = product.sizes[0] as string;
        expect((await call(other, '/api/cart/update', { itemId: product._id, size, quantity: 2 }, token)).status).toBe(
          200,
        );
        const item = { ...product, size, quantity: 2 };
        const order = await call(
          home,
          '/api/order/place',
          { address: ADDRESS, items: [item], amount: orderAmount([{ price: product.price, quantity: 2 }]) },
          token,
        );
        const seen = await call(other, '/api/order/userorder', {}, token);
        return { order, seen, amount: orderAmount([{ price: product.price, quantity: 2 }]) };
      }),
    );

    for (const { order, seen, amount } of placed) {
      expect(order).toMatchObject({ status: 201, body: { success: true } });
      expect(seen.body.orders).toEqual([expect.objectContaining({ amount, paymentMethod: 'COD' })]);
    }
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ orders: string; users: string; products: string }>(
        'select (select count(*) from orders) as orders, (select count(distinct user_id) from orders) as users, (select count(*) from products) as products',
      );
      expect(rows[0]).toEqual({
        orders: String(SHOPPERS),
        users: String(SHOPPERS),
        products: String(catalog.products.length),
      });
    } finally {
      await client.end();
    }
  });
});

describe('npm run start:cluster', () => {
  it('starts one server process per WEB_CONCURRENCY on one port, sharing one SQLite file and one generated secret, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
    // Each process logs one JSON line when it is ready; the last line may still be on its way.
    const readyProcesses = (output: string) =>
      new Set(
        output
          .split('\n')
          .filter((line) => line.includes('shop ready') && line.endsWith('}'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    const cluster = await startShopProcess({
      script: 'server/cluster.ts',
      env: {
        ...process.env,
        WEB_CONCURRENCY: '2',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'none'),
        LOG_LEVEL: 'info',
        JWT_SECRET: '',
      },
      ready: (shop) => readyProcesses(shop.output()).size === 2,
      startupLimitMs: 25_000,
    });
    try {
      // Both migrated the new SQLite file at once, taking turns: neither crashed on the other's tables.
      expect(cluster.output()).not.toContain(' ended (');
      const { url } = cluster;
      const client = shopClient(url);
      const { token } = await client.signUp('cluster', 'Cluster');
      // Whichever process answers, the token signed by one is accepted by the others.
      for (let call = 0; call < 10; call += 1) {
        const cart = await client.call('POST', '/api/cart/get', { token });
        expect(cart.status).toBe(200);
      }
    } finally {
      expect(await cluster.stop()).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
