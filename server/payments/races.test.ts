// One waiting order per shopper, whatever the shopper's client sends at once, and a payment always for what the
// shopper last saw. Runs against the real SDKs and the providers' doubles, on both databases (PostgreSQL is where
// parallel requests really overlap).
import { razorpaySignature } from './providers/signature';
import { ADDRESS, catalog, fillCart, orderBodyFor, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { providerSettings, useProviderDoubles } from '../test/doubles/providerDoubles';

const PARALLEL = 20;
const RAZORPAY_SECRET = 'razorpay_race_secret';
const doubles = useProviderDoubles();

const ordersOfUser = (shop: TestShop, token: string) =>
  shop.app.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userIdOf(shop, token))
    .orderBy('created_at')
    .execute();

describeEachDatabase(
  'starting a payment many times at once',
  (shop) => {
    async function shopperWithCart(lines = [0, 1]) {
      const shopper = await shop().newShopper();
      const products = await catalog(shop());
      await fillCart(
        shop(),
        shopper.token,
        lines.map((index) => ({
          itemId: products[index]?._id ?? '',
          size: products[index]?.sizes[0] ?? '',
          quantity: 1,
        })),
      );
      return { ...shopper, products, body: await orderBodyFor(shop(), shopper.token) };
    }
    const burst = (url: string, body: unknown, token: string) =>
      Promise.all(Array.from({ length: PARALLEL }, () => shop().post(url, body, token)));

    it(`makes one waiting order and one Stripe session for ${PARALLEL} parallel card payment starts, and every answer points to it`, async () => {
      const { token, body } = await shopperWithCart();
      const sessionsBefore = doubles().stripe.created.length;
      const answers = await burst('/api/order/stripe', body, token);
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      const urls = new Set(answers.map((answer) => answer.body.session_url as string));
      expect(urls.size).toBe(1);
      const orders = await ordersOfUser(shop(), token);
      expect(orders.map((order) => order.status)).toEqual(['Awaiting Payment']);
      expect(doubles().stripe.created.length - sessionsBefore).toBe(1);
      expect(doubles().stripe.sessions.get(orders[0]?.provider_ref ?? '')?.url).toBe([...urls][0]);
    });

    it(`makes one provider order for ${PARALLEL} parallel Razorpay starts, and that one order is paid once`, async () => {
      const { token, body } = await shopperWithCart();
      const providerOrdersBefore = doubles().razorpay.orders.length;
      const answers = await burst('/api/order/razorpay', body, token);
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      const ids = new Set(answers.map((answer) => answer.body.order.id as string));
      expect(ids.size).toBe(1);
      expect(doubles().razorpay.orders.length - providerOrdersBefore).toBe(1);
      const [providerOrderId] = [...ids] as [string];
      const result = {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: 'pay_race',
        razorpay_signature: razorpaySignature(providerOrderId, 'pay_race', RAZORPAY_SECRET),
      };
      const verified = await burst('/api/order/verifyRazorpay', result, token);
      expect(verified.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      const orders = await ordersOfUser(shop(), token);
      expect(orders.map((order) => [order.status, order.payment])).toEqual([['Order Placed', 1]]);
    });

    it('answers 502 to every one of a burst when the provider fails, and a retry then makes the one provider order', async () => {
      const { token, body } = await shopperWithCart();
      doubles().razorpay.failWith('error500');
      try {
        const answers = await burst('/api/order/razorpay', body, token);
        expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(502));
      } finally {
        doubles().razorpay.failWith('none');
      }
      const before = doubles().razorpay.orders.length;
      const retried = await burst('/api/order/razorpay', body, token);
      expect(new Set(retried.map((answer) => `${answer.status} ${String(answer.body.order?.id)}`)).size).toBe(1);
      expect(doubles().razorpay.orders.length - before).toBe(1);
      expect(await ordersOfUser(shop(), token)).toHaveLength(1);
    });

    it('reuses the waiting order while the cart, address and method stay the same', async () => {
      const { token, body } = await shopperWithCart();
      const first = await shop().post('/api/order/stripe', body, token);
      const before = doubles().stripe.created.length;
      const again = await shop().post('/api/order/stripe', body, token);
      expect(again.body.session_url).toBe(first.body.session_url);
      expect(doubles().stripe.created.length).toBe(before);
      expect(await ordersOfUser(shop(), token)).toHaveLength(1);
    });

    it('replaces the waiting order when the address changed: the old one is cancelled, its session closed, the new one pays the new address', async () => {
      const { token, body } = await shopperWithCart();
      await shop().post('/api/order/stripe', body, token);
      const moved = { ...body, address: { ...ADDRESS, street: '7 Residency Road', city: 'Mysuru' } };
      const answer = await shop().post('/api/order/stripe', moved, token);
      expect(answer.status).toBe(200);
      const orders = await ordersOfUser(shop(), token);
      const old = orders.find((order) => order.status === 'Payment Cancelled');
      const current = orders.find((order) => order.status !== 'Payment Cancelled');
      expect(old?.status).toBe('Payment Cancelled');
      expect(doubles().stripe.sessions.get(old?.provider_ref ?? '')?.status).toBe('expired');
      expect(current).toMatchObject({ status: 'Awaiting Payment', payment: 0 });
      expect(JSON.parse(current?.address ?? '{}')).toMatchObject({ street: '7 Residency Road', city: 'Mysuru' });
      expect(answer.body.session_url).toBe(doubles().stripe.sessions.get(current?.provider_ref ?? '')?.url);

      doubles().stripe.pay(current?.provider_ref ?? '');
      expect(
        (await shop().post('/api/order/verifyStripe', { success: true, orderId: current?.id }, token)).status,
      ).toBe(200);
      const listed = (await shop().post('/api/order/userorder', undefined, token)).body.orders as Array<{
        _id: string;
        address: { city: string };
      }>;
      expect(listed.map((order) => [order._id, order.address.city])).toEqual([[current?.id, 'Mysuru']]);
    });

    it('replaces the waiting order when the cart or the payment method changed', async () => {
      const { token, body, products } = await shopperWithCart();
      await shop().post('/api/order/stripe', body, token);
      const popup = await shop().post('/api/order/razorpay', body, token);
      expect(popup.status).toBe(200);
      await shop().post(
        '/api/cart/update',
        { itemId: products[2]?._id, size: products[2]?.sizes[0], quantity: 1 },
        token,
      );
      const bigger = await shop().post('/api/order/razorpay', await orderBodyFor(shop(), token), token);
      expect(bigger.body.order.id).not.toBe(popup.body.order.id);
      const orders = await ordersOfUser(shop(), token);
      expect(orders.map((order) => `${order.payment_method} ${order.status}`).sort()).toEqual([
        'Razorpay Awaiting Payment',
        'Razorpay Payment Cancelled',
        'Stripe Payment Cancelled',
      ]);
      // The replaced popup's result, correctly signed, no longer pays anything.
      const oldId = popup.body.order.id as string;
      const stale = {
        razorpay_order_id: oldId,
        razorpay_payment_id: 'pay_stale',
        razorpay_signature: razorpaySignature(oldId, 'pay_stale', RAZORPAY_SECRET),
      };
      const refused = await shop().post('/api/order/verifyRazorpay', stale, token);
      expect(refused).toMatchObject({
        status: 409,
        body: { success: false, message: expect.stringContaining('which you changed before paying') },
      });
      expect((await ordersOfUser(shop(), token)).filter((order) => order.payment === 1)).toEqual([]);
    });

    it('never marks a replaced order paid, even when its session was paid before it was replaced', async () => {
      const { token, body } = await shopperWithCart();
      await shop().post('/api/order/stripe', body, token);
      const [first] = await ordersOfUser(shop(), token);
      doubles().stripe.pay(first?.provider_ref ?? '');
      await shop().post('/api/order/stripe', { ...body, address: { ...ADDRESS, phone: '+919812345678' } }, token);
      const answer = await shop().post('/api/order/verifyStripe', { success: true, orderId: first?.id }, token);
      expect(answer).toMatchObject({ status: 409, body: { success: false } });
      expect((await ordersOfUser(shop(), token)).map((order) => `${order.status} ${order.payment}`).sort()).toEqual([
        'Awaiting Payment 0',
        'Payment Cancelled 0',
      ]);
    });
  },
  () => ({
    ...providerSettings(doubles(), RAZORPAY_SECRET),
    PAYMENT_TIMEOUT_MS: '1500',
  }),
);
