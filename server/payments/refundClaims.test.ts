// Money sent once, on SQLite and PostgreSQL, against a Razorpay double that answers each call in 300 ms (as the real
// one may) through the real SDK: two piece cancels at once, two Refund presses at once, two return refund steps at
// once, and a Refund Due order refunded through two server processes on one database each make exactly the refunds the
// shop owes, and Razorpay's total equals the shop's; a refund Razorpay failed is owed again, and sent again as a new
// attempt that processes.
import {
  catalog,
  deliverRazorpayWebhook,
  fillCart,
  newOperator,
  orderBodyFor,
  orderByProviderRef,
  orderRow,
  startedPopup,
} from '../test/fixtures';
import { toRupees } from '../../contract';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { providerSettings, useProviderDoubles } from '../test/doubles/providerDoubles';
import { paymentEvent, signedDelivery } from './providers/razorpayWire';
import { sendLeftRefunds } from './refunds';
import { startServer, type ShopProcess } from '../test/processes';

const RAZORPAY_SECRET = 'razorpay_claims_secret';
const WEBHOOK_SECRET = 'rzp_webhook_secret_for_claims';
const SLOW_MS = 300;
const doubles = useProviderDoubles();

const settings = () => ({
  ...providerSettings(doubles(), RAZORPAY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYMENT_TIMEOUT_MS: '5000',
  STOCK_HOLD_SECONDS: '2',
});

beforeAll(() => doubles().razorpay.answerAfter(SLOW_MS));

const adminPost = (shop: TestShop, token: string, url: string, payload: unknown = {}) =>
  shop.request({ method: 'POST', url, headers: { token }, payload });

/** Razorpay's refunds of a payment that gave money back (a failed one gave none), in paise. */
const refundedByRazorpay = (paymentId: string) =>
  doubles()
    .razorpay.refunds.filter((refund) => refund.payment_id === paymentId && refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);

const SANDBOX_SETTINGS = { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_WEBHOOKS: 'never' };

/** A second server process on the test shop's data folder and database, as a deployment of two would run. */
const secondProcess = (shop: TestShop, env: Record<string, string>): Promise<ShopProcess> =>
  startServer(shop.config.dataDir, { ...env, DATABASE_URL: shop.config.databaseUrl });

/** A request to a process of the shop, as an operator's browser sends it. */
async function onProcess(server: ShopProcess, method: 'GET' | 'POST', url: string, token: string) {
  const answer = await fetch(`${server.url}${url}`, {
    method,
    headers: { token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** How many refunds the shop asked Razorpay to create for a payment (Razorpay refuses one beyond what was paid). */
const refundsAsked = (paymentId: string) =>
  doubles().razorpay.received.filter(
    (exchange) => exchange.method === 'POST' && exchange.path.startsWith(`/v1/payments/${paymentId}/refund`),
  ).length;

/** The shop's refunds of an order, as its rows say. */
const shopRefunds = (shop: TestShop, orderId: string) =>
  shop.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

describeEachDatabase(
  'refunds sent once, against a Razorpay that answers slowly',
  (shop) => {
    /** A Razorpay order of `quantity` pieces of one product, placed and (unless `late`) paid by webhook. */
    async function razorpayOrder(index: number, quantity: number, { late = false } = {}) {
      const shopper = await shop().newShopper();
      const product = (await catalog(shop()))[index];
      await fillCart(shop(), shopper.token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity }]);
      const started = await shop().post(
        '/api/order/razorpay',
        await orderBodyFor(shop(), shopper.token),
        shopper.token,
      );
      expect(started.status).toBe(200);
      const providerOrderId = (started.body.order as { id: string }).id;
      const order = await orderByProviderRef(shop(), providerOrderId);
      if (late) {
        // Paid after its hold ended (and a second more: Razorpay says when in seconds): Refund Due.
        const { stock_held_until: until } = await orderRow(shop(), order.id);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (until ?? 0) - Date.now() + 1100)));
      }
      const payment = doubles().razorpay.pay(providerOrderId, order.amount_paise);
      const delivery = signedDelivery(paymentEvent('payment.captured', payment), WEBHOOK_SECRET);
      expect((await deliverRazorpayWebhook(shop(), delivery)).status).toBe(200);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: late ? 'Refund Due' : 'Order Placed' });
      return { ...shopper, order, payment, unitPaise: order.amount_paise / quantity };
    }

    it('two piece cancels of a paid order at once refund each piece once, and Razorpay gives back what the shop booked', async () => {
      const { order, payment, token } = await razorpayOrder(0, 3);
      const cancels = await Promise.all(
        ['1.1', '1.2'].map((unit) =>
          shop().post('/api/order/cancel', { orderId: order.id, reason: 'changedMind', units: [unit] }, token),
        ),
      );
      expect(cancels.map((answer) => answer.status)).toEqual([200, 200]);
      const rows = await shopRefunds(shop(), order.id);
      expect(rows.map((row) => row.state)).toEqual(['processed', 'processed']);
      const booked = rows.reduce((sum, row) => sum + row.amount_paise, 0);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(2);
      expect(refundedByRazorpay(payment.id)).toBe(booked);
      expect(booked).toBeLessThan(order.amount_paise);
    });

    it('two Refund presses at once of a Refund Due order refund it once', async () => {
      const { order, payment } = await razorpayOrder(1, 1, { late: true });
      const operator = await newOperator(shop());
      const presses = await Promise.all(
        [0, 1].map(() => adminPost(shop(), operator.token, `/api/admin/orders/${order.id}/refund`)),
      );
      expect(presses.map((answer) => answer.status)).toEqual([200, 200]);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
      expect(refundsAsked(payment.id)).toBe(1);
      expect(refundedByRazorpay(payment.id)).toBe(order.amount_paise);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
      const detail = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: { token: operator.token },
      });
      expect(detail.body.refundDue).toBe(0);
    });

    it('two return refund steps at once, of two returns of one order, refund each return once', async () => {
      const { order, payment, token } = await razorpayOrder(2, 2);
      const operator = await newOperator(shop());
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect(
          (await adminPost(shop(), operator.token, `/api/admin/orders/${order.id}/status`, { status })).status,
        ).toBe(200);
      const ids: string[] = [];
      for (const unit of ['1.1', '1.2']) {
        const asked = await shop().post(
          '/api/order/return',
          { orderId: order.id, units: [unit], reason: 'notAsPictured', kind: 'refund' },
          token,
        );
        expect(asked.status).toBe(201);
        ids.push(asked.body.request.id as string);
      }
      for (const id of ids)
        for (const to of ['approved', 'pickedUp', 'received'])
          expect((await adminPost(shop(), operator.token, `/api/admin/returns/${id}/step`, { to })).status).toBe(200);
      const steps = await Promise.all(
        ids.map((id) => adminPost(shop(), operator.token, `/api/admin/returns/${id}/step`, { to: 'refunded' })),
      );
      expect(steps.map((answer) => answer.status)).toEqual([200, 200]);
      const rows = await shopRefunds(shop(), order.id);
      expect(rows.map((row) => row.state)).toEqual(['processed', 'processed']);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(2);
      expect(refundedByRazorpay(payment.id)).toBe(rows.reduce((sum, row) => sum + row.amount_paise, 0));
      expect(refundedByRazorpay(payment.id)).toBe(order.amount_paise);
    });

    it('refunds a Refund Due order once through two server processes on one data folder and database, pressed at once on each', async () => {
      const { order, payment } = await razorpayOrder(3, 1, { late: true });
      const operator = await newOperator(shop());
      const second = await secondProcess(shop(), settings());
      try {
        const url = `/api/admin/orders/${order.id}/refund`;
        const [first, other] = await Promise.all([
          adminPost(shop(), operator.token, url),
          onProcess(second, 'POST', url, operator.token),
        ]);
        expect([first.status, other.status]).toEqual([200, 200]);
        expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
        expect(refundsAsked(payment.id)).toBe(1);
        // Asked of the other process afterwards: nothing owed, nothing sent.
        const shown = await onProcess(second, 'GET', `/api/admin/orders/${order.id}`, operator.token);
        expect(shown.body).toMatchObject({ refundDue: 0, order: expect.objectContaining({ status: 'Refunded' }) });
        expect((await onProcess(second, 'POST', url, operator.token)).status).toBe(200);
        expect(refundsAsked(payment.id)).toBe(1);
        expect(refundedByRazorpay(payment.id)).toBe(order.amount_paise);
      } finally {
        await second.stop();
      }
    });

    it('leaves a refund Razorpay did not answer to the sweep, which sends it once however many sweeps run', async () => {
      const { order, payment, token } = await razorpayOrder(5, 2);
      doubles().razorpay.failWith('error500');
      try {
        const cancelled = await shop().post(
          '/api/order/cancel',
          { orderId: order.id, reason: 'changedMind', units: ['1.1'] },
          token,
        );
        expect(cancelled.status).toBe(200);
      } finally {
        doubles().razorpay.failWith('none');
      }
      expect((await shopRefunds(shop(), order.id)).map((row) => [row.state, row.provider_refund_id])).toEqual([
        ['pending', null],
      ]);
      const { app } = shop();
      // Not yet: the refund is its writer's for a while.
      expect(await sendLeftRefunds(app.db, app.payments)).toBe(0);
      const swept = await Promise.all([0, 1].map(() => sendLeftRefunds(app.db, app.payments, { leftForMs: 0 })));
      expect(swept.reduce((sum, sent) => sum + sent, 0)).toBe(1);
      expect((await shopRefunds(shop(), order.id)).map((row) => row.state)).toEqual(['processed']);
      expect(refundsAsked(payment.id)).toBe(1);
      const [row] = await shopRefunds(shop(), order.id);
      expect(refundedByRazorpay(payment.id)).toBe(row?.amount_paise);
    });

    it('owes a refund Razorpay failed, and sends it again as a new attempt that processes', async () => {
      const { order, payment } = await razorpayOrder(4, 1, { late: true });
      const operator = await newOperator(shop());
      doubles().razorpay.failNextRefund();
      const failed = await adminPost(shop(), operator.token, `/api/admin/orders/${order.id}/refund`);
      expect(failed.status).toBe(200);
      expect(failed.body.refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
      const shown = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: { token: operator.token },
      });
      expect(shown.body.refundDue).toBe(toRupees(order.amount_paise));
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refund Due' });

      const again = await adminPost(shop(), operator.token, `/api/admin/orders/${order.id}/refund`);
      expect(again.status).toBe(200);
      expect(again.body.refunds).toEqual([expect.objectContaining({ state: 'processed' })]);
      const made = doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id);
      expect(made.map((refund) => [refund.status, refund.notes])).toEqual([
        ['failed', expect.objectContaining({ attempt: '0' })],
        ['processed', expect.objectContaining({ attempt: '1' })],
      ]);
      expect(refundedByRazorpay(payment.id)).toBe(order.amount_paise);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
      const after = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: { token: operator.token },
      });
      expect(after.body.refundDue).toBe(0);
    });
  },
  settings,
);

