// After the order, through the real server on SQLite and PostgreSQL: a shopper cancels pieces or the whole order
// before dispatch (stock back, an online payment refunded through the sandbox provider, a cash order collecting less),
// returns or exchanges pieces after delivery within the window, and the operator moves each request through the
// returns queue; stock, money and mails agree at every step.
import { toPaise, toRupees } from '../../contract';
import {
  catalog,
  fillCart,
  newOperator,
  orderBodyFor,
  orderDetail,
  type CatalogProduct,
  type OrderDetailAnswer as Detail,
} from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

/** Products with at least two sizes, so a piece can be exchanged for another. */
async function twoSized(shop: TestShop): Promise<CatalogProduct[]> {
  return (await catalog(shop)).filter((product) => product.sizes.length >= 2);
}

/** The units of each size on the shelf, as the operator's stock call answers them. */
async function shelf(shop: TestShop, operator: Shopper, productId: string): Promise<Record<string, number>> {
  const answer = await shop.request({
    method: 'GET',
    url: `/api/admin/stock/${productId}`,
    headers: { token: operator.token },
  });
  expect(answer.status).toBe(200);
  return answer.body.stock as Record<string, number>;
}

const mailsOf = (shop: TestShop, email: string) =>
  shop.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .where('kind', '=', 'after-sale')
    .execute();

