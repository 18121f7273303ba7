import Stripe from 'stripe';
import { razorpaySignature } from './providers/signature';
import { fillCart, orderBodyFor, catalog, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { providerSettings, useProviderDoubles } from '../test/doubles/providerDoubles';
import { SHOP_LANGUAGE_HEADER, toPaise } from '../../contract';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_double';
const RAZORPAY_SECRET = 'razorpay_test_secret';
const PROVIDER_TIMEOUT_MS = '1500';
const doubles = useProviderDoubles();

const NOT_PAID = { success: false, message: 'The payment was not completed. Your cart is as you left it.' };

async function orderRow(shop: TestShop, id: string) {
  return shop.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function shopperWithCart(shop: TestShop, lines = [0, 1]) {
  const shopper = await shop.newShopper();
  const products = await catalog(shop);
  await fillCart(
    shop,
    shopper.token,
    lines.map((index, n) => ({
      itemId: products[index]?._id ?? '',
      size: products[index]?.sizes[0] ?? '',
      quantity: n + 1,
    })),
  );
  return { ...shopper, body: await orderBodyFor(shop, shopper.token), products };
}

const cartOf = async (shop: TestShop, token: string) =>
  (await shop.post('/api/cart/get', undefined, token)).body.cartData as unknown;
const ordersOf = async (shop: TestShop, token: string) =>
  (await shop.post('/api/order/userorder', undefined, token)).body.orders as Array<{ _id: string; payment: boolean }>;

function signedEvent(type: string, session: object, timestamp?: number) {
  const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: session } });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });
  return { payload, header };
}

