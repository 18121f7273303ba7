// Migration 0028 on a shop holding orders made before it, through the real server on SQLite and PostgreSQL: orders
// paid online and for cash, cancelled in part and in whole, returned and refunded, exchanged, invoiced and credited.
// The shop is taken back to before 0028 (no order lines, no stored delivery fee: only the JSON copies orders kept in
// orders.items, which 0029 dropped) and 0028 and 0029 run again (the migrations after them stay as they are); every
// order's lines and fee come back as placing wrote them, and every amount the order answers, invoices and credit
// notes say is the same. An order invoiced after the migration is invoiced as one
// invoiced before it, and a product renamed and repriced later changes no order's answer.
import { sql, type Kysely } from 'kysely';
import { dropOrderItems } from '../db/migrations/dropOrderItems';
import { orderLines } from '../db/migrations/orderLines';
import { linesOf, toOrderItem } from './lines';
import type { DB } from '../db/schema';
import { invoiceTestOrders, type TestOrder } from '../test/invoiceTestOrders';
import { orderDetail, setPrice } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

/** Everything an order's shopper and the operator are answered about it. */
async function answersOf(shop: TestShop, operator: Shopper, order: TestOrder, also: readonly string[] = []) {
  const { token } = order.shopper;
  const ids = [order.orderId, ...also];
  return {
    listed: (await shop.post('/api/order/userorder', undefined, token)).body as unknown,
    original: (await shop.post('/api/order/userorders', undefined, token)).body as unknown,
    details: await Promise.all(ids.map((id) => orderDetail(shop, token, id))),
    admin: await Promise.all(
      ids.map(
        async (id) =>
          (await shop.request({ method: 'GET', url: `/api/admin/orders/${id}`, headers: { token: operator.token } }))
            .body as unknown,
      ),
    ),
  };
}

/** The tax documents' stored amounts, line by line. */
async function taxDocuments(db: Kysely<DB>) {
  const invoices = await db.selectFrom('invoices').selectAll().orderBy('number').execute();
  const invoiceLines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
  const notes = await db.selectFrom('credit_notes').selectAll().orderBy('number').execute();
  const noteLines = await db
    .selectFrom('credit_note_lines')
    .selectAll()
    .orderBy('credit_note_id')
    .orderBy('line_no')
    .execute();
  return { invoices, invoiceLines, notes, noteLines };
}

const storedLines = (db: Kysely<DB>) =>
  db.selectFrom('order_lines').selectAll().orderBy('order_id').orderBy('position').execute();

const storedFees = (db: Kysely<DB>) =>
  db.selectFrom('orders').select(['id', 'delivery_fee_paise']).orderBy('id').execute();

/**
 * Takes the shop back to before 0028: no order lines, no stored fee, and each order's products kept as JSON copies in
 * orders.items (0029 dropped the column), written as placing wrote them then (the API's items).
 */
async function beforeOrderLines(db: Kysely<DB>): Promise<void> {
  const orders = await db.selectFrom('orders').select('id').execute();
  const lines = await linesOf(
    db,
    orders.map((order) => order.id),
  );
  await db.schema.alterTable('orders').addColumn('items', 'text').execute();
  for (const { id } of orders)
    await sql`update orders set items = ${JSON.stringify((lines.get(id) ?? []).map(toOrderItem))} where id = ${id}`.execute(
      db,
    );
  await db.schema.dropTable('order_lines').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_fee_paise').execute();
}

