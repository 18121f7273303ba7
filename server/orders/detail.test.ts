import { runCli } from '../cli/program';
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

const NO_SUCH_ORDER = { success: false, message: 'There is no such order.' };

/** A shopper with one cash-on-delivery order of the catalog's `index`th product; answers the order as listed. */
async function shopperWithOrder(
  shop: TestShop,
  index = 0,
): Promise<{ shopper: Shopper; order: { _id: string; date: number; items: Array<{ _id: string; size: string }> } }> {
  const shopper = await shop.newShopper();
  const product = (await catalog(shop))[index];
  if (!product) throw new Error('the catalog is too small');
  await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
  expect((await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token)).status).toBe(
    201,
  );
  const orders = (await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders;
  return { shopper, order: orders[0] };
}

describeEachDatabase('one order with its timeline', (shop) => {
  const detail = (token: string, id: string, headers: Record<string, string> = {}) =>
    shop().request({
      method: 'GET',
      url: `/api/order/detail/${encodeURIComponent(id)}`,
      headers: { token, ...headers },
    });
  /** `npm run shop -- orders status <id> <status>`, as the operator moves an order. */
  const moveWithCli = async (id: string, status: string) => {
    let stderr = '';
    const code = await runCli(['orders', 'status', id, status, '--by', 'cli:operator'], {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
    });
    expect([code, stderr]).toEqual([0, '']);
  };

  it('answers the order as the list does, placed in Order Placed at its date', async () => {
    const { shopper, order } = await shopperWithOrder(shop());
    const answer = await detail(shopper.token, order._id);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const {
      history,
      refunds,
      lines,
      cancellations,
      returns,
      canCancel,
      returnsUntil,
      storeCredit,
      exchangeOf,
      invoice,
      creditNotes,
      notTaken,
      ...fields
    } = answer.body.order;
    expect(fields).toEqual(order);
    expect(history).toEqual([{ status: 'Order Placed', date: order.date }]);
    expect(refunds).toEqual([]);
    // Nothing happened after the order yet: its one piece can be cancelled, not returned.
    expect(lines).toEqual([
      {
        line: 1,
        productId: order.items[0]?._id,
        size: order.items[0]?.size,
        returnable: true,
        units: [{ id: '1.1', state: 'ordered' }],
      },
    ]);
    // A cash order is invoiced when delivered: no invoice yet, so no credit note either.
    // Taken as an order: no payment the shop could not take.
    expect([
      cancellations,
      returns,
      canCancel,
      returnsUntil,
      storeCredit,
      exchangeOf,
      invoice,
      creditNotes,
      notTaken,
    ]).toEqual([[], [], true, null, 0, null, null, [], null]);
  });

  it('shows each status the operator moved the order to with the command line, oldest first, and not who', async () => {
    const { shopper, order } = await shopperWithOrder(shop());
    for (const status of ['Packing', 'Shipped', 'Out for delivery']) await moveWithCli(order._id, status);
    const answer = await detail(shopper.token, order._id);
    expect(answer.body.order.status).toBe('Out for delivery');
    const history = answer.body.order.history as Array<{ status: string; date: number }>;
    expect(history.map((entry) => entry.status)).toEqual(['Order Placed', 'Packing', 'Shipped', 'Out for delivery']);
    const dates = history.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const recorded = await shop()
      .app.db.selectFrom('order_status_changes')
      .select(['to_status', 'changed_at'])
      .where('order_id', '=', order._id)
      .execute();
    const reachedAt = new Map(recorded.map((change) => [change.to_status, change.changed_at]));
    expect(history.slice(1)).toEqual(history.slice(1).map(({ status }) => ({ status, date: reachedAt.get(status) })));
    expect(JSON.stringify(answer.body)).not.toContain('cli:operator');
  });

  it('answers another shopper’s order exactly as an unknown id: 404, in the caller’s language', async () => {
    const { order } = await shopperWithOrder(shop());
    const other = await shop().newShopper();
    const theirs = await detail(other.token, order._id);
    const unknown = await detail(other.token, 'no-such-order');
    expect(theirs).toMatchObject({ status: 404, body: NO_SUCH_ORDER });
    expect([unknown.status, unknown.body]).toEqual([theirs.status, theirs.body]);
    const hindi = await detail(other.token, order._id, { 'accept-language': 'hi' });
    expect(hindi).toMatchObject({ status: 404, body: { success: false, message: 'ऐसा कोई ऑर्डर नहीं है।' } });
    expect((await shop().get(`/api/order/detail/${order._id}`)).status).toBe(401);
  });

  it('answers an online order whose payment was not taken as unknown, as the order list leaves it out', async () => {
    const shopper = await shop().newShopper();
    const product = (await catalog(shop()))[1];
    if (!product) throw new Error('the catalog is too small');
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
    const started = await shop().post('/api/order/stripe', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(started.status).toBe(200);
    const waiting = await shop()
      .app.db.selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('users.email', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(await detail(shopper.token, waiting.id)).toMatchObject({ status: 404, body: NO_SUCH_ORDER });
  });
});
