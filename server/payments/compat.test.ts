// The original storefront's payments against a compatible shop's sandbox: Stripe's return to the client's own origin
// (paid, and cancelled back to its cart), and Razorpay's drop-in checkout.js loaded from the client's page.
import { ADDRESS } from '../test/fixtures';
import { describeEachDatabase, startTestShop, type TestShop } from '../test/harness';
import { CLIENT_ORIGIN, originalClient, originalOrderBody, SHOP_PUBLIC_URL } from '../test/originalClient';
import { startStripeDouble } from '../test/doubles/stripeDouble';

const COMPAT_ENV = { CORS_ORIGINS: CLIENT_ORIGIN, PUBLIC_URL: SHOP_PUBLIC_URL, FAILURE_STATUS: '200' };
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** A shopper of the original client with one line in the server cart, and the body its checkout sends. */
async function shopperWithLine(shop: TestShop, address: Record<string, string> = ADDRESS) {
  const client = originalClient(shop);
  const { token } = await shop.newShopper('Original Client');
  const products = (await client.get('/api/product/list')).body.products as Array<{
    _id: string;
    price: number;
    sizes: string[];
  }>;
  const size = products[0]?.sizes[0] ?? '';
  await client.post('/api/cart/add', { itemId: products[0]?._id, size }, token);
  return { client, token, body: originalOrderBody(products, [{ index: 0, size, quantity: 1 }], address) };
}