describeEachDatabase('orders made before their lines, migrated (0028)', (shop) => {
  const { operator, dear, paidOnline, codOrder, deliver } = invoiceTestOrders(shop);
  const cancel = (order: TestOrder, units?: string[]) =>
    shop().post(
      '/api/order/cancel',
      { orderId: order.orderId, reason: 'changedMind', ...(units && { units }) },
      order.shopper.token,
    );
  const ask = (order: TestOrder, body: Record<string, unknown>) =>
    shop().post('/api/order/return', { orderId: order.orderId, reason: 'tooSmall', ...body }, order.shopper.token);
  async function stepsTo(requestId: string, last: string): Promise<void> {
    for (const to of ['approved', 'pickedUp', 'received', last])
      expect((await shop().post(`/api/admin/returns/${requestId}/step`, { to }, operator().token)).status).toBe(200);
  }

  interface Made {
    orders: TestOrder[];
    returned: TestOrder;
    toDeliver: TestOrder;
    exchanged: TestOrder;
    exchangeOrder: string;
  }
  let made: Made | undefined;
  const ready = (): Made => {
    if (!made) throw new Error('the orders were not made');
    return made;
  };
  const answers = () => {
    const { orders, exchanged, exchangeOrder } = ready();
    return Promise.all(
      orders.map((order) => answersOf(shop(), operator(), order, order === exchanged ? [exchangeOrder] : [])),
    );
  };
  let before: Awaited<ReturnType<typeof answers>> = [];
  let documents: Awaited<ReturnType<typeof taxDocuments>> | undefined;
  let lines: Awaited<ReturnType<typeof storedLines>> = [];
  let fees: Awaited<ReturnType<typeof storedFees>> = [];

  // The orders, made and answered before the shop is taken back to before 0028 and migrated again.
  beforeAll(async () => {
    const { db } = shop().app;
    // Paid online, one ₹2,400 piece cancelled before dispatch: a refund and a credit note.
    const partlyCancelledOnline = await paidOnline();
    expect((await cancel(partlyCancelledOnline, ['2.2'])).status).toBe(200);
    // Paid online and cancelled whole: the delivery fee goes back with it.
    const cancelledOnline = await paidOnline();
    expect((await cancel(cancelledOnline)).status).toBe(200);
    // Cash, a piece cancelled, delivered (invoiced without it), a piece returned for store credit (a credit note).
    const returned = await codOrder();
    expect((await cancel(returned, ['2.2'])).status).toBe(200);
    await deliver(returned.orderId);
    const refund = await ask(returned, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' });
    expect(refund.status).toBe(201);
    await stepsTo((refund.body.request as { id: string }).id, 'refunded');
    // Cash, delivered, a piece exchanged for another size: a new order at no charge.
    const exchanged = await codOrder();
    await deliver(exchanged.orderId);
    const otherSize = dear().sizes[1] as string;
    const exchange = await ask(exchanged, { units: ['1.1'], kind: 'exchange', exchangeSize: otherSize });
    expect(exchange.status).toBe(201);
    await stepsTo((exchange.body.request as { id: string }).id, 'exchanged');
    const exchangeOrder = (await orderDetail(shop(), exchanged.shopper.token, exchanged.orderId)).returns[0]
      ?.exchangeOrderId as string;
    // Cash, cancelled whole before dispatch.
    const cancelledCash = await codOrder();
    expect((await cancel(cancelledCash)).status).toBe(200);
    // Cash, a piece cancelled, still to deliver when the shop migrates.
    const toDeliver = await codOrder();
    expect((await cancel(toDeliver, ['2.2'])).status).toBe(200);
    made = {
      orders: [partlyCancelledOnline, cancelledOnline, returned, exchanged, cancelledCash, toDeliver],
      returned,
      toDeliver,
      exchanged,
      exchangeOrder,
    };

    before = await answers();
    documents = await taxDocuments(db);
    lines = await storedLines(db);
    fees = await storedFees(db);
    await beforeOrderLines(db);
    await orderLines.up(db);
    // And 0029 after it: the columns are as before, as the server's cached statements read them.
    await dropOrderItems.up(db);
  }, 240_000);

  it('gives every order back the lines and delivery fee placing wrote', async () => {
    const { db } = shop().app;
    // Two lines an order, and the exchange's one.
    expect(lines).toHaveLength(ready().orders.length * 2 + 1);
    expect(fees.find((row) => row.id === ready().exchangeOrder)?.delivery_fee_paise).toBe(0);
    expect(await storedLines(db)).toEqual(lines);
    expect(await storedFees(db)).toEqual(fees);
  });

  it('answers every order, invoice and credit note with the same amounts as before', async () => {
    expect(await answers()).toEqual(before);
    expect(await taxDocuments(shop().app.db)).toEqual(documents);
  });

  it('invoices an order delivered after the migration as its twin was before it', async () => {
    const { db } = shop().app;
    const { toDeliver, returned } = ready();
    await deliver(toDeliver.orderId);
    const invoiced = (await orderDetail(shop(), toDeliver.shopper.token, toDeliver.orderId)).invoice;
    expect(invoiced?.amount).toBe(before[2]?.details[0]?.invoice?.amount);
    const invoiceLinesOf = async (orderId: string) =>
      (
        await db
          .selectFrom('invoice_lines')
          .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
          .select([
            'invoice_lines.kind',
            'invoice_lines.name',
            'invoice_lines.hsn',
            'invoice_lines.quantity',
            'invoice_lines.rate_percent',
            'invoice_lines.taxable_paise',
            'invoice_lines.total_paise',
          ])
          .where('invoices.order_id', '=', orderId)
          .orderBy('invoice_lines.line_no')
          .execute()
      ).map((line) => ({
        ...line,
        quantity: Number(line.quantity),
        taxable_paise: Number(line.taxable_paise),
        total_paise: Number(line.total_paise),
      }));
    const twin = await invoiceLinesOf(returned.orderId);
    expect(twin.map((line) => line.kind)).toEqual(['goods', 'goods', 'delivery']);
    expect(await invoiceLinesOf(toDeliver.orderId)).toEqual(twin);
  });

  it('changes no order when a product is renamed and repriced later', async () => {
    const settled = await answers();
    await shop()
      .app.db.updateTable('products')
      .set({ name: 'Renamed after the sale' })
      .where('id', '=', dear()._id)
      .execute();
    await setPrice(shop(), dear()._id, 123_400);
    expect(await answers()).toEqual(settled);
    expect(settled[0]?.details[0]?.items[0]).toMatchObject({ name: dear().name, price: dear().price });
  });
});
