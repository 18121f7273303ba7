// Many shoppers racing for the last units, on both databases (PostgreSQL is where parallel requests really overlap):
// never a unit sold twice, never stock below 0, and a cancellation restocks once however often it is sent.
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { ledgerOf, productAt, setUnits, shopperBuying, unitsOf } from '../test/stockFixtures';

const SHOPPERS = 30;
const UNITS = 5;

/** `count` shoppers, each with one unit of the size in their cart (while there are still plenty). */
async function shoppersBuying(shop: TestShop, product: { _id: string; size: string }, count: number) {
  const shoppers = [];
  for (let index = 0; index < count; index += 1) shoppers.push(await shopperBuying(shop, product, 1));
  return shoppers;
}

const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

describeEachDatabase('the last units, raced for', (shop) => {
  it(`places exactly ${UNITS} orders when ${SHOPPERS} shoppers order the last ${UNITS} at once; the others get 409 and stock ends at 0`, async () => {
    const product = await productAt(shop(), 40);
    const shoppers = await shoppersBuying(shop(), product, SHOPPERS);
    await setUnits(shop(), product._id, product.size, UNITS);

    const answers = await Promise.all(
      shoppers.map((shopper) => shop().post('/api/order/place', shopper.body, shopper.token)),
    );
    expect(statuses(answers)).toEqual([...Array(UNITS).fill(201), ...Array(SHOPPERS - UNITS).fill(409)]);
    const refusal = `${product.name} in size ${product.size} is sold out. Remove it from your cart to place the order.`;
    expect(
      new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message as string)),
    ).toEqual(new Set([refusal]));
    expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
    const sales = (await ledgerOf(shop(), product._id, product.size)).filter((entry) => entry.reason === 'sale');
    expect(sales.map((entry) => entry.balance).sort()).toEqual([0, 1, 2, 3, 4]);
    const orders = await shop()
      .app.db.selectFrom('orders')
      .select('id')
      // The orders with a line of the product.
      .where('id', 'in', (eb) => eb.selectFrom('order_lines').select('order_id').where('product_id', '=', product._id))
      .execute();
    expect(orders).toHaveLength(UNITS);
    // No one told the list: it follows the sales within its recheck time.
    let listed: number | undefined;
    for (let attempt = 0; attempt < 50 && listed !== 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = (await catalog(shop())).find((each) => each._id === product._id)?.stock[product.size];
    }
    expect(listed).toBe(0);
  });

  it(`holds exactly ${UNITS} payments when ${SHOPPERS} shoppers start card payments for the last ${UNITS} at once; nobody else can buy a held unit`, async () => {
    const product = await productAt(shop(), 41);
    const shoppers = await shoppersBuying(shop(), product, SHOPPERS + 1);
    const latecomer = shoppers.pop();
    await setUnits(shop(), product._id, product.size, UNITS);

    const answers = await Promise.all(
      shoppers.map((shopper) => shop().post('/api/order/stripe', shopper.body, shopper.token)),
    );
    expect(statuses(answers)).toEqual([...Array(UNITS).fill(200), ...Array(SHOPPERS - UNITS).fill(409)]);
    expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
    const held = await shop()
      .app.db.selectFrom('orders')
      .select('stock_state')
      // The orders with a line of the product.
      .where('id', 'in', (eb) => eb.selectFrom('order_lines').select('order_id').where('product_id', '=', product._id))
      .where('status', '=', 'Awaiting Payment')
      .execute();
    expect(held.map((order) => order.stock_state)).toEqual(Array(UNITS).fill('held'));
    if (!latecomer) throw new Error('no latecomer');
    expect((await shop().post('/api/order/place', latecomer.body, latecomer.token)).status).toBe(409);
  });

  it('restocks a cancelled order once when three operators cancel it at the same moment', async () => {
    const product = await productAt(shop(), 42);
    await setUnits(shop(), product._id, product.size, 10);
    const shopper = await shopperBuying(shop(), product, 4);
    expect((await shop().post('/api/order/place', shopper.body, shopper.token)).status).toBe(201);
    const { id } = await shop()
      .app.db.selectFrom('orders')
      .select('id')
      // The orders with a line of the product.
      .where('id', 'in', (eb) => eb.selectFrom('order_lines').select('order_id').where('product_id', '=', product._id))
      .executeTakeFirstOrThrow();
    const operator = await newOperator(shop());

    const answers = await Promise.all(
      [1, 2, 3].map(() => shop().post(`/api/admin/orders/${id}/status`, { status: 'Cancelled' }, operator.token)),
    );
    expect(statuses(answers)).toEqual([200, 409, 409]);
    expect(await unitsOf(shop(), product._id, product.size)).toBe(10);
    expect((await ledgerOf(shop(), product._id, product.size)).filter((entry) => entry.reason === 'cancel')).toEqual([
      { reason: 'cancel', delta: 4, balance: 10, orderId: id },
    ]);
    expect((await shop().post(`/api/admin/orders/${id}/status`, { status: 'Cancelled' }, operator.token)).status).toBe(
      409,
    );
    expect(await unitsOf(shop(), product._id, product.size)).toBe(10);
  });
});
