// Two server processes on one PostgreSQL deliver 200 cash orders at once (each delivery is the order's sale, and
// invoiced in its transaction): the invoices take 200 consecutive numbers of the year's series, none twice, none
// missed, and the series' check says so.
import { setRole } from '../accounts';
import { openDatabase } from '../db/database';
import { newShopperDetails, UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';
import { twoProcessesOnPostgres } from '../test/processes';
import { checkSeries } from '.';
import { orderOfOne, spareUnits } from '../test/processOrders';

const ORDERS = 200;
const SHOPPERS = 4;

describe('invoice numbers from two server processes on one PostgreSQL', () => {
  const started = twoProcessesOnPostgres('invoices', UNLIMITED_UNPAID_ORDERS);

  it('give 200 cash orders delivered at once 200 consecutive invoice numbers', async () => {
    const { servers, databaseUrl } = started();
    const [a, b] = servers;
    const client = shopClient(a.url);
    const pieces = await spareUnits(client, ORDERS);

    const operatorDetails = newShopperDetails('invoices', 'Invoice Operator');
    const operator = (await client.call('POST', '/api/user/register', { body: operatorDetails })).body.token as string;
    const opened = openDatabase(databaseUrl);
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
          const piece = pieces[index] as (typeof pieces)[number];
          await client.succeed('POST', '/api/cart/update', {
            token,
            body: { itemId: piece.product._id, size: piece.size, quantity: 1 },
          });
          const placed = await client.call('POST', '/api/order/place', { token, body: orderOfOne(piece) });
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

    const reading = openDatabase(databaseUrl);
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
