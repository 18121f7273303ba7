// Payments waiting on a product the operator removes or reprices (admin API, CLI): cancelled with the change, their
// units given back and their checkouts closed; a provider that confirms one anyway (the return, the popup, a webhook)
// is refused, the order marked Refund Due with the reason and shown to the operator; and a change racing a
// confirmation has one winner, whole. On the payment sandboxes and Stripe's double, on both databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { runCli } from '../cli/program';
import {
  asOperator,
  buyer,
  checkoutBody,
  movements,
  operatorOf,
  productInCart,
  orderRow,
  payCheckout,
  payPopup,
  productInput,
  putProduct,
  removeAsOperator,
  REMOVED,
  REPRICED,
  SIZE,
  startCard,
  startPopup,
  verifyCard,
  type Operator,
} from '../test/catalogChangeFixtures';
import { describeEachDatabase } from '../test/harness';
import { startStripeDouble, type StripeDouble } from '../test/doubles/stripeDouble';
import { unitsOf } from '../test/stockFixtures';
import { DELIVERY_FEE_PAISE, orderNumber, toPaise } from '../../contract';

const WEBHOOK_SECRET = 'whsec_catalog_changes';
const NOT_PAID = { success: false, message: 'The payment was not completed. Your cart is as you left it.' };

