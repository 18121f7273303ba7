// Reconciliation, refunds and webhooks through the real Razorpay and Stripe SDKs, against doubles speaking their wire
// format on loopback, on SQLite and PostgreSQL: a payment whose popup never returned is found by asking Razorpay, a
// Refund Due order is refunded once (a retry after a lost answer too), and a webhook with a wrong signature changes
// nothing.
import {
  deliverRazorpayWebhook,
  newOperator,
  orderByProviderRef,
  orderRow,
  shopperWithCart,
  startedPopup,
} from '../test/fixtures';
import { toRupees } from '../../contract';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { providerSettings, useProviderDoubles } from '../test/doubles/providerDoubles';
import { paymentEvent, signedDelivery, type RazorpayPaymentEntity } from './providers/razorpayWire';

const RAZORPAY_SECRET = 'razorpay_refunds_secret';
const WEBHOOK_SECRET = 'rzp_webhook_secret_for_refunds';
const doubles = useProviderDoubles();

const settings = (holdSeconds: number) => () => ({
  ...providerSettings(doubles(), RAZORPAY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYMENT_TIMEOUT_MS: '1500',
  STOCK_HOLD_SECONDS: String(holdSeconds),
});

/** A shopper who opened a Stripe checkout: their order and its session. */
async function startedCheckout(shop: TestShop, index = 0) {
  const shopper = await shopperWithCart(shop, index);
  const answer = await shop.post('/api/order/stripe', shopper.body, shopper.token);
  expect(answer.status).toBe(200);
  const sessionId = /cs_test_double_\d+/.exec(answer.body.session_url as string)?.[0] ?? '';
  return { ...shopper, sessionId, order: await orderByProviderRef(shop, sessionId) };
}

const adminPost = (shop: TestShop, operator: { token: string }, url: string) =>
  shop.request({ method: 'POST', url, headers: { token: operator.token }, payload: {} });

/** The requests the Razorpay double received about one payment's refunds. */
const refundCalls = (paymentId: string) =>
  doubles().razorpay.received.filter((exchange) => exchange.path.startsWith(`/v1/payments/${paymentId}/refund`));

interface RefundShown {
  id: string;
  amount: number;
  state: string;
  providerRefundId: string | null;
}

describeEachDatabase(
  'reconciliation and webhooks with the real Razorpay SDK',
  (shop) => {
    it('pays an order whose payment Razorpay reports captured when the operator reconciles all, with no popup result', async () => {
      const { order, providerOrderId, token } = await startedPopup(shop());
      const payment = doubles().razorpay.pay(providerOrderId, order.amount_paise);
      const operator = await newOperator(shop());
      const answer = await adminPost(shop(), operator, '/api/admin/payments/reconcile');
      expect(answer.status).toBe(200);
      expect(answer.body.paid).toBeGreaterThanOrEqual(1);
      expect(await orderRow(shop(), order.id)).toMatchObject({
        status: 'Order Placed',
        payment: 1,
        payment_ref: payment.id,
        stock_state: 'sold',
      });
      expect(doubles().razorpay.received.map((exchange) => exchange.path)).toContain(
        `/v1/orders/${providerOrderId}/payments`,
      );
      const detail = await shop().request({ method: 'GET', url: `/api/order/detail/${order.id}`, headers: { token } });
      expect(detail.body.order).toMatchObject({ status: 'Order Placed', refunds: [] });
    });

    it('answers the reconcile of all while Razorpay fails, saying so, and leaves the orders waiting to be asked again', async () => {
      const { order } = await startedPopup(shop(), 2);
      const operator = await newOperator(shop());
      doubles().razorpay.failWith('error500');
      try {
        const answer = await adminPost(shop(), operator, '/api/admin/payments/reconcile');
        expect(answer.status).toBe(200);
        expect(answer.body.message).toContain('The provider could not be asked about');
        expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', payment: 0 });
      } finally {
        doubles().razorpay.failWith('none');
      }
    });

    it("settles one order from the admin's reconcile: pending while the bank has not answered, paid once captured", async () => {
      const { order, providerOrderId } = await startedPopup(shop(), 1);
      const operator = await newOperator(shop());
      const pending = doubles().razorpay.pay(providerOrderId, order.amount_paise, 'authorized');
      const first = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/reconcile`);
      expect(first.status).toBe(200);
      expect(first.body.message).toContain('pending');
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', payment: 0 });

      pending.status = 'captured';
      const second = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/reconcile`);
      expect(second.status).toBe(200);
      expect(second.body.order).toMatchObject({ status: 'Order Placed' });
      expect(await orderRow(shop(), order.id)).toMatchObject({ payment: 1, payment_ref: pending.id });
      const taken = await shop()
        .app.db.selectFrom('provider_payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(taken).toEqual([expect.objectContaining({ payment_id: pending.id, outcome: 'paid' })]);
    });

    it('refuses a webhook with a wrong signature (400) and changes nothing; the right one pays', async () => {
      const { order, providerOrderId } = await startedPopup(shop(), 2);
      const payment: RazorpayPaymentEntity = {
        id: `pay_webhook_${order.id.slice(0, 8)}`,
        entity: 'payment',
        amount: order.amount_paise,
        currency: 'INR',
        status: 'captured',
        order_id: providerOrderId,
        method: 'upi',
        created_at: Math.floor(Date.now() / 1000),
      };
      const event = paymentEvent('payment.captured', payment);
      // Signed with the key secret, not the webhook secret: a mistake an operator can make.
      const wrong = signedDelivery(event, RAZORPAY_SECRET);
      const refused = await deliverRazorpayWebhook(shop(), wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', payment: 0 });
      const events = await shop().app.db.selectFrom('payment_events').select('event_id').execute();
      expect(events.map((row) => row.event_id)).not.toContain(wrong.headers['x-razorpay-event-id']);
      const unsigned = { ...wrong, headers: { ...wrong.headers, 'x-razorpay-signature': '' } };
      expect((await deliverRazorpayWebhook(shop(), unsigned)).status).toBe(400);

      expect((await deliverRazorpayWebhook(shop(), signedDelivery(event, WEBHOOK_SECRET))).status).toBe(200);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Order Placed', payment_ref: payment.id });
    });
  },
  settings(900),
);

describeEachDatabase(
  'refunds through the real Razorpay and Stripe SDKs',
  (shop) => {
    /** Waits until the order's hold has ended, and a second more: Razorpay says when it took a payment in seconds. */
    async function holdEnded(orderId: string) {
      const { stock_held_until: until } = await orderRow(shop(), orderId);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (until ?? 0) - Date.now() + 1100)));
    }

    /** A Razorpay order paid (by webhook) after its hold ended: Refund Due. */
    async function refundDueRazorpay(index: number) {
      const started = await startedPopup(shop(), index);
      await holdEnded(started.order.id);
      const payment = doubles().razorpay.pay(started.providerOrderId, started.order.amount_paise);
      const delivery = signedDelivery(paymentEvent('payment.captured', payment), WEBHOOK_SECRET);
      expect((await deliverRazorpayWebhook(shop(), delivery)).status).toBe(200);
      expect(await orderRow(shop(), started.order.id)).toMatchObject({ status: 'Refund Due', payment: 1 });
      return { ...started, payment };
    }

    it('refunds a Refund Due Razorpay order once, naming the refund in its notes, and shows it Refunded', async () => {
      const { order, payment, token } = await refundDueRazorpay(3);
      const operator = await newOperator(shop());
      const answer = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(answer.status).toBe(200);
      const refunds = answer.body.refunds as RefundShown[];
      const made = doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: order.amount_paise, notes: { refund_id: refunds[0]?.id } });
      expect(refunds).toEqual([
        expect.objectContaining({
          amount: toRupees(order.amount_paise),
          state: 'processed',
          providerRefundId: made[0]?.id,
        }),
      ]);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
      const detail = await shop().request({ method: 'GET', url: `/api/order/detail/${order.id}`, headers: { token } });
      expect(detail.body.order).toMatchObject({
        status: 'Refunded',
        refunds: [expect.objectContaining({ state: 'processed', providerRefundId: made[0]?.id })],
      });

      const calls = refundCalls(payment.id).length;
      const again = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(again.status).toBe(200);
      expect(again.body.message).toContain('Nothing was sent again');
      expect(refundCalls(payment.id)).toHaveLength(calls);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    });

    it('refunds a Refund Due Stripe order once, with its payment intent, amount and idempotency key', async () => {
      const { order, sessionId, token } = await startedCheckout(shop(), 4);
      await holdEnded(order.id);
      doubles().stripe.pay(sessionId);
      const verify = await shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token);
      expect(verify.status).toBe(409);
      const due = await orderRow(shop(), order.id);
      expect(due).toMatchObject({ status: 'Refund Due', payment_ref: `pi_double_${sessionId}` });

      const operator = await newOperator(shop());
      const answer = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(answer.status).toBe(200);
      const refunds = answer.body.refunds as RefundShown[];
      const requests = doubles().stripe.refundRequests.filter(
        (request) => request.body.payment_intent === `pi_double_${sessionId}`,
      );
      expect(requests).toEqual([
        {
          body: expect.objectContaining({ amount: String(order.amount_paise), metadata: { refundId: refunds[0]?.id } }),
          idempotencyKey: `refund-${refunds[0]?.id}-0`,
        },
      ]);
      const made = doubles().stripe.refunds.filter((refund) => refund.payment_intent === `pi_double_${sessionId}`);
      expect(made).toHaveLength(1);
      expect(refunds).toEqual([expect.objectContaining({ state: 'processed', providerRefundId: made[0]?.id })]);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });

      const again = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(again.status).toBe(200);
      expect(
        doubles().stripe.refundRequests.filter((request) => request.body.payment_intent === `pi_double_${sessionId}`),
      ).toHaveLength(1);
    });

    it('refunds a Stripe order the shopper cancels before dispatch, through the SDK, with the order amount once', async () => {
      const { order, sessionId, token } = await startedCheckout(shop(), 6);
      doubles().stripe.pay(sessionId);
      expect((await shop().post('/api/order/verifyStripe', { success: 'true', orderId: order.id }, token)).status).toBe(
        200,
      );
      const cancelled = await shop().post('/api/order/cancel', { orderId: order.id, reason: 'foundCheaper' }, token);
      expect(cancelled.status).toBe(200);
      const refunds = cancelled.body.order.refunds as RefundShown[];
      const requests = doubles().stripe.refundRequests.filter(
        (request) => request.body.payment_intent === `pi_double_${sessionId}`,
      );
      expect(requests).toEqual([
        {
          body: expect.objectContaining({ amount: String(order.amount_paise), metadata: { refundId: refunds[0]?.id } }),
          idempotencyKey: `refund-${refunds[0]?.id}-0`,
        },
      ]);
      expect(refunds).toEqual([expect.objectContaining({ state: 'processed', amount: toRupees(order.amount_paise) })]);
      expect(cancelled.body.order.status).toBe('Cancelled');
    });

    it('refunds a returned Razorpay piece through the SDK when the operator marks it refunded, once', async () => {
      const { order, providerOrderId, token } = await startedPopup(shop(), 7);
      const payment = doubles().razorpay.pay(providerOrderId, order.amount_paise);
      const delivery = signedDelivery(paymentEvent('payment.captured', payment), WEBHOOK_SECRET);
      expect((await deliverRazorpayWebhook(shop(), delivery)).status).toBe(200);
      const operator = await newOperator(shop());
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect((await shop().post(`/api/admin/orders/${order.id}/status`, { status }, operator.token)).status).toBe(
          200,
        );
      const asked = await shop().post(
        '/api/order/return',
        { orderId: order.id, units: ['1.1'], reason: 'notAsPictured', kind: 'refund' },
        token,
      );
      expect(asked.status).toBe(201);
      const id = asked.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received', 'refunded'])
        expect((await shop().post(`/api/admin/returns/${id}/step`, { to }, operator.token)).status).toBe(200);
      const made = doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: order.amount_paise });
      const again = await shop().post(`/api/admin/returns/${id}/step`, { to: 'refunded' }, operator.token);
      expect(again.status).toBe(409);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    });

    it('makes a Razorpay refund whose answer was lost once: the retry finds it by its notes and sends no second', async () => {
      const { order, payment } = await refundDueRazorpay(5);
      const operator = await newOperator(shop());
      doubles().razorpay.loseNextRefundAnswer();
      const lost = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(lost.status).toBe(502);
      expect(lost.body.success).toBe(false);
      expect(doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refund Due' });

      const retried = await adminPost(shop(), operator, `/api/admin/orders/${order.id}/refund`);
      expect(retried.status).toBe(200);
      const made = doubles().razorpay.refunds.filter((refund) => refund.payment_id === payment.id);
      expect(made).toHaveLength(1);
      expect(retried.body.refunds).toEqual([
        expect.objectContaining({ state: 'processed', providerRefundId: made[0]?.id }),
      ]);
      expect(refundCalls(payment.id).filter((exchange) => exchange.method === 'POST')).toHaveLength(1);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
    });
  },
  settings(1),
);
