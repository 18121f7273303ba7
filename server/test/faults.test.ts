// The database going away under a running server, and coming back: PostgreSQL reached through a TCP proxy that
// the test cuts (every connection dropped, new ones refused) and restores, as a restart or network fault would.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADDRESS } from './fixtures';
import { ADMIN_POSTGRES_URL, createTestDatabase, startTestShop } from './harness';
import { freePort } from '../../tools/testkit/freePort';
import { orderAmount } from '../../contract';

class DatabaseLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, limitMs = 20_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  let value = await attempt();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await attempt();
  }
  return value;
}

/**
 * A test shop whose PostgreSQL connection runs through a link the test cuts and restores; `open: false` starts it
 * cut, so the shop starts with its database unreachable.
 */
async function shopBehindLink({ open }: { open: boolean }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
  const admin = new URL(ADMIN_POSTGRES_URL);
  const link = new DatabaseLink({ host: admin.hostname, port: Number(admin.port || 5432) });
  if (open) await link.open();
  else link.port = await freePort();
  const database = await createTestDatabase('postgres', dir);
  const viaLink = new URL(database.url);
  viaLink.port = String(link.port);
  const shop = await startTestShop('postgres', { DATABASE_URL: viaLink.toString() });
  return {
    link,
    shop,
    close: async () => {
      await shop.stop();
      await link.cut();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('PostgreSQL going away and coming back', () => {
  it('answers 503 JSON while it is away (the product list from memory), says so in /api/health, and recovers by itself', async () => {
    const { link, shop, close } = await shopBehindLink({ open: true });
    try {
      const shopper = await shop.newShopper();
      expect((await shop.get('/api/health')).status).toBe(200);
      const listBefore = (await shop.get('/api/product/list')).body as { products: Array<{ image: string[] }> };
      const [seen, unseen] = listBefore.products
        .slice(0, 2)
        .map((product) => new URL(product.image[0] as string, shop.baseUrl).pathname);
      expect((await shop.get(seen as string)).status).toBe(200);

      await link.cut();
      const cart = await shop.post('/api/cart/get', {}, shopper.token);
      expect(cart.status).toBe(503);
      expect(cart.body).toEqual({
        success: false,
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
      expect(cart.headers['retry-after']).toBe('5');
      const signUp = await shop.post('/api/user/register', {
        name: 'Away',
        email: 'away@example.com',
        password: 'correct horse battery',
      });
      expect(signUp.status).toBe(503);
      // A load balancer or monitor is told when to ask again.
      expect(await shop.get('/api/health')).toMatchObject({
        status: 503,
        body: { success: false, database: 'unavailable' },
        headers: { 'retry-after': '5' },
      });
      // Shoppers can still browse: the catalog answer comes from memory.
      const listDuring = await eventually(
        () => shop.get('/api/product/list'),
        (answer) => answer.status === 200,
        5_000,
      );
      expect(listDuring.body).toEqual(listBefore);
      // So are the pictures this process served lately; one it never served cannot be read now.
      expect((await shop.get(seen as string)).status).toBe(200);
      expect(await shop.get(unseen as string)).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });

      await link.open();
      const healthy = await eventually(
        () => shop.get('/api/health'),
        (answer) => answer.status === 200,
      );
      expect(healthy.body).toEqual({ success: true, database: 'ok' });
      expect(healthy.headers['retry-after']).toBeUndefined();
      expect(await shop.post('/api/cart/get', {}, shopper.token)).toMatchObject({
        status: 200,
        body: { success: true, cartData: {} },
      });
      expect(
        (
          await shop.post('/api/user/register', {
            name: 'Back',
            email: 'back@example.com',
            password: 'correct horse battery',
          })
        ).status,
      ).toBe(201);
    } finally {
      await close();
    }
  });

  it('lets the server start while the database is unreachable: 503 JSON and an unhealthy /api/health until it comes, then the shop as usual', async () => {
    const { link, shop, close } = await shopBehindLink({ open: false });
    try {
      expect(await shop.get('/api/health')).toMatchObject({
        status: 503,
        body: { success: false, database: 'unavailable' },
        headers: { 'retry-after': '5' },
      });
      for (const answer of [
        await shop.get('/api/product/list'),
        await shop.post('/api/user/register', {
          name: 'Early',
          email: 'early@example.com',
          password: 'correct horse battery',
        }),
      ]) {
        expect(answer).toMatchObject({
          status: 503,
          body: { success: false, message: 'The shop is briefly unavailable. Please try again in a moment.' },
        });
      }

      await link.open();
      const healthy = await eventually(
        () => shop.get('/api/health'),
        (answer) => answer.status === 200,
      );
      expect(healthy.body).toEqual({ success: true, database: 'ok' });
      expect(
        ((await shop.get('/api/product/list')).body as { products: unknown[] }).products.length,
      ).toBeGreaterThanOrEqual(60);
      expect(
        (
          await shop.post('/api/user/register', {
            name: 'Later',
            email: 'later@example.com',
            password: 'correct horse battery',
          })
        ).status,
      ).toBe(201);
    } finally {
      await close();
    }
  });

  it('under order load, a lost database fails calls cleanly with 503 and loses no acknowledged order', async () => {
    const { link, shop, close } = await shopBehindLink({ open: true });
    try {
      const products = (await shop.get('/api/product/list')).body.products as Array<{
        _id: string;
        price: number;
        sizes: string[];
      }>;
      const shoppers = await Promise.all(
        Array.from({ length: 60 }, async (_, index) => {
          const shopper = await shop.newShopper();
          const product = products[index % products.length] as { _id: string; price: number; sizes: string[] };
          const line = { itemId: product._id, size: product.sizes[0] as string, quantity: 1 };
          await shop.post('/api/cart/update', line, shopper.token);
          const body = {
            address: ADDRESS,
            items: [{ ...product, size: line.size, quantity: 1 }],
            amount: orderAmount([{ price: product.price, quantity: 1 }]),
          };
          return { shopper, body };
        }),
      );
      // The link drops while the orders are on their way, and comes back a moment later.
      const answers = shoppers.map(async ({ shopper, body }, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 5));
        return shop.post('/api/order/place', body, shopper.token);
      });
      await new Promise((resolve) => setTimeout(resolve, 120));
      await link.cut();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await link.open();
      const settled = await Promise.all(answers);

      const statuses = settled.map((answer) => answer.status);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      expect(statuses).toContain(503);
      await eventually(
        () => shop.get('/api/health'),
        (answer) => answer.status === 200,
      );
      for (const [index, { shopper }] of shoppers.entries()) {
        const orders = (await shop.post('/api/order/userorder', {}, shopper.token)).body.orders as unknown[];
        const cart = (await shop.post('/api/cart/get', {}, shopper.token)).body.cartData as Record<string, unknown>;
        if (statuses[index] === 201)
          expect({ index, orders: orders.length, cart }).toEqual({ index, orders: 1, cart: {} });
        // Refused with 503: the order either committed whole before the link fell or left nothing behind.
        else
          expect({ index, orders: orders.length, lines: Object.keys(cart).length }).toEqual({
            index,
            ...(orders.length === 1 ? { orders: 1, lines: 0 } : { orders: 0, lines: 1 }),
          });
      }
    } finally {
      await close();
    }
  });
});