describeEachDatabase(
  'Stripe with the real SDK',
  (shop) => {
    async function startCheckout() {
      const shopper = await shopperWithCart(shop());
      const answer = await shop().post('/api/order/stripe', shopper.body, shopper.token);
      expect(answer.status).toBe(200);
      const sessionId = /cs_test_double_\d+/.exec(answer.body.session_url as string)?.[0] ?? '';
      const order = await shop()
        .app.db.selectFrom('orders')
        .selectAll()
        .where('provider_ref', '=', sessionId)
        .executeTakeFirstOrThrow();
      return { ...shopper, answer, sessionId, order };
    }
    const webhook = (payload: string, header: string) =>
      shop().request({
        method: 'POST',
        url: '/api/order/stripe/webhook',
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        payload,
      });

    it('opens a checkout session with database prices in paise, INR, a delivery line, the order id and an idempotency key', async () => {
      const { answer, body, order } = await startCheckout();
      expect(answer.body).toEqual({
        success: true,
        session_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
      });
      const created = doubles().stripe.created.at(-1);
      const lines = created?.body.line_items ?? [];
      expect(
        lines.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.price_data.currency, l.quantity]),
      ).toEqual([
        ...body.items.map((item) => [
          `${item.name} (${item.size})`,
          String(toPaise(item.price ?? 0)),
          'inr',
          String(item.quantity),
        ]),
        ['Delivery', '1000', 'inr', '1'],
      ]);
      expect(created?.body.metadata).toEqual({ orderId: order.id });
      expect(created?.idempotencyKey).toBe(`checkout-session-${order.id}`);
      expect(created?.body.success_url).toBe(`${shop().config.publicUrl}/verify?success=true&orderId=${order.id}`);
      expect(created?.body.cancel_url).toBe(`${shop().config.publicUrl}/verify?success=false&orderId=${order.id}`);
      expect(order).toMatchObject({
        payment_method: 'Stripe',
        payment: 0,
        status: 'Awaiting Payment',
        amount_paise: toPaise(body.amount),
      });
    });

    it('does not trust success=true: unpaid stays unpaid, unlisted, with the cart kept', async () => {
      const { token, order } = await startCheckout();
      const cartBefore = await cartOf(shop(), token);
      const answer = await shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token);
      expect(answer).toMatchObject({ status: 402, body: NOT_PAID });
      expect((await orderRow(shop(), order.id)).payment).toBe(0);
      expect(await ordersOf(shop(), token)).toEqual([]);
      expect(await cartOf(shop(), token)).toEqual(cartBefore);
    });

    it('marks the order paid when Stripe says paid, lists it and empties the cart; a repeat changes nothing more', async () => {
      const { token, order, sessionId, products } = await startCheckout();
      doubles().stripe.pay(sessionId);
      expect(await shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token)).toMatchObject(
        { status: 200, body: { success: true } },
      );
      const paid = await orderRow(shop(), order.id);
      expect(paid).toMatchObject({ payment: 1, status: 'Order Placed', payment_ref: `pi_double_${sessionId}` });
      expect(await cartOf(shop(), token)).toEqual({});
      expect((await ordersOf(shop(), token)).map((o) => [o._id, o.payment])).toEqual([[order.id, true]]);

      // Something added after paying stays in the cart when the confirmation comes again.
      await shop().post(
        '/api/cart/update',
        { itemId: products[5]?._id, size: products[5]?.sizes[0], quantity: 1 },
        token,
      );
      expect((await shop().post('/api/order/verifyStripe', { success: false, orderId: order.id }, token)).body).toEqual(
        { success: true },
      );
      expect((await orderRow(shop(), order.id)).paid_at).toBe(paid.paid_at);
      expect(await cartOf(shop(), token)).toEqual({
        [products[5]?._id as string]: { [products[5]?.sizes[0] as string]: 1 },
      });
    });

    it("answers 404 when another shopper verifies someone's order, and leaves it unchanged", async () => {
      const { order, sessionId } = await startCheckout();
      doubles().stripe.pay(sessionId);
      const stranger = await shop().newShopper();
      const answer = await shop().post(
        '/api/order/verifyStripe',
        { success: 'true', orderId: order.id },
        stranger.token,
      );
      expect(answer).toMatchObject({
        status: 404,
        body: { success: false, message: 'There is no such order among yours.' },
      });
      expect((await orderRow(shop(), order.id)).payment).toBe(0);
    });

    it('refuses a paid session that belongs to another order', async () => {
      const first = await startCheckout();
      doubles().stripe.pay(first.sessionId);
      const second = await startCheckout();
      await shop()
        .app.db.updateTable('orders')
        .set({ provider_ref: first.sessionId })
        .where('id', '=', second.order.id)
        .execute();
      const answer = await shop().post(
        '/api/order/verifyStripe',
        { success: 'true', orderId: second.order.id },
        second.token,
      );
      expect(answer).toMatchObject({ status: 402, body: NOT_PAID });
      expect((await orderRow(shop(), second.order.id)).payment).toBe(0);
    });

    it('refuses an amount the server did not compute, creating no order', async () => {
      const shopper = await shopperWithCart(shop());
      const before = (await shop().app.db.selectFrom('orders').select('id').execute()).length;
      const answer = await shop().post('/api/order/stripe', { ...shopper.body, amount: 1 }, shopper.token);
      expect(answer.status).toBe(409);
      expect((await shop().app.db.selectFrom('orders').select('id').execute()).length).toBe(before);
    });

    it.each(['error500', 'hang'] as const)(
      'answers 502 when Stripe fails (%s), and a retry reuses the same order and idempotency key',
      async (failure) => {
        const shopper = await shopperWithCart(shop());
        doubles().stripe.failWith(failure);
        try {
          const failed = await shop().post('/api/order/stripe', shopper.body, shopper.token);
          expect(failed).toMatchObject({
            status: 502,
            body: { success: false, message: 'The payment provider is unavailable. Please try again in a moment.' },
          });
        } finally {
          doubles().stripe.failWith('none');
        }
        const retried = await shop().post('/api/order/stripe', shopper.body, shopper.token);
        expect(retried.status).toBe(200);
        const orders = await shop()
          .app.db.selectFrom('orders')
          .selectAll()
          .where('user_id', '=', userIdOf(shop(), shopper.token))
          .execute();
        expect(orders).toHaveLength(1);
        const keys = doubles()
          .stripe.created.filter((c) => c.body.metadata.orderId === orders[0]?.id)
          .map((c) => c.idempotencyKey);
        expect(new Set(keys)).toEqual(new Set([`checkout-session-${orders[0]?.id}`]));
      },
    );

    it('fulfils from a signed webhook once, however often and in whatever order events arrive', async () => {
      const { token, order, sessionId } = await startCheckout();
      const session = doubles().stripe.pay(sessionId);
      const completed = signedEvent('checkout.session.completed', session);
      expect(await webhook(completed.payload, completed.header)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      const paid = await orderRow(shop(), order.id);
      expect(paid).toMatchObject({ payment: 1, status: 'Order Placed' });
      expect(await cartOf(shop(), token)).toEqual({});

      await webhook(completed.payload, completed.header);
      const expired = signedEvent('checkout.session.expired', { ...session, status: 'expired' });
      await webhook(expired.payload, expired.header);
      expect(await orderRow(shop(), order.id)).toMatchObject({
        payment: 1,
        status: 'Order Placed',
        paid_at: paid.paid_at,
      });
      expect(
        (await shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token)).body,
      ).toEqual({ success: true });
    });

    it('marks an expired session and keeps the order out of the shopper’s list', async () => {
      const { token, order, sessionId } = await startCheckout();
      const expired = signedEvent('checkout.session.expired', {
        ...doubles().stripe.sessions.get(sessionId),
        status: 'expired',
      });
      await webhook(expired.payload, expired.header);
      expect(await orderRow(shop(), order.id)).toMatchObject({ payment: 0, status: 'Payment Expired' });
      expect(await ordersOf(shop(), token)).toEqual([]);
    });

    it('refuses a webhook with a bad signature or a timestamp older than 5 minutes', async () => {
      const { order, sessionId } = await startCheckout();
      const session = doubles().stripe.pay(sessionId);
      const forged = signedEvent('checkout.session.completed', session);
      const tampered = forged.payload.replace('"paid"', '"paid" ');
      expect(await webhook(tampered, forged.header)).toMatchObject({
        status: 400,
        body: { success: false, message: 'The webhook signature is not valid or is too old.' },
      });
      const old = signedEvent('checkout.session.completed', session, Math.floor(Date.now() / 1000) - 6 * 60);
      expect((await webhook(old.payload, old.header)).status).toBe(400);
      expect((await orderRow(shop(), order.id)).payment).toBe(0);
    });

    it('marks the order paid exactly once when verifyStripe races the webhook', async () => {
      const { token, order, sessionId } = await startCheckout();
      const completed = signedEvent('checkout.session.completed', doubles().stripe.pay(sessionId));
      const answers = await Promise.all([
        shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token),
        webhook(completed.payload, completed.header),
        shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await ordersOf(shop(), token)).toHaveLength(1);
      expect((await orderRow(shop(), order.id)).payment).toBe(1);
    });
  },
  // A provider that does not answer counts as failed after PROVIDER_TIMEOUT_MS (per attempt; Stripe's SDK retries twice).
  () => ({
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: doubles().stripe.url,
    PAYMENT_TIMEOUT_MS: PROVIDER_TIMEOUT_MS,
  }),
);

