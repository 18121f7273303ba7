import { catalog, fillCart, newOperator, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

/** A shopper with one cash-on-delivery order; answers the shopper and the order's id. */
async function shopperWithOrder(shop: TestShop): Promise<{ shopper: Shopper; orderId: string }> {
  const shopper = await shop.newShopper();
  const product = (await catalog(shop))[0];
  if (!product) throw new Error('the catalog is empty');
  await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 2 }]);
  expect((await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token)).status).toBe(
    201,
  );
  const orders = (await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders as Array<{
    _id: string;
  }>;
  return { shopper, orderId: orders[0]?._id as string };
}

describeEachDatabase('admin API: orders and accounts', (shop) => {
  let operator: Shopper;
  const get = (url: string) => shop().request({ method: 'GET', url, headers: { token: operator.token } });
  const move = (id: string, status: string) =>
    shop().post(`/api/admin/orders/${id}/status`, { status }, operator.token);

  beforeAll(async () => {
    operator = await newOperator(shop());
  });

  it('moves an order along its lifecycle; the shopper sees each status and the history names the operator', async () => {
    const { shopper, orderId } = await shopperWithOrder(shop());
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      expect((await get(`/api/admin/orders/${orderId}`)).body.order.payment).toBe(false);
      const answer = await move(orderId, status);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: `Order ${orderId} is now ${status}.`,
        order: { _id: orderId, status },
      });
      const seen = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders[0];
      expect(seen.status).toBe(status);
    }
    const shown = await get(`/api/admin/orders/${orderId}`);
    // Cash on delivery is paid once delivered.
    expect(shown.body.order).toMatchObject({
      _id: orderId,
      email: shopper.email,
      status: 'Delivered',
      paymentMethod: 'COD',
      payment: true,
    });
    expect(
      (shown.body.history as Array<{ from: string; to: string; by: string }>).map(({ from, to, by }) => [from, to, by]),
    ).toEqual([
      ['Order Placed', 'Packing', operator.email],
      ['Packing', 'Shipped', operator.email],
      ['Shipped', 'Out for delivery', operator.email],
      ['Out for delivery', 'Delivered', operator.email],
    ]);
  });

  it('refuses impossible moves with 409, saying where the order can go, and unknown statuses with 400', async () => {
    const { orderId } = await shopperWithOrder(shop());
    const skip = await move(orderId, 'Delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      `Order ${orderId} cannot go from Order Placed to Delivered. From Order Placed it can become Packing or Cancelled.`,
    );
    expect((await move(orderId, 'Order Placed')).status).toBe(409);
    const unknown = await move(orderId, 'Lost');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Packing');
    expect((await move(orderId, 'Cancelled')).status).toBe(200);
    const afterCancel = await move(orderId, 'Packing');
    expect([afterCancel.status, afterCancel.body.message]).toEqual([
      409,
      expect.stringContaining('Cancelled is final'),
    ]);
    expect((await move('no-such-order', 'Packing')).status).toBe(404);
    expect((await get(`/api/admin/orders/${orderId}`)).body.history).toHaveLength(1);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the status "%s" with 400, leaving the order as it was',
    async (status) => {
      const { orderId } = await shopperWithOrder(shop());
      const answer = await move(orderId, status);
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringContaining(`"${status}" is not an order status.`) },
      });
      const shown = await get(`/api/admin/orders/${orderId}`);
      expect([shown.body.order.status, shown.body.history]).toEqual(['Order Placed', []]);
    },
  );

  it('lets only one of two operators moving an order at once succeed', async () => {
    const { orderId } = await shopperWithOrder(shop());
    const answers = await Promise.all([move(orderId, 'Packing'), move(orderId, 'Packing'), move(orderId, 'Packing')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await get(`/api/admin/orders/${orderId}`)).body.history).toHaveLength(1);
  });

  it('leaves an order awaiting online payment to its payment', async () => {
    const shopper = await shop().newShopper();
    const product = (await catalog(shop()))[1];
    if (!product) throw new Error('the catalog is too small');
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
    expect(
      (await shop().post('/api/order/stripe', await orderBodyFor(shop(), shopper.token), shopper.token)).status,
    ).toBe(200);
    const pending = (await get(`/api/admin/orders?status=${encodeURIComponent('Awaiting Payment')}`)).body
      .orders as Array<{ _id: string; email: string }>;
    const order = pending.find((entry) => entry.email === shopper.email);
    if (!order) throw new Error('the awaiting order is not listed');
    const answer = await move(order._id, 'Packing');
    expect([answer.status, answer.body.message]).toEqual([
      409,
      `Order ${order._id} is awaiting payment: only its payment can move it.`,
    ]);
  });

  it('lists every order newest first, by status and by date', async () => {
    const { orderId } = await shopperWithOrder(shop());
    const all = (await get('/api/admin/orders')).body.orders as Array<{ _id: string; date: number; status: string }>;
    expect(all[0]?._id).toBe(orderId);
    expect(all.map((order) => order.date)).toEqual([...all.map((order) => order.date)].sort((a, b) => b - a));
    const placed = (await get(`/api/admin/orders?status=${encodeURIComponent('Order Placed')}`)).body.orders as Array<{
      status: string;
    }>;
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((order) => order.status === 'Order Placed')).toBe(true);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?since=${tomorrow}`)).body.orders).toEqual([]);
    expect((await get('/api/admin/orders?since=2020-01-01&limit=1')).body.orders).toHaveLength(1);
    expect((await get('/api/admin/orders?limit=0')).status).toBe(400);
    const badDate = await get('/api/admin/orders?since=yesterday');
    expect([badDate.status, badDate.body.message]).toEqual([400, expect.stringContaining('2026-11-01')]);
  });

  it('lists accounts with their roles and order counts, and a role taken away applies at once', async () => {
    const { shopper } = await shopperWithOrder(shop());
    const users = (await get('/api/admin/users')).body.users as Array<{ email: string; role: string; orders: number }>;
    expect(users.find((user) => user.email === shopper.email)).toMatchObject({ role: 'shopper', orders: 1 });
    expect(users.find((user) => user.email === operator.email)).toMatchObject({ role: 'admin' });

    const former = await newOperator(shop());
    await shop().app.db.updateTable('users').set({ role: 'shopper' }).where('email', '=', former.email).execute();
    const refused = await shop().request({ method: 'GET', url: '/api/admin/users', headers: { token: former.token } });
    expect(refused.status).toBe(403);
  });
});