describeEachDatabase(
  "refunds sent once in the offline sandbox, which makes Razorpay's refunds as Razorpay does (no idempotency key)",
  (shop) => {
    it('refunds a Refund Due order once when two server processes on one data folder and database are pressed at once', async () => {
      const started = await startedPopup(shop());
      await shop()
        .app.db.updateTable('orders')
        .set({ stock_held_until: Date.now() - 1000 })
        .where('id', '=', started.order.id)
        .execute();
      const late = {
        id: `pay_sandbox_late_${started.order.id.slice(0, 8)}`,
        entity: 'payment' as const,
        amount: started.order.amount_paise,
        currency: 'INR',
        status: 'captured',
        order_id: started.providerOrderId,
        method: 'upi',
        created_at: Math.floor(Date.now() / 1000),
      };
      const delivery = signedDelivery(paymentEvent('payment.captured', late), WEBHOOK_SECRET);
      expect((await deliverRazorpayWebhook(shop(), delivery)).status).toBe(200);
      expect(await orderRow(shop(), started.order.id)).toMatchObject({ status: 'Refund Due' });
      const operator = await newOperator(shop());
      const second = await secondProcess(shop(), SANDBOX_SETTINGS);
      try {
        const url = `/api/admin/orders/${started.order.id}/refund`;
        const answers = await Promise.all([
          adminPost(shop(), operator.token, url).then((answer) => answer.status),
          onProcess(second, 'POST', url, operator.token).then((answer) => answer.status),
          adminPost(shop(), operator.token, url).then((answer) => answer.status),
        ]);
        expect(answers).toEqual([200, 200, 200]);
      } finally {
        await second.stop();
      }
      const made = await shop()
        .app.db.selectFrom('sandbox_payments')
        .select(['idempotency_key', 'amount'])
        .where('reference', '=', late.id)
        .execute();
      expect(made).toEqual([{ idempotency_key: null, amount: started.order.amount_paise }]);
      expect(await orderRow(shop(), started.order.id)).toMatchObject({ status: 'Refunded' });
    });
  },
  SANDBOX_SETTINGS,
);
