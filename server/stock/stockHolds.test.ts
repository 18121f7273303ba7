// Holds: starting an online payment keeps its units for STOCK_HOLD_SECONDS. A payment turns them into a sale; a
// cancel, a failure, a changed cart or the hold's end gives them back; a payment after the end is refused for a refund
// and never oversells. Against the real Stripe SDK and its double, on both databases.
import Stripe from 'stripe';
import { newOperator, orderBodyFor, orderByProviderRef, orderRow } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { startStripeDouble, type StripeDouble } from '../test/doubles/stripeDouble';
import { ledgerOf, productAt, setUnits, shopperBuying, unitsOf } from '../test/stockFixtures';

const WEBHOOK_SECRET = 'whsec_stock_holds';
let stripe: StripeDouble;

beforeAll(async () => {
  stripe = await startStripeDouble();
});
afterAll(async () => {
  await stripe.close();
});

const withHoldOf = (seconds: number) => () => ({
  STRIPE_SECRET_KEY: 'sk_test_double',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  STOCK_HOLD_SECONDS: String(seconds),
});

function webhook(shop: TestShop, type: string, session: object) {
  const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: session } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return shop.request({
    method: 'POST',
    url: '/api/order/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload,
  });
}

/** A shopper who started a card payment for `quantity` of the product's size: their order and its Stripe session. */
async function startedCheckout(shop: TestShop, product: { _id: string; size: string }, quantity: number) {
  const shopper = await shopperBuying(shop, product, quantity);
  const answer = await shop.post('/api/order/stripe', shopper.body, shopper.token);
  expect(answer.status).toBe(200);
  const sessionId = /cs_test_double_\d+/.exec(answer.body.session_url as string)?.[0] ?? '';
  return { ...shopper, sessionId, order: await orderByProviderRef(shop, sessionId) };
}
const reasons = async (shop: TestShop, product: { _id: string; size: string }) =>
  (await ledgerOf(shop, product._id, product.size))
    .filter((entry) => entry.reason !== 'set')
    .map((entry) => [entry.reason, entry.delta, entry.balance]);

/** How long after a hold's end the tests act on it. */
const HOLD_END_MARGIN_MS = 250;

describeEachDatabase(
  'payment holds',
  (shop) => {
    it('holds the units of a started card payment, so nobody else can have them, and a payment makes them a sale', async () => {
      const product = await productAt(shop(), 44);
      await setUnits(shop(), product._id, product.size, 3);
      const alice = await startedCheckout(shop(), product, 2);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(1);
      const bob = await shop().newShopper();
      await shop().post('/api/cart/add', { itemId: product._id, size: product.size }, bob.token);
      const second = await shop().post('/api/cart/add', { itemId: product._id, size: product.size }, bob.token);
      expect(second).toMatchObject({ status: 409, body: { message: `Only 1 left in ${product.size}.` } });

      expect((await webhook(shop(), 'checkout.session.completed', stripe.pay(alice.sessionId))).status).toBe(200);
      expect(await orderRow(shop(), alice.order.id)).toMatchObject({
        status: 'Order Placed',
        payment: 1,
        stock_state: 'sold',
        stock_held_until: null,
      });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(1);
      expect(await reasons(shop(), product)).toEqual([
        ['hold', -2, 1],
        ['sale', 0, 1],
      ]);
    });

    it('gives the units back when the shopper cancels on the checkout page', async () => {
      const product = await productAt(shop(), 45);
      await setUnits(shop(), product._id, product.size, 2);
      const alice = await startedCheckout(shop(), product, 2);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
      expect(
        (await shop().post('/api/order/verifyStripe', { success: 'false', orderId: alice.order.id }, alice.token))
          .status,
      ).toBe(402);
      expect(await orderRow(shop(), alice.order.id)).toMatchObject({
        status: 'Payment Cancelled',
        stock_state: 'released',
      });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(2);
      expect(await reasons(shop(), product)).toEqual([
        ['hold', -2, 0],
        ['release', 2, 2],
      ]);
    });

    it('gives the units back when the provider says the payment failed or its session expired, once', async () => {
      const product = await productAt(shop(), 46);
      await setUnits(shop(), product._id, product.size, 4);
      const alice = await startedCheckout(shop(), product, 1);
      const bob = await startedCheckout(shop(), product, 2);
      await webhook(shop(), 'checkout.session.async_payment_failed', stripe.sessions.get(alice.sessionId) ?? {});
      await webhook(shop(), 'checkout.session.expired', { ...stripe.sessions.get(bob.sessionId), status: 'expired' });
      await webhook(shop(), 'checkout.session.expired', { ...stripe.sessions.get(bob.sessionId), status: 'expired' });
      expect((await orderRow(shop(), alice.order.id)).status).toBe('Payment Failed');
      expect((await orderRow(shop(), bob.order.id)).status).toBe('Payment Expired');
      expect(await unitsOf(shop(), product._id, product.size)).toBe(4);
    });

    it('moves the hold when the shopper changes the cart and starts again: the old units back, the new ones held', async () => {
      const product = await productAt(shop(), 47);
      await setUnits(shop(), product._id, product.size, 3);
      const alice = await startedCheckout(shop(), product, 2);
      // One left, and the two her own waiting payment holds: three are hers to have.
      expect(
        (await shop().post('/api/cart/update', { itemId: product._id, size: product.size, quantity: 3 }, alice.token))
          .status,
      ).toBe(200);
      expect(
        (await shop().post('/api/order/stripe', await orderBodyFor(shop(), alice.token), alice.token)).status,
      ).toBe(200);
      expect((await orderRow(shop(), alice.order.id)).status).toBe('Payment Cancelled');
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
      expect(await reasons(shop(), product)).toEqual([
        ['hold', -2, 1],
        ['release', 2, 3],
        ['hold', -3, 0],
      ]);
    });

    it("counts an ended hold's units as buyable when the operator reads the stock, and the read changes nothing", async () => {
      const product = await productAt(shop(), 51);
      await setUnits(shop(), product._id, product.size, 3);
      const alice = await startedCheckout(shop(), product, 2);
      // The hold ends, and nothing has given its units back yet.
      await shop()
        .app.db.updateTable('orders')
        .set({ stock_held_until: Date.now() - 1 })
        .where('id', '=', alice.order.id)
        .execute();
      const ledgerBefore = await ledgerOf(shop(), product._id, product.size);

      const operator = await newOperator(shop());
      const read = (url: string) => shop().request({ method: 'GET', url, headers: { token: operator.token } });
      const levels = (await read('/api/admin/stock')).body.stock as Array<{
        productId: string;
        size: string;
        quantity: number;
      }>;
      expect(levels.find((level) => level.productId === product._id && level.size === product.size)?.quantity).toBe(3);
      expect((await read(`/api/admin/stock/${product._id}`)).body.stock[product.size]).toBe(3);

      expect(await orderRow(shop(), alice.order.id)).toMatchObject({ status: 'Awaiting Payment', stock_state: 'held' });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(1);
      expect(await ledgerOf(shop(), product._id, product.size)).toEqual(ledgerBefore);
    });
  },
  withHoldOf(900),
);

