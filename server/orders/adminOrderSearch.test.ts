import { catalog, fillCart, newOperator, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

/** Places a cash-on-delivery order of `quantity` pieces for the shopper; answers its id. */
async function placeOrder(shop: TestShop, shopper: Shopper, quantity = 1): Promise<string> {
  const product = (await catalog(shop))[1];
  if (!product) throw new Error('the catalog is empty');
  await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity }]);
  expect((await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token)).status).toBe(
    201,
  );
  const orders = (await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders as Array<{
    _id: string;
  }>;
  return orders[0]?._id as string;
}

describeEachDatabase('admin API: the operator screens’ order calls', (shop) => {
  let operator: Shopper;
  const get = (url: string) => shop().request({ method: 'GET', url, headers: { token: operator.token } });
  const as = (url: string, body: unknown) => shop().post(url, body, operator.token);

  beforeAll(async () => {
    operator = await newOperator(shop());
  });

  it('filters by payment, paid, date range and e-mail, pages, and counts each status under the other filters', async () => {
    const shopper = await shop().newShopper();
    const first = await placeOrder(shop(), shopper);
    const second = await placeOrder(shop(), shopper);
    const third = await placeOrder(shop(), shopper);
    await as(`/api/admin/orders/${first}/status`, { status: 'Packing' });
    const email = encodeURIComponent(shopper.email.toUpperCase());

    const all = await get(`/api/admin/orders?email=${email}&limit=2`);
    expect(all.status).toBe(200);
    expect((all.body.orders as Array<{ _id: string }>).map((order) => order._id)).toEqual([third, second]);
    expect(all.body.total).toBe(3);
    expect(all.body.counts).toEqual({ 'Order Placed': 2, Packing: 1 });
    const next = await get(`/api/admin/orders?email=${email}&limit=2&offset=2`);
    expect((next.body.orders as Array<{ _id: string }>).map((order) => order._id)).toEqual([first]);

    const packing = await get(`/api/admin/orders?email=${email}&status=Packing`);
    expect([packing.body.total, packing.body.orders.length, packing.body.counts]).toEqual([
      1,
      1,
      { 'Order Placed': 2, Packing: 1 },
    ]);
    expect((await get(`/api/admin/orders?email=${email}&paymentMethod=COD&paid=false`)).body.total).toBe(3);
    expect((await get(`/api/admin/orders?email=${email}&paymentMethod=Stripe`)).body.total).toBe(0);
    expect((await get(`/api/admin/orders?email=${email}&paid=true`)).body.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?email=${email}&since=${today}&until=${today}`)).body.total).toBe(3);
    expect((await get(`/api/admin/orders?email=${email}&until=2020-01-01`)).body.total).toBe(0);
    const bad = await get(`/api/admin/orders?until=yesterday`);
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('until must be a date')]);
  });

  it('refuses a status filter that is no order status (400), naming the statuses, even one an object inherits', async () => {
    for (const status of ['constructor', '__proto__', 'toString', 'Lost']) {
      const answer = await get(`/api/admin/orders?status=${status}`);
      expect([answer.status, answer.body.success]).toEqual([400, false]);
      expect(answer.body.message).toEqual(expect.stringContaining('Order Placed'));
      expect(answer.body.message).toEqual(expect.stringContaining('Awaiting Payment'));
    }
  });

  it('refuses a move from a status the order no longer has, saying what it is now, and changes nothing', async () => {
    const shopper = await shop().newShopper();
    const orderId = await placeOrder(shop(), shopper);
    expect((await as(`/api/admin/orders/${orderId}/status`, { status: 'Packing', from: 'Order Placed' })).status).toBe(
      200,
    );
    // A second operator still sees Order Placed and cancels: refused, the order stays Packing with one change.
    const late = await as(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled', from: 'Order Placed' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Order ${orderId} was changed by someone else: it is now Packing.`);
    const shown = await get(`/api/admin/orders/${orderId}`);
    expect([shown.body.order.status, shown.body.history.length]).toEqual(['Packing', 1]);
  });

  it('cancels with a message saying the pieces are back in stock, and the stock shows them back', async () => {
    const shopper = await shop().newShopper();
    const product = (await catalog(shop()))[1];
    const size = product?.sizes[0] as string;
    const before = (await get(`/api/admin/stock/${product?._id}`)).body.stock[size] as number;
    const orderId = await placeOrder(shop(), shopper, 2);
    expect((await get(`/api/admin/stock/${product?._id}`)).body.stock[size]).toBe(before - 2);
    const cancelled = await as(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled' });
    expect(cancelled.body.message).toBe(`Order ${orderId} is now Cancelled. Its pieces are back in stock.`);
    expect((await get(`/api/admin/stock/${product?._id}`)).body.stock[size]).toBe(before);
  });

  it('moves several orders at once, reporting each, and moves the others when one cannot', async () => {
    const shopper = await shop().newShopper();
    const one = await placeOrder(shop(), shopper);
    const two = await placeOrder(shop(), shopper);
    const three = await placeOrder(shop(), shopper);
    await as(`/api/admin/orders/${two}/status`, { status: 'Cancelled' });
    const answer = await as('/api/admin/orders/bulk-status', {
      ids: [one, two, three, 'no-such-order'],
      status: 'Packing',
      from: 'Order Placed',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('2 of 4 orders moved to Packing.');
    expect(answer.body.results).toEqual([
      { id: one, moved: true, status: 'Packing', message: `Order ${one} is now Packing.` },
      { id: two, moved: false, message: `Order ${two} was changed by someone else: it is now Cancelled.` },
      { id: three, moved: true, status: 'Packing', message: `Order ${three} is now Packing.` },
      { id: 'no-such-order', moved: false, message: 'There is no order no-such-order.' },
    ]);
    const shopperSees = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders as Array<{
      _id: string;
      status: string;
    }>;
    expect(Object.fromEntries(shopperSees.map((order) => [order._id, order.status]))).toEqual({
      [one]: 'Packing',
      [two]: 'Cancelled',
      [three]: 'Packing',
    });
  });

  it('refuses the new calls to a shopper (403)', async () => {
    const shopper = await shop().newShopper();
    const orderId = await placeOrder(shop(), shopper);
    const refused = await shop().post(
      '/api/admin/orders/bulk-status',
      { ids: [orderId], status: 'Packing' },
      shopper.token,
    );
    expect(refused.status).toBe(403);
    expect((await get(`/api/admin/orders/${orderId}`)).body.order.status).toBe('Order Placed');
  });
});
