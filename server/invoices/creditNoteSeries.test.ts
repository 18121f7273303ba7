// Two server processes on one PostgreSQL cancel 40 paid online orders at once (each cancellation credits its order's
// invoice in its transaction): the credit notes take 40 consecutive numbers of the year's credit note series, none
// twice, none missed, and the series' check says so.
import { openDatabase } from '../db/database';
import { newShopperDetails, UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';
import { twoProcessesOnPostgres } from '../test/processes';
import { checkSeries } from '.';
import { orderOfOne, spareUnits } from '../test/processOrders';

const ORDERS = 40;
const SHOPPERS = 4;

describe('credit note numbers from two server processes on one PostgreSQL', () => {
  const started = twoProcessesOnPostgres('credit-notes', UNLIMITED_UNPAID_ORDERS);

  it('give 40 paid orders cancelled at once 40 consecutive credit note numbers', async () => {
    const { servers, databaseUrl } = started();
    const [a, b] = servers;
    const client = shopClient(a.url);
    const pieces = await spareUnits(client, ORDERS);

    // Each shopper's orders, paid one after another in the Razorpay sandbox.
    const paid: Array<{ token: string; orderId: string }> = [];
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopperIndex) => {
        const token = (
          await client.call('POST', '/api/user/register', { body: newShopperDetails(`refunded${shopperIndex}`) })
        ).body.token as string;
        for (let index = shopperIndex; index < ORDERS; index += SHOPPERS) {
          const piece = pieces[index] as (typeof pieces)[number];
          await client.succeed('POST', '/api/cart/update', {
            token,
            body: { itemId: piece.product._id, size: piece.size, quantity: 1 },
          });
          const waiting = await client.succeed<{ order: { id: string } }>('POST', '/api/order/razorpay', {
            token,
            body: orderOfOne(piece),
          });
          const payment = (await client.call('POST', '/sandbox/razorpay/pay', { body: { order_id: waiting.order.id } }))
            .body;
          await client.succeed('POST', '/api/order/verifyRazorpay', { token, body: payment });
          const orders = await client.succeed<{ orders: Array<{ _id: string }> }>('POST', '/api/order/userorder', {
            token,
          });
          paid.push({ token, orderId: orders.orders[0]?._id ?? '' });
        }
      }),
    );
    expect(new Set(paid.map((order) => order.orderId)).size).toBe(ORDERS);

    // Every cancellation at once, half through each process.
    const answers = await Promise.all(
      paid.map(({ token, orderId }, index) =>
        shopClient((index % 2 === 0 ? a : b).url).call('POST', '/api/order/cancel', {
          token,
          body: { orderId, reason: 'changedMind' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(paid.map(() => 200));

    const reading = openDatabase(databaseUrl);
    try {
      const notes = await reading.db.selectFrom('credit_notes').select(['order_id', 'sequence']).execute();
      expect(new Set(notes.map((note) => note.order_id))).toEqual(new Set(paid.map((order) => order.orderId)));
      expect(notes.map((note) => Number(note.sequence)).sort((x, y) => x - y)).toEqual(
        Array.from({ length: ORDERS }, (_, index) => index + 1),
      );
      const series = (await checkSeries(reading.db)).find((check) => check.series === 'creditNotes');
      expect(series).toMatchObject({ checked: ORDERS, gaps: [], repeats: [] });
      expect(series?.first).toMatch(/^KCN\/\d{2}-\d{2}\/000001$/);
      expect(series?.last).toMatch(/\/000040$/);
    } finally {
      await reading.close();
    }
  }, 180_000);
});