describeEachDatabase(
  'Razorpay with the real SDK',
  (shop) => {
    async function startPopup() {
      const shopper = await shopperWithCart(shop());
      const answer = await shop().post('/api/order/razorpay', shopper.body, shopper.token);
      expect(answer.status).toBe(200);
      const providerOrder = answer.body.order as { id: string; amount: number; currency: string; receipt: string };
      const paymentId = `pay_${providerOrder.id}`;
      const result = {
        razorpay_order_id: providerOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpaySignature(providerOrder.id, paymentId, RAZORPAY_SECRET),
      };
      return { ...shopper, answer, providerOrder, result };
    }

    it('creates a provider order in integer paise, INR, with our order id as receipt, and answers what the popup needs', async () => {
      const { answer, body, providerOrder } = await startPopup();
      expect(answer.body).toEqual({
        success: true,
        order: {
          id: expect.stringMatching(/^order_double\d+$/),
          amount: toPaise(body.amount),
          currency: 'INR',
          receipt: expect.any(String),
        },
        key: 'rzp_test_double',
        script: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      const sent = doubles().razorpay.orders.find((o) => o.id === providerOrder.id);
      expect(sent).toMatchObject({
        amount: toPaise(body.amount),
        currency: 'INR',
        receipt: providerOrder.receipt,
      });
      expect(sent?.authorization).toBe(`Basic ${Buffer.from(`rzp_test_double:${RAZORPAY_SECRET}`).toString('base64')}`);
      expect(await orderRow(shop(), providerOrder.receipt)).toMatchObject({
        payment_method: 'Razorpay',
        payment: 0,
        provider_ref: providerOrder.id,
      });
    });

    it('marks the order paid for a correctly signed result, once, even when it is sent twice at once', async () => {
      const { token, providerOrder, result } = await startPopup();
      const answers = await Promise.all([
        shop().post('/api/order/verifyRazorpay', result, token),
        shop().post('/api/order/verifyRazorpay', result, token),
      ]);
      expect(answers.map((a): unknown[] => [a.status, a.body])).toEqual([
        [200, { success: true }],
        [200, { success: true }],
      ]);
      expect((await shop().post('/api/order/verifyRazorpay', result, token)).body).toEqual({ success: true });
      expect(await orderRow(shop(), providerOrder.receipt)).toMatchObject({
        payment: 1,
        status: 'Order Placed',
        payment_ref: result.razorpay_payment_id,
      });
      expect(await cartOf(shop(), token)).toEqual({});
      expect(await ordersOf(shop(), token)).toHaveLength(1);
    });

    it('refuses a signature with one character changed (400), leaving the order unpaid', async () => {
      const { token, providerOrder, result } = await startPopup();
      const last = result.razorpay_signature.at(-1) === 'a' ? 'b' : 'a';
      const forged = { ...result, razorpay_signature: `${result.razorpay_signature.slice(0, -1)}${last}` };
      const answer = await shop().post('/api/order/verifyRazorpay', forged, token);
      expect(answer).toMatchObject({ status: 400, body: { success: false } });
      expect((await orderRow(shop(), providerOrder.receipt)).payment).toBe(0);
      expect(await cartOf(shop(), token)).not.toEqual({});
    });

    it("answers 404 to another shopper's verification", async () => {
      const { providerOrder, result } = await startPopup();
      const stranger = await shop().newShopper();
      expect((await shop().post('/api/order/verifyRazorpay', result, stranger.token)).status).toBe(404);
      expect((await orderRow(shop(), providerOrder.receipt)).payment).toBe(0);
    });

    it.each(['error500', 'hang'] as const)(
      'answers 502 when Razorpay fails (%s), and a retry reuses the same order',
      async (failure) => {
        const shopper = await shopperWithCart(shop());
        doubles().razorpay.failWith(failure);
        try {
          expect((await shop().post('/api/order/razorpay', shopper.body, shopper.token)).status).toBe(502);
        } finally {
          doubles().razorpay.failWith('none');
        }
        const retried = await shop().post('/api/order/razorpay', shopper.body, shopper.token);
        expect(retried.status).toBe(200);
        const orders = await shop()
          .app.db.selectFrom('orders')
          .select('id')
          .where('user_id', '=', userIdOf(shop(), shopper.token))
          .execute();
        expect(orders.map((o) => o.id)).toEqual([retried.body.order.receipt]);
      },
    );
  },
  () => ({
    RAZORPAY_KEY_ID: 'rzp_test_double',
    RAZORPAY_KEY_SECRET: RAZORPAY_SECRET,
    RAZORPAY_API_URL: doubles().razorpay.url,
    PAYMENT_TIMEOUT_MS: PROVIDER_TIMEOUT_MS,
  }),
);

describeEachDatabase('the offline payment sandboxes', (shop) => {
  it('serves a test checkout page for Stripe whose Pay returns to /verify and pays the order', async () => {
    const shopper = await shopperWithCart(shop());
    const answer = await shop().post('/api/order/stripe', shopper.body, shopper.token);
    const url = new URL(answer.body.session_url as string);
    expect(url.origin).toBe(shop().config.publicUrl);
    expect(url.pathname).toMatch(/^\/sandbox\/stripe\/checkout\/cs_test_sbx_/);
    const page = await shop().get(url.pathname);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('TEST MODE');
    expect(String(page.body)).toContain(
      `Total ₹${shopper.body.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );

    const orderId = (
      await shop()
        .app.db.selectFrom('orders')
        .select('id')
        .where('provider_ref', '=', url.pathname.split('/').at(-1) ?? '')
        .executeTakeFirstOrThrow()
    ).id;
    const unpaid = await shop().post('/api/order/verifyStripe', { success: 'true', orderId }, shopper.token);
    expect(unpaid.status).toBe(402);

    const paid = await shop().request({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${shop().config.publicUrl}/verify?success=true&orderId=${orderId}`);
    expect((await shop().post('/api/order/verifyStripe', { success: 'true', orderId }, shopper.token)).body).toEqual({
      success: true,
    });
    expect(await ordersOf(shop(), shopper.token)).toHaveLength(1);
  });

  it("sends a shopper who paid from a Hindi page back to the Hindi /verify (the storefront names its page's language)", async () => {
    const shopper = await shopperWithCart(shop());
    const answer = await shop().request({
      method: 'POST',
      url: '/api/order/stripe',
      payload: shopper.body,
      headers: { token: shopper.token, [SHOP_LANGUAGE_HEADER]: 'hi', 'accept-language': 'hi-IN' },
    });
    const url = new URL(answer.body.session_url as string);
    const paid = await shop().request({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(String(paid.headers.location)).toMatch(
      new RegExp(`^${shop().config.publicUrl}/hi/verify\\?success=true&orderId=`),
    );
    // Accept-Language alone (the original client's shoppers) never moves the return to pages its storefront lacks.
    const other = await shopperWithCart(shop());
    const plain = await shop().request({
      method: 'POST',
      url: '/api/order/stripe',
      payload: other.body,
      headers: { token: other.token, 'accept-language': 'hi-IN' },
    });
    const back = await shop().request({
      method: 'POST',
      url: `${new URL(plain.body.session_url as string).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(String(back.headers.location)).toMatch(new RegExp(`^${shop().config.publicUrl}/verify\\?success=true`));
  });

  it('sends Cancel back to /verify?success=false, where the order stays unpaid', async () => {
    const shopper = await shopperWithCart(shop());
    const url = new URL(
      (await shop().post('/api/order/stripe', shopper.body, shopper.token)).body.session_url as string,
    );
    const cancelled = await shop().request({
      method: 'POST',
      url: `${url.pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancelled.status).toBe(303);
    const orderId = new URL(String(cancelled.headers.location)).searchParams.get('orderId');
    expect(String(cancelled.headers.location)).toContain('/verify?success=false');
    expect((await shop().post('/api/order/verifyStripe', { success: 'false', orderId }, shopper.token)).status).toBe(
      402,
    );
    expect(await ordersOf(shop(), shopper.token)).toEqual([]);
  });

  it('serves a Razorpay-like checkout script and signs the popup result like Razorpay', async () => {
    const shopper = await shopperWithCart(shop());
    const answer = await shop().post('/api/order/razorpay', shopper.body, shopper.token);
    expect(answer.body).toMatchObject({
      success: true,
      key: 'rzp_test_sandbox',
      script: '/sandbox/razorpay/checkout.js',
    });
    const script = await shop().get('/sandbox/razorpay/checkout.js');
    expect(script.headers['content-type']).toContain('javascript');
    expect(String(script.body)).toContain('window.Razorpay = Razorpay');

    const result = (await shop().post('/sandbox/razorpay/pay', { order_id: answer.body.order.id })).body;
    const signature = String(result.razorpay_signature);
    const forged = { ...result, razorpay_signature: `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}` };
    expect((await shop().post('/api/order/verifyRazorpay', forged, shopper.token)).status).toBe(400);
    expect((await shop().post('/api/order/verifyRazorpay', result, shopper.token)).body).toEqual({ success: true });
    expect(await ordersOf(shop(), shopper.token)).toHaveLength(1);
  });
});

describeEachDatabase(
  'with real providers configured',
  (shop) => {
    it('has no sandbox that could pay an order', async () => {
      expect((await shop().post('/sandbox/razorpay/pay', { order_id: 'order_x' })).status).toBe(404);
      const pay = await shop().request({
        method: 'POST',
        url: '/sandbox/stripe/checkout/cs_x/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pay.status).toBe(404);
    });
  },
  () => providerSettings(doubles(), RAZORPAY_SECRET),
);