describeEachDatabase(
  'cancel, return and exchange after the order',
  (shop) => {
    let operator: Shopper;
    let products: CatalogProduct[];
    beforeAll(async () => {
      operator = await newOperator(shop());
      products = await twoSized(shop());
    });
    const product = (index: number): CatalogProduct => {
      const found = products[index];
      if (!found) throw new Error('the catalog has too few products with two sizes');
      return found;
    };

    /** A shopper's cash-on-delivery order of two pieces of product 0 (first size) and one of product 1. */
    async function codOrder(): Promise<Shopper & { orderId: string }> {
      const shopper = await shop().newShopper();
      await fillCart(shop(), shopper.token, [
        { itemId: product(0)._id, size: product(0).sizes[0] as string, quantity: 2 },
        { itemId: product(1)._id, size: product(1).sizes[0] as string, quantity: 1 },
      ]);
      const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
      expect(placed.status).toBe(201);
      return { ...shopper, orderId: placed.body.orderId as string };
    }

    /** A shopper's order of one piece of product 0, paid in the Razorpay sandbox. */
    async function paidOnline(): Promise<Shopper & { orderId: string }> {
      const shopper = await shop().newShopper();
      await fillCart(shop(), shopper.token, [
        { itemId: product(0)._id, size: product(0).sizes[0] as string, quantity: 1 },
      ]);
      const started = await shop().post(
        '/api/order/razorpay',
        await orderBodyFor(shop(), shopper.token),
        shopper.token,
      );
      expect(started.status).toBe(200);
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.body.order.id })).body;
      expect((await shop().post('/api/order/verifyRazorpay', result, shopper.token)).status).toBe(200);
      const orders = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders as Array<{
        _id: string;
      }>;
      return { ...shopper, orderId: orders[0]?._id ?? '' };
    }

    const move = (orderId: string, status: string) =>
      shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token);
    async function deliver(orderId: string): Promise<void> {
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect((await move(orderId, status)).status).toBe(200);
    }
    const cancel = (shopper: Shopper & { orderId: string }, body: Record<string, unknown> = {}) =>
      shop().post('/api/order/cancel', { orderId: shopper.orderId, reason: 'changedMind', ...body }, shopper.token);
    const ask = (shopper: Shopper & { orderId: string }, body: Record<string, unknown>) =>
      shop().post('/api/order/return', { orderId: shopper.orderId, reason: 'tooSmall', ...body }, shopper.token);
    const step = (requestId: string, body: Record<string, unknown>) =>
      shop().post(`/api/admin/returns/${requestId}/step`, body, operator.token);

    it('cancels some pieces of a cash order before dispatch, then the rest: units back, less to collect, one mail each', async () => {
      const shopper = await codOrder();
      const before = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(before.canCancel).toBe(true);
      expect(before.lines.map((line) => line.units.map((unit) => unit.id))).toEqual([['1.1', '1.2'], ['2.1']]);
      const size = product(0).sizes[0] as string;
      const stockBefore = (await shelf(shop(), operator, product(0)._id))[size] ?? 0;

      const partly = await cancel(shopper, { units: ['1.2'] });
      expect(partly.status).toBe(200);
      const after = partly.body.order as Detail;
      expect(after.status).toBe('Order Placed');
      expect(after.lines[0]?.units).toEqual([
        { id: '1.1', state: 'ordered' },
        { id: '1.2', state: 'cancelled' },
      ]);
      expect(after.cancellations).toMatchObject([{ units: ['1.2'], amount: product(0).price }]);
      expect(toPaise(after.amount)).toBe(toPaise(before.amount) - toPaise(product(0).price));
      expect((await shelf(shop(), operator, product(0)._id))[size]).toBe(stockBefore + 1);

      const rest = await cancel(shopper);
      expect(rest.status).toBe(200);
      const cancelled = rest.body.order as Detail;
      expect(cancelled.status).toBe('Cancelled');
      expect(cancelled.canCancel).toBe(false);
      expect(cancelled.lines.flatMap((line) => line.units.map((unit) => unit.state))).toEqual([
        'cancelled',
        'cancelled',
        'cancelled',
      ]);
      // What the two cancellations took off is the order's whole value, delivery fee included.
      const taken = cancelled.cancellations.reduce((sum, each) => sum + toPaise(each.amount), 0);
      expect(taken).toBe(toPaise(before.amount));
      expect((await shelf(shop(), operator, product(0)._id))[size]).toBe(stockBefore + 2);
      expect(cancelled.history.map((entry) => entry.status)).toEqual(['Order Placed', 'Cancelled']);

      const again = await cancel(shopper, { units: ['1.1'] });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'Every piece of this order is already cancelled or returned.' },
      });
      const subjects = (await mailsOf(shop(), shopper.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject.includes('cancelled'))).toHaveLength(2);
    });

    it('refuses a cancellation once the order has shipped, of a piece it does not have, and of another shopper’s order', async () => {
      const shopper = await codOrder();
      expect((await cancel(shopper, { units: ['9.1'] })).body).toEqual({
        success: false,
        message: 'This order has no piece 9.1. Pieces are named by line and unit, such as 1.1.',
      });
      const stranger = await shop().newShopper();
      expect((await cancel({ ...stranger, orderId: shopper.orderId })).status).toBe(404);
      for (const status of ['Packing', 'Shipped']) expect((await move(shopper.orderId, status)).status).toBe(200);
      const late = await cancel(shopper);
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('can no longer be cancelled');
      expect((await orderDetail(shop(), shopper.token, shopper.orderId)).canCancel).toBe(false);
    });

    it('cancels a paid online order and refunds it in full through the provider, on its timeline', async () => {
      const shopper = await paidOnline();
      const paid = await orderDetail(shop(), shopper.token, shopper.orderId);
      const answer = await cancel(shopper, { reason: 'orderedByMistake' });
      expect(answer.status).toBe(200);
      const order = answer.body.order as Detail;
      expect(order.status).toBe('Cancelled');
      expect(order.refunds).toHaveLength(1);
      expect(order.refunds[0]).toMatchObject({ amount: paid.amount, state: 'processed' });
      expect(order.refunds[0]?.providerRefundId).toMatch(/^rfnd_/);
      // A second cancellation finds nothing left and refunds nothing more.
      expect((await cancel(shopper)).status).toBe(409);
      expect((await orderDetail(shop(), shopper.token, shopper.orderId)).refunds).toHaveLength(1);
    });

    it('refunds a paid online order the operator cancels, and mails the shopper', async () => {
      const shopper = await paidOnline();
      const paid = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect((await move(shopper.orderId, 'Cancelled')).status).toBe(200);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.refunds).toMatchObject([{ amount: paid.amount, state: 'processed' }]);
      const mails = await mailsOf(shop(), shopper.email);
      expect(mails.some((mail) => mail.subject.includes('is cancelled'))).toBe(true);
    });

    it('returns a delivered piece for store credit through every step, its unit back on the shelf, the credit spendable once', async () => {
      const shopper = await codOrder();
      expect((await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' })).status).toBe(409);
      await deliver(shopper.orderId);
      const delivered = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(delivered.returnsUntil).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      // A cash order's refund needs to know where the money goes.
      expect((await ask(shopper, { units: ['1.1'], kind: 'refund' })).status).toBe(400);
      for (const payoutTo of [undefined, '   '])
        expect(
          (await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'bank', payoutTo })).body.message,
        ).toBe('Give the UPI id or bank account (with its IFSC) the shop should send the money to.');
      const made = await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' });
      expect(made.status).toBe(201);
      const requestId = made.body.request.id as string;
      expect(made.body.request).toMatchObject({ state: 'requested', amount: product(0).price, kind: 'refund' });
      expect((made.body.order as Detail).status).toBe('Return Requested');
      expect((await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' })).body.message).toBe(
        'Piece 1.1 is already cancelled, returned or in a return request.',
      );

      const size = product(0).sizes[0] as string;
      const stockBefore = (await shelf(shop(), operator, product(0)._id))[size] ?? 0;
      expect((await step(requestId, { to: 'received' })).status).toBe(409);
      for (const to of ['approved', 'pickedUp', 'received']) expect((await step(requestId, { to })).status).toBe(200);
      expect((await shelf(shop(), operator, product(0)._id))[size]).toBe(stockBefore + 1);
      const refunded = await step(requestId, { to: 'refunded', from: 'received' });
      expect(refunded.status).toBe(200);
      const history = refunded.body.request.history as Array<{ state: string; by: string }>;
      expect(history.map((entry) => [entry.state, entry.by])).toEqual([
        ['requested', 'shopper'],
        ['approved', operator.email],
        ['pickedUp', operator.email],
        ['received', operator.email],
        ['refunded', operator.email],
      ]);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.status).toBe('Refunded');
      expect(order.lines[0]?.units[0]).toEqual({ id: '1.1', state: 'returned' });
      expect(order.history.map((entry) => entry.status).slice(-5)).toEqual([
        'Return Requested',
        'Return Approved',
        'Picked Up',
        'Return Received',
        'Refunded',
      ]);
      const credit = await shop().request({
        method: 'GET',
        url: '/api/order/credit',
        headers: { token: shopper.token },
      });
      expect(credit.body.balance).toBe(product(0).price);
      // Five steps, five mails to the shopper (the order's confirmation aside).
      const stepMails = await mailsOf(shop(), shopper.email);
      expect(stepMails).toHaveLength(5);
      expect(stepMails.some((mail) => mail.body_text.includes('added to your store credit'))).toBe(true);

      // The credit pays toward the next cash order, once.
      await fillCart(shop(), shopper.token, [
        { itemId: product(1)._id, size: product(1).sizes[0] as string, quantity: 1 },
      ]);
      const body = { ...(await orderBodyFor(shop(), shopper.token)), useStoreCredit: true };
      const next = await shop().post('/api/order/place', body, shopper.token);
      expect(next.status).toBe(201);
      const nextOrder = await orderDetail(shop(), shopper.token, next.body.orderId as string);
      const total = toPaise(body.amount);
      const spent = Math.min(total, toPaise(product(0).price));
      expect(toPaise(nextOrder.storeCredit)).toBe(spent);
      expect(toPaise(nextOrder.amount)).toBe(total - spent);
      const left = await shop().request({ method: 'GET', url: '/api/order/credit', headers: { token: shopper.token } });
      expect(toPaise(left.body.balance)).toBe(toPaise(product(0).price) - spent);
    });

    it('exchanges a piece for another size: the new size is kept at once, shipped as a new order at no charge', async () => {
      const shopper = await codOrder();
      await deliver(shopper.orderId);
      const newSize = product(0).sizes[1] as string;
      const before = (await shelf(shop(), operator, product(0)._id))[newSize] ?? 0;
      expect((await ask(shopper, { units: ['1.1', '2.1'], kind: 'exchange', exchangeSize: newSize })).status).toBe(400);
      expect((await ask(shopper, { units: ['1.1'], kind: 'exchange', exchangeSize: product(0).sizes[0] })).status).toBe(
        400,
      );
      const made = await ask(shopper, { units: ['1.2'], kind: 'exchange', exchangeSize: newSize, reason: 'tooBig' });
      expect(made.status).toBe(201);
      expect((await shelf(shop(), operator, product(0)._id))[newSize]).toBe(before - 1);
      const requestId = made.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received', 'exchanged'])
        expect((await step(requestId, { to })).status).toBe(200);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.status).toBe('Exchanged');
      const exchangeId = order.returns[0]?.exchangeOrderId ?? '';
      const exchange = await orderDetail(shop(), shopper.token, exchangeId);
      expect(exchange).toMatchObject({ amount: 0, status: 'Order Placed', exchangeOf: shopper.orderId });
      expect(exchange.items).toMatchObject([{ _id: product(0)._id, size: newSize, quantity: 1 }]);
      // The exchange's own order is final: nothing in it can be cancelled.
      expect(exchange.canCancel).toBe(false);
      expect((await shelf(shop(), operator, product(0)._id))[newSize]).toBe(before - 1);
    });

    it('refuses an exchange into a sold-out size and offers a refund; a rejected exchange gives its size back', async () => {
      const shopper = await codOrder();
      await deliver(shopper.orderId);
      const newSize = product(0).sizes[1] as string;
      const stockOf = async () => (await shelf(shop(), operator, product(0)._id))[newSize] ?? 0;
      const before = await stockOf();
      const setStock = (quantity: number) =>
        shop().post('/api/admin/stock', { productId: product(0)._id, size: newSize, quantity }, operator.token);
      expect((await setStock(0)).status).toBe(200);
      const soldOut = await ask(shopper, { units: ['1.1'], kind: 'exchange', exchangeSize: newSize });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.message).toContain('You can ask for a refund instead.');
      expect((await orderDetail(shop(), shopper.token, shopper.orderId)).lines[0]?.units[0]?.state).toBe('ordered');
      expect((await setStock(before)).status).toBe(200);
      const made = await ask(shopper, { units: ['1.1'], kind: 'exchange', exchangeSize: newSize });
      expect(made.status).toBe(201);
      expect(await stockOf()).toBe(before - 1);
      const id = made.body.request.id as string;
      expect((await step(id, { to: 'rejected' })).status).toBe(400);
      expect((await step(id, { to: 'rejected', note: 'The tags were removed.' })).status).toBe(200);
      expect(await stockOf()).toBe(before);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.returns[0]).toMatchObject({ state: 'rejected' });
      expect(order.lines[0]?.units[0]?.state).toBe('ordered');
      const mails = await mailsOf(shop(), shopper.email);
      expect(mails.some((mail) => mail.body_text.includes('The tags were removed.'))).toBe(true);
    });

    it('returns a piece of an online order through the provider; its last piece brings the delivery fee back too', async () => {
      const shopper = await paidOnline();
      await deliver(shopper.orderId);
      const paid = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect((await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' })).status).toBe(400);
      const made = await ask(shopper, { units: ['1.1'], kind: 'refund' });
      expect(made.status).toBe(201);
      // The order's only piece: the whole order goes back, so the refund is all that was paid.
      expect(made.body.request.amount).toBe(paid.amount);
      const id = made.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received', 'refunded'])
        expect((await step(id, { to })).status).toBe(200);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.refunds).toMatchObject([{ amount: paid.amount, state: 'processed' }]);
      const refunded = order.refunds.reduce((sum, refund) => sum + toPaise(refund.amount), 0);
      expect(refunded).toBeLessThanOrEqual(toPaise(paid.amount));
    });

    it('refuses a return after the window, and a return of a piece the shop does not take back', async () => {
      const shopper = await codOrder();
      await deliver(shopper.orderId);
      await shop()
        .app.db.updateTable('order_status_changes')
        .set({ changed_at: Date.now() - 8 * 24 * 3600 * 1000 })
        .where('order_id', '=', shopper.orderId)
        .where('to_status', '=', 'Delivered')
        .execute();
      const late = await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' });
      expect(late).toMatchObject({
        status: 409,
        body: { success: false, message: 'The return window for this order closed 7 days after delivery.' },
      });
      expect((await orderDetail(shop(), shopper.token, shopper.orderId)).returnsUntil).toBeLessThan(Date.now());

      const other = await codOrder();
      // The second line sold as a piece the shop takes no returns of.
      await shop()
        .app.db.updateTable('order_lines')
        .set({ returnable: 0 })
        .where('order_id', '=', other.orderId)
        .where('position', '=', 2)
        .execute();
      await deliver(other.orderId);
      const kept = await ask(other, { units: ['2.1'], kind: 'refund', refundRoute: 'storeCredit' });
      expect(kept.status).toBe(409);
      expect(kept.body.message).toBe(`${product(1).name} cannot be returned or exchanged.`);
      const detail = await orderDetail(shop(), other.token, other.orderId);
      expect(detail.lines.map((line) => line.returnable)).toEqual([true, false]);
    });

    it('makes one request of two asked at once for the same last piece', async () => {
      const shopper = await codOrder();
      await deliver(shopper.orderId);
      const both = await Promise.all([
        ask(shopper, { units: ['2.1'], kind: 'refund', refundRoute: 'storeCredit' }),
        ask(shopper, { units: ['2.1'], kind: 'refund', refundRoute: 'bank', payoutTo: 'asha@upi' }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const order = await orderDetail(shop(), shopper.token, shopper.orderId);
      expect(order.returns).toHaveLength(1);
    });

    it('lists the queue for the operator, oldest first, and refuses the queue to shoppers', async () => {
      const shopper = await codOrder();
      await deliver(shopper.orderId);
      const made = await ask(shopper, {
        units: ['1.1', '1.2'],
        kind: 'refund',
        refundRoute: 'bank',
        payoutTo: 'asha@okbank',
      });
      expect(made.status).toBe(201);
      const queue = await shop().request({
        method: 'GET',
        url: '/api/admin/returns?state=requested',
        headers: { token: operator.token },
      });
      expect(queue.status).toBe(200);
      const mine = (queue.body.returns as Array<Record<string, unknown>>).find(
        (each) => each.id === made.body.request.id,
      );
      expect(mine).toMatchObject({ email: shopper.email, payoutTo: 'asha@okbank', state: 'requested' });
      expect((mine?.items as unknown[]).length).toBe(2);
      expect(
        (await shop().request({ method: 'GET', url: '/api/admin/returns', headers: { token: shopper.token } })).status,
      ).toBe(403);
      const id = made.body.request.id as string;
      for (const to of ['approved', 'pickedUp']) expect((await step(id, { to })).status).toBe(200);
      expect((await step(id, { to: 'received', damagedUnits: ['1.2'] })).status).toBe(200);
      expect((await step(id, { to: 'refunded' })).body.message).toContain('reference');
      const done = await step(id, { to: 'refunded', payoutReference: 'UTR 4521 7788' });
      expect(done.body.request).toMatchObject({
        state: 'refunded',
        payoutReference: 'UTR 4521 7788',
        damagedUnits: ['1.2'],
      });
      expect(done.body.request.amount).toBe(toRupees(2 * toPaise(product(0).price)));
    });
  },
  { RETURN_WINDOW_DAYS: '7' },
  { listen: false },
);

describeEachDatabase(
  'a shop that takes no returns, and keeps the delivery fee',
  (shop) => {
    it('says no return is open and refuses one; an operator’s cancellation is mailed in the language of the order', async () => {
      const operator = await newOperator(shop());
      const [first] = await twoSized(shop());
      if (!first) throw new Error('the catalog has no product with two sizes');
      const shopper = await shop().newShopper();
      await fillCart(shop(), shopper.token, [{ itemId: first._id, size: first.sizes[0] as string, quantity: 1 }]);
      const placed = await shop().request({
        method: 'POST',
        url: '/api/order/place',
        payload: await orderBodyFor(shop(), shopper.token),
        headers: { token: shopper.token, 'shop-language': 'hi' },
      });
      expect(placed.status).toBe(201);
      const orderId = placed.body.orderId as string;
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect((await shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token)).status).toBe(200);
      expect((await orderDetail(shop(), shopper.token, orderId)).returnsUntil).toBeNull();
      const asked = await shop().post(
        '/api/order/return',
        { orderId, units: ['1.1'], reason: 'tooSmall', kind: 'refund', refundRoute: 'storeCredit' },
        shopper.token,
      );
      expect(asked).toMatchObject({
        status: 409,
        body: { success: false, message: 'This shop does not take returns or exchanges.' },
      });

      const other = await shop().newShopper();
      await fillCart(shop(), other.token, [{ itemId: first._id, size: first.sizes[0] as string, quantity: 1 }]);
      const second = await shop().request({
        method: 'POST',
        url: '/api/order/place',
        payload: await orderBodyFor(shop(), other.token),
        headers: { token: other.token, 'shop-language': 'hi' },
      });
      const cancelled = await shop().post(
        `/api/admin/orders/${second.body.orderId as string}/status`,
        { status: 'Cancelled' },
        operator.token,
      );
      expect(cancelled.status).toBe(200);
      const mails = await mailsOf(shop(), other.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `आपका Kapda ऑर्डर ${(second.body.orderId as string).slice(0, 8).toUpperCase()} रद्द हो गया`,
      ]);
    });
  },
  { RETURN_WINDOW_DAYS: '0' },
  { listen: false },
);

describeEachDatabase(
  'a shop that never refunds the delivery fee of a return',
  (shop) => {
    it('refunds the pieces of a whole order sent back, not its delivery fee', async () => {
      const operator = await newOperator(shop());
      const [first] = await twoSized(shop());
      if (!first) throw new Error('the catalog has no product with two sizes');
      const shopper = await shop().newShopper();
      await fillCart(shop(), shopper.token, [{ itemId: first._id, size: first.sizes[0] as string, quantity: 2 }]);
      const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
      const orderId = placed.body.orderId as string;
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect((await shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token)).status).toBe(200);
      const asked = await shop().post(
        '/api/order/return',
        { orderId, units: ['1.1', '1.2'], reason: 'changedMind', kind: 'refund', refundRoute: 'storeCredit' },
        shopper.token,
      );
      expect(asked.status).toBe(201);
      expect(toPaise(asked.body.request.amount as number)).toBe(2 * toPaise(first.price));
    });
  },
  { RETURN_DELIVERY_FEE: 'never' },
  { listen: false },
);