describeEachDatabase('a catalog change while a payment waits', (shop) => {
  let operator: Operator;
  beforeAll(async () => {
    operator = await operatorOf(shop());
  });
  const history = async (orderId: string) =>
    (await asOperator(shop(), operator, 'GET', `/api/admin/orders/${orderId}`)).body as {
      order: { status: string; payment: boolean };
      history: Array<{ from: string; to: string; by: string }>;
    };

  it('cancels the card payment waiting on a removed product: its units go back before the product leaves, its checkout closes, and it is never paid', async () => {
    const alice = await productInCart(shop(), operator, 'removed-waiting', { units: 5, quantity: 2 });
    const { checkout, order } = await startCard(shop(), alice);
    expect(await unitsOf(shop(), 'removed-waiting', SIZE)).toBe(3);

    expect((await removeAsOperator(shop(), operator, 'removed-waiting')).status).toBe(200);
    expect(await orderRow(shop(), order.id)).toMatchObject({
      status: 'Payment Cancelled',
      cancel_reason: 'product removed',
      stock_state: 'released',
      payment: 0,
    });
    expect((await payCheckout(shop(), checkout)).status).toBe(404);
    expect(await verifyCard(shop(), alice, order.id)).toMatchObject({ status: 402, body: NOT_PAID });
    expect(await movements(shop(), 'removed-waiting')).toEqual([
      ['hold', -2, 3],
      ['release', 2, 5],
      ['removed', -5, 0],
    ]);
    expect((await history(order.id)).history).toEqual([
      expect.objectContaining({
        from: 'Awaiting Payment',
        to: 'Payment Cancelled',
        by: `${operator.email}: removed-waiting removed`,
      }),
    ]);
  });

  it('refuses a card payment taken just before its product was removed, marks it Refund Due, and shows it to the operator', async () => {
    const alice = await productInCart(shop(), operator, 'removed-paid', { units: 3, quantity: 1 });
    const { checkout, order } = await startCard(shop(), alice);
    expect((await payCheckout(shop(), checkout)).status).toBe(303);

    expect((await removeAsOperator(shop(), operator, 'removed-paid')).status).toBe(200);
    const refused = await verifyCard(shop(), alice, order.id);
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: expect.stringContaining(REMOVED) } });
    expect(refused.body.message).toContain(`order ${orderNumber(order.id)} was not taken`);
    expect(refused.body.message).not.toContain(order.id);
    expect(refused.body.message).toContain('It will be refunded.');
    // Asked again, the shop says the same: the payment is not taken twice, nor forgotten.
    expect(await verifyCard(shop(), alice, order.id)).toMatchObject({ status: 409, body: refused.body });
    expect(await orderRow(shop(), order.id)).toMatchObject({
      status: 'Refund Due',
      payment: 1,
      payment_ref: expect.stringMatching(/^pi_sbx_/),
      cancel_reason: 'product removed',
      stock_state: 'released',
    });

    const due = await asOperator(shop(), operator, 'GET', '/api/admin/orders?status=Refund%20Due');
    expect((due.body.orders as Array<{ _id: string }>).map((listed) => listed._id)).toContain(order.id);
    const shown = await history(order.id);
    expect(shown.order).toMatchObject({ status: 'Refund Due', payment: true });
    // The operator's removal cancelled the waiting payment; the shop marked the payment that still came Refund Due.
    expect(shown.history.map((change) => [change.to, change.by])).toEqual([
      ['Payment Cancelled', `${operator.email}: removed-paid removed`],
      ['Refund Due', 'shop'],
    ]);
    let printed = '';
    const code = await runCli(['orders', 'show', order.id], {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: (text) => (printed += text),
      stderr: (text) => (printed += text),
    });
    expect(code).toBe(0);
    expect(printed).toContain('Status    Refund Due');
    expect(printed).toContain(`${operator.email}: removed-paid removed`);
  });

  it('refuses a popup payment made after its product was removed (Razorpay has no checkout to close)', async () => {
    const alice = await productInCart(shop(), operator, 'removed-popup', { units: 2, quantity: 1 });
    const { providerOrderId, orderId } = await startPopup(shop(), alice);
    expect(await unitsOf(shop(), 'removed-popup', SIZE)).toBe(1);

    expect((await removeAsOperator(shop(), operator, 'removed-popup')).status).toBe(200);
    expect(await payPopup(shop(), alice, providerOrderId)).toMatchObject({
      status: 409,
      body: { success: false, message: expect.stringContaining(REMOVED) },
    });
    expect(await orderRow(shop(), orderId)).toMatchObject({ status: 'Refund Due', payment: 1 });
    expect(await movements(shop(), 'removed-popup')).toEqual([
      ['hold', -1, 1],
      ['release', 1, 2],
      ['removed', -2, 0],
    ]);
  });

  it('cancels the payments waiting on a repriced product, gives their units back, refunds one paid anyway, and sells at the new price', async () => {
    const alice = await productInCart(shop(), operator, 'repriced', { units: 4, quantity: 1 });
    const bob = await buyer(shop(), 'repriced', 2);
    const paid = await startCard(shop(), alice);
    const waiting = await startCard(shop(), bob);
    expect((await payCheckout(shop(), paid.checkout)).status).toBe(303);
    expect(await unitsOf(shop(), 'repriced', SIZE)).toBe(1);

    await putProduct(shop(), operator, 'repriced', { price: 999 });
    expect(await unitsOf(shop(), 'repriced', SIZE)).toBe(4);
    expect(await verifyCard(shop(), alice, paid.order.id)).toMatchObject({
      status: 409,
      body: { success: false, message: expect.stringContaining(REPRICED) },
    });
    expect(await orderRow(shop(), paid.order.id)).toMatchObject({
      status: 'Refund Due',
      payment: 1,
      cancel_reason: 'price changed',
    });
    expect((await payCheckout(shop(), waiting.checkout)).status).toBe(404);
    expect(await orderRow(shop(), waiting.order.id)).toMatchObject({
      status: 'Payment Cancelled',
      cancel_reason: 'price changed',
      payment: 0,
    });
    expect((await history(waiting.order.id)).history.map((change) => change.by)).toEqual([
      `${operator.email}: repriced repriced`,
    ]);

    const again = await startCard(shop(), { ...bob, body: checkoutBody('repriced', 2, 999) });
    expect(again.order).toMatchObject({
      status: 'Awaiting Payment',
      amount_paise: toPaise(999 * 2) + DELIVERY_FEE_PAISE,
    });
    expect(await unitsOf(shop(), 'repriced', SIZE)).toBe(2);
  });

  it('leaves a waiting payment alone when the product changes but its price does not', async () => {
    const alice = await productInCart(shop(), operator, 'same-price', { units: 2, quantity: 1 });
    const { checkout, order } = await startCard(shop(), alice);
    await putProduct(shop(), operator, 'same-price', { units: 6 });
    expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', cancel_reason: null });
    expect((await payCheckout(shop(), checkout)).status).toBe(303);
    expect((await verifyCard(shop(), alice, order.id)).body).toEqual({ success: true });
    expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Order Placed', payment: 1 });
  });

  describe('from the command line', () => {
    let workDir: string;
    beforeAll(() => {
      workDir = mkdtempSync(path.join(os.tmpdir(), 'catalog-changes-'));
    });
    afterAll(() => rmSync(workDir, { recursive: true, force: true }));
    const cli = (...argv: string[]) =>
      runCli(argv, {
        env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
        cwd: workDir,
        stdout: () => undefined,
        stderr: () => undefined,
      });

    it('cancels the payment waiting on a product removed with `products remove`, and closes its checkout', async () => {
      const alice = await productInCart(shop(), operator, 'cli-removed', { units: 2, quantity: 1 });
      const { checkout, order } = await startCard(shop(), alice);
      expect(await cli('products', 'remove', 'cli-removed')).toBe(0);
      expect(await orderRow(shop(), order.id)).toMatchObject({
        status: 'Payment Cancelled',
        cancel_reason: 'product removed',
      });
      expect((await payCheckout(shop(), checkout)).status).toBe(404);
      expect((await history(order.id)).history.map((change) => change.by)).toEqual([
        expect.stringMatching(/^cli:.+: cli-removed removed$/),
      ]);
    });

    it('cancels the payment waiting on a product repriced with `products import`, and refunds it when paid anyway', async () => {
      const alice = await productInCart(shop(), operator, 'cli-repriced', { units: 2, quantity: 1 });
      const { providerOrderId, orderId } = await startPopup(shop(), alice);
      writeFileSync(
        path.join(workDir, 'repriced.json'),
        JSON.stringify([productInput(operator, 'cli-repriced', 1099)]),
      );
      expect(await cli('products', 'import', 'repriced.json')).toBe(0);
      expect(await unitsOf(shop(), 'cli-repriced', SIZE)).toBe(2);
      expect(await payPopup(shop(), alice, providerOrderId)).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining(REPRICED) },
      });
      expect(await orderRow(shop(), orderId)).toMatchObject({ status: 'Refund Due', cancel_reason: 'price changed' });
    });
  });
});

