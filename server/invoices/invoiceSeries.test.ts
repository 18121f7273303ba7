// Two server processes on one PostgreSQL deliver 200 cash orders at once (each delivery is the order's sale, and
// invoiced in its transaction): the invoices take 200 consecutive numbers of the year's series, none twice, none
// missed, and the series' check says so.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setRole } from '../accounts';
import { openDatabase } from '../db/database';
import { orderAmount } from '../../contract';
import { DELIVERY_ADDRESS as ADDRESS, newShopperDetails, UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';
import { createTestDatabase } from '../test/harness';
import { startServer, type ShopProcess } from '../test/processes';
import { checkSeries } from '.';

const ORDERS = 200;
const SHOPPERS = 4;

interface ListedProduct {
  _id: string;
  price: number;
  sizes: string[];
  stock: Record<string, number>;
}

describe('invoice numbers from two server processes on one PostgreSQL', () => {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-invoices-')));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: ShopProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', dirs[0] as string);
    servers.push(
      ...(await Promise.all(
        dirs.map((dir) => startServer(dir, { DATABASE_URL: database?.url ?? '', ...UNLIMITED_UNPAID_ORDERS })),
      )),
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('give 200 cash orders delivered at once 200 consecutive invoice numbers', async () => {
    const [a, b] = servers as [ShopProcess, ShopProcess];
    const client = shopClient(a.url);
    const products = (await client.succeed<{ products: ListedProduct[] }>('GET', '/api/product/list')).products;
    // One piece of a size with stock to spare for each order.
    const pieces = products.flatMap((product) =>
      product.sizes.flatMap((size) =>
        Array.from({ length: Math.max(0, (product.stock[size] ?? 0) - 1) }, () => ({ product, size })),
      ),
    );
    expect(pieces.length).toBeGreaterThanOrEqual(ORDERS);

    const operatorDetails = newShopperDetails('invoices', 'Invoice Operator');
    const operator = (await client.call('POST', '/api/user/register', { body: operatorDetails })).body.token as string;
    const opened = openDatabase(database?.url ?? '');
    try {
      await setRole(opened.db, operatorDetails.email, 'admin');
    } finally {
      await opened.close();
    }

    const orderIds: string[] = [];
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopperIndex) => {
        const token = (
          await client.call('POST', '/api/user/register', { body: newShopperDetails(`buyer${shopperIndex}`) })
        ).body.token as string;
        for (let index = shopperIndex; index < ORDERS; index += SHOPPERS) {
          const { product, size } = pieces[(index * 7) % pieces.length] as (typeof pieces)[number];
          await client.succeed('POST', '/api/cart/update', { token, body: { itemId: product._id, size, quantity: 1 } });
          const copy = Object.fromEntries(Object.entries(product).filter(([field]) => field !== 'stock'));
          const placed = await client.call('POST', '/api/order/place', {
            token,
            body: {
              address: ADDRESS,
              items: [{ ...copy, size, quantity: 1 }],
              amount: orderAmount([{ price: product.price, quantity: 1 }]),
            },
          });
          expect(placed.status).toBe(201);
          orderIds.push(placed.body.orderId as string);
        }
      }),
    );
    expect(orderIds).toHaveLength(ORDERS);

    for (const status of ['Packing', 'Shipped', 'Out for delivery'])
      for (let start = 0; start < ORDERS; start += 100)
        await client.succeed('POST', '/api/admin/orders/bulk-status', {
          token: operator,
          body: { ids: orderIds.slice(start, start + 100), status },
        });

    // Every delivery at once, half through each process.
    const answers = await Promise.all(
      orderIds.map((id, index) =>
        shopClient((index % 2 === 0 ? a : b).url).call('POST', `/api/admin/orders/${id}/status`, {
          token: operator,
          body: { status: 'Delivered' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orderIds.map(() => 200));

    const reading = openDatabase(database?.url ?? '');
    try {
      const invoices = await reading.db.selectFrom('invoices').select(['order_id', 'sequence', 'number']).execute();
      expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(orderIds));
      expect(invoices.map((invoice) => Number(invoice.sequence)).sort((x, y) => x - y)).toEqual(
        Array.from({ length: ORDERS }, (_, index) => index + 1),
      );
      const [series] = await checkSeries(reading.db);
      expect(series).toMatchObject({ checked: ORDERS, gaps: [], repeats: [] });
      expect(series?.first).toMatch(/\/000001$/);
      expect(series?.last).toMatch(/\/000200$/);
    } finally {
      await reading.close();
    }
  }, 180_000);
});