describeEachDatabase(
  'a hold that ends',
  (shop) => {
    /**
     * Waits until the order's hold has ended (a short STOCK_HOLD_SECONDS), with a margin: the database's clock reads
     * the end, and on a busy machine its transaction may start a little before this process's timer fires.
     */
    async function holdEnded(orderId: string) {
      const { stock_held_until: until } = await orderRow(shop(), orderId);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (until ?? 0) - Date.now() + HOLD_END_MARGIN_MS)));
    }

    it('gives the units to the next buyer once it ends; a payment that arrives later is marked for refund and never oversells', async () => {
      const product = await productAt(shop(), 48);
      await setUnits(shop(), product._id, product.size, 1);
      const bob = await shopperBuying(shop(), product, 1);
      const alice = await startedCheckout(shop(), product, 1);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);

      await holdEnded(alice.order.id);
      expect((await shop().post('/api/order/place', bob.body, bob.token)).status).toBe(201);
      expect(await orderRow(shop(), alice.order.id)).toMatchObject({
        status: 'Payment Expired',
        stock_state: 'released',
      });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);

      expect((await webhook(shop(), 'checkout.session.completed', stripe.pay(alice.sessionId))).status).toBe(200);
      expect(await orderRow(shop(), alice.order.id)).toMatchObject({
        status: 'Refund Due',
        payment: 1,
        stock_state: 'released',
      });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
      const verify = await shop().post(
        '/api/order/verifyStripe',
        { success: 'true', orderId: alice.order.id },
        alice.token,
      );
      expect(verify.status).toBe(409);
      expect(verify.body.message).toContain('will be refunded');
      expect(await reasons(shop(), product)).toEqual([
        ['hold', -1, 0],
        ['release', 1, 1],
        ['sale', -1, 0],
      ]);

      const operator = await newOperator(shop());
      const due = await shop().request({
        method: 'GET',
        url: '/api/admin/orders?status=Refund%20Due',
        headers: { token: operator.token },
      });
      expect((due.body.orders as Array<{ _id: string }>).map((order) => order._id)).toContain(alice.order.id);
    });

    it('never takes a payment for a hold that ended, even when it is the first word the shop hears', async () => {
      const product = await productAt(shop(), 49);
      await setUnits(shop(), product._id, product.size, 2);
      const alice = await startedCheckout(shop(), product, 2);
      await holdEnded(alice.order.id);
      stripe.pay(alice.sessionId);
      expect(
        (await shop().post('/api/order/verifyStripe', { success: 'true', orderId: alice.order.id }, alice.token))
          .status,
      ).toBe(409);
      expect(await orderRow(shop(), alice.order.id)).toMatchObject({
        status: 'Refund Due',
        payment: 1,
        stock_state: 'released',
      });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(2);
    });

    it('starts a new order holding the units again when the shopper starts paying after the hold ended', async () => {
      const product = await productAt(shop(), 50);
      await setUnits(shop(), product._id, product.size, 1);
      const alice = await startedCheckout(shop(), product, 1);
      await holdEnded(alice.order.id);
      expect((await shop().post('/api/order/stripe', alice.body, alice.token)).status).toBe(200);
      const orders = await shop()
        .app.db.selectFrom('orders')
        .select(['id', 'status', 'stock_state'])
        // The orders with a line of the product.
        .where('id', 'in', (eb) =>
          eb.selectFrom('order_lines').select('order_id').where('product_id', '=', product._id),
        )
        .orderBy('created_at')
        .execute();
      expect(orders.map((order) => [order.status, order.stock_state])).toEqual([
        ['Payment Expired', 'released'],
        ['Awaiting Payment', 'held'],
      ]);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
    });
  },
  withHoldOf(1),
);