let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble();
});
afterAll(async () => {
  await stripe.close();
});

describeEachDatabase(
  'a catalog change while a Stripe payment waits',
  (shop) => {
    function webhook(type: string, session: object) {
      const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: session } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return shop().request({
        method: 'POST',
        url: '/api/order/stripe/webhook',
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        payload,
      });
    }

    it("expires the waiting session through Stripe's API, and marks a payment its webhook still confirms Refund Due", async () => {
      const operator = await operatorOf(shop());
      const alice = await productInCart(shop(), operator, 'stripe-removed', { units: 3, quantity: 1 });
      const bob = await buyer(shop(), 'stripe-removed', 1);
      const paid = await startCard(shop(), alice);
      const waiting = await startCard(shop(), bob);
      const session = stripe.pay(paid.sessionId);

      expect((await removeAsOperator(shop(), operator, 'stripe-removed')).status).toBe(200);
      expect(stripe.sessions.get(waiting.sessionId)?.status).toBe('expired');
      // Acknowledged, so Stripe stops sending it: the money is the operator's to give back.
      expect(await webhook('checkout.session.completed', session)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect(await orderRow(shop(), paid.order.id)).toMatchObject({
        status: 'Refund Due',
        payment: 1,
        payment_ref: `pi_double_${paid.sessionId}`,
        cancel_reason: 'product removed',
      });
      expect(await verifyCard(shop(), alice, paid.order.id)).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining(REMOVED) },
      });
      expect(await orderRow(shop(), waiting.order.id)).toMatchObject({ status: 'Payment Cancelled', payment: 0 });
    });
  },
  () => ({
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYMENT_TIMEOUT_MS: '1500',
  }),
);