describeEachDatabase(
  'the original storefront paying in the sandbox',
  (shop) => {
    async function startStripe(origin = CLIENT_ORIGIN) {
      const shopper = await shopperWithLine(shop());
      const answer = await originalClient(shop(), origin).post('/api/order/stripe', shopper.body, shopper.token);
      expect(answer.body).toEqual({
        success: true,
        session_url: expect.stringMatching(`^${SHOP_PUBLIC_URL}/sandbox/stripe/checkout/`),
      });
      const page = await shop().get(pathOf(answer.body.session_url as string));
      return { ...shopper, checkout: pathOf(answer.body.session_url as string), page };
    }
    const returnOf = async (checkout: string, button: 'pay' | 'cancel') => {
      const answer = await shop().request({
        method: 'POST',
        url: `${checkout}/${button}`,
        payload: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status).toBe(303);
      return new URL(String(answer.headers.location));
    };

    it("returns a paid checkout to the client's /verify, whose verifyStripe lists the order", async () => {
      const { client, token, checkout, page } = await startStripe();
      expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${CLIENT_ORIGIN};`);
      const back = await returnOf(checkout, 'pay');
      expect([back.origin, back.pathname, back.searchParams.get('success')]).toEqual([
        CLIENT_ORIGIN,
        '/verify',
        'true',
      ]);
      const verified = await client.post(
        '/api/order/verifyStripe',
        { success: 'true', orderId: back.searchParams.get('orderId') },
        token,
      );
      expect(verified).toMatchObject({ status: 200, body: { success: true } });
      const orders = (await client.post('/api/order/userorders', {}, token)).body.orders as Array<{
        _id: string;
        payment: boolean;
      }>;
      expect(orders.map((order) => [order._id, order.payment])).toEqual([[back.searchParams.get('orderId'), true]]);
    });

    it('brings a cancelled checkout back as success: false, the waiting order cancelled and never payable, the cart kept', async () => {
      const { client, token, checkout } = await startStripe();
      const cart = (await client.post('/api/cart/get', {}, token)).body;
      const back = await returnOf(checkout, 'cancel');
      expect([back.origin, back.pathname, back.searchParams.get('success')]).toEqual([
        CLIENT_ORIGIN,
        '/verify',
        'false',
      ]);
      const orderId = back.searchParams.get('orderId') ?? '';
      const verified = await client.post('/api/order/verifyStripe', { success: 'false', orderId }, token);
      expect(verified).toMatchObject({
        status: 200,
        body: { success: false, message: 'The payment was not completed. Your cart is as you left it.' },
      });
      expect(
        await shop().app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst(),
      ).toEqual({ status: 'Payment Cancelled' });
      expect(
        (
          await shop().request({
            method: 'POST',
            url: `${checkout}/pay`,
            payload: '',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(404);
      expect((await client.post('/api/cart/get', {}, token)).body).toEqual(cart);
    });

    it('sends a storefront whose origin CORS_ORIGINS does not list back to PUBLIC_URL', async () => {
      const { checkout, page } = await startStripe('https://unlisted.example.org');
      expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${SHOP_PUBLIC_URL};`);
      expect((await returnOf(checkout, 'pay')).origin).toBe(SHOP_PUBLIC_URL);
    });

    it('takes a state as its shoppers write it ("MH", "maharashtra", empty) in each of its three ways to pay', async () => {
      const written = { MH: 'MH', lower: 'maharashtra', empty: '' };
      const pune = (state: string) => ({ ...ADDRESS, city: 'Pune', state, zipcode: '411001' });
      const cash = await shopperWithLine(shop(), pune(written.MH));
      expect((await cash.client.post('/api/order/place', cash.body, cash.token)).body).toMatchObject({ success: true });
      const card = await shopperWithLine(shop(), pune(written.lower));
      expect((await card.client.post('/api/order/stripe', card.body, card.token)).body).toMatchObject({
        success: true,
      });
      const upi = await shopperWithLine(shop(), pune(written.empty));
      const started = await upi.client.post('/api/order/razorpay', upi.body, upi.token);
      expect(started.body).toMatchObject({ success: true });
      const handed = await upi.client.post('/sandbox/razorpay/pay', { order_id: started.body.order.id });
      expect((await upi.client.post('/api/order/verifyRazorpay', handed.body, upi.token)).body).toEqual({
        success: true,
      });
      // Each order (the card's still awaiting its payment) keeps the state as the directory names it, so its invoice
      // and the operator read one name.
      const kept = await shop()
        .app.db.selectFrom('orders')
        .select('address')
        .orderBy('created_at', 'desc')
        .limit(3)
        .execute();
      expect(kept.map((order) => (JSON.parse(order.address) as { state: string }).state)).toEqual([
        'Maharashtra',
        'Maharashtra',
        'Maharashtra',
      ]);
      // A state the pincode is not in is still refused.
      const elsewhere = await shopperWithLine(shop(), pune('KA'));
      expect(await elsewhere.client.post('/api/order/place', elsewhere.body, elsewhere.token)).toMatchObject({
        body: { success: false, message: 'Pincode 411001 is in Maharashtra, not KA. Check the pincode or the state.' },
      });
    });

    it("serves checkout.js to the client's page and pays through it with the fields Razorpay's handler gets", async () => {
      const { client, token, body } = await shopperWithLine(shop());
      const script = await client.get('/sandbox/razorpay/checkout.js');
      expect(script.headers).toMatchObject({
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': CLIENT_ORIGIN,
      });
      const preflight = await shop().request({
        method: 'OPTIONS',
        url: '/sandbox/razorpay/pay',
        headers: {
          origin: CLIENT_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
      const { order } = (await client.post('/api/order/razorpay', body, token)).body as { order: { id: string } };
      const handed = await client.post('/sandbox/razorpay/pay', { order_id: order.id });
      expect(Object.keys(handed.body).sort()).toEqual([
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
      ]);
      expect((await client.post('/api/order/verifyRazorpay', handed.body, token)).body).toEqual({ success: true });
      expect((await client.post('/api/order/userorders', {}, token)).body.orders).toHaveLength(1);
    });
  },
  COMPAT_ENV,
);

describe('the original storefront paying by card with Stripe itself', () => {
  it("closes the session of a cancelled checkout, and answers a provider's failure 502 still", async () => {
    const stripe = await startStripeDouble();
    const shop = await startTestShop('sqlite', {
      ...COMPAT_ENV,
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_API_URL: stripe.url,
      PAYMENT_TIMEOUT_MS: '1500',
    });
    try {
      const { client, token, body } = await shopperWithLine(shop);
      await client.post('/api/order/stripe', body, token);
      const [session] = [...stripe.sessions.values()];
      expect(stripe.created[0]?.body.cancel_url).toBe(
        `${CLIENT_ORIGIN}/verify?success=false&orderId=${session?.metadata.orderId}`,
      );
      await client.post('/api/order/verifyStripe', { success: 'false', orderId: session?.metadata.orderId }, token);
      expect(session?.status).toBe('expired');
      stripe.failWith('error500');
      expect(await client.post('/api/order/stripe', body, token)).toMatchObject({
        status: 502,
        body: { success: false },
      });
    } finally {
      await shop.stop();
      await stripe.close();
    }
  });
});
