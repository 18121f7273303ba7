// The operator's order answer (GET /api/admin/orders/:id) for an order paid twice, on SQLite and PostgreSQL with the
// Razorpay sandbox: each payment it took (provider, payment id, amount, time, whether it paid the order or is to be
// refunded), and each refund with the payment it gives back, its tries and, when Razorpay refused it, "to send again".
import { deliverRazorpayWebhook, newOperator, orderRow, startedPopup } from '../test/fixtures';
import { toRupees } from '../../contract';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { paymentEvent, signedDelivery, type RazorpayPaymentEntity } from './providers/razorpayWire';

const WEBHOOK_SECRET = 'rzp_webhook_secret_for_admin_payments';
const SANDBOX = { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_WEBHOOKS: 'never' };

interface PaymentShown {
  provider: string;
  paymentId: string;
  amount: number;
  takenAt: number;
  outcome: string;
}

interface RefundShown {
  id: string;
  amount: number;
  state: string;
  providerRefundId: string | null;
  reason: string;
  date: number;
  paymentId: string;
  attempts: number;
  toSendAgain: boolean;
}

interface OrderShown {
  order: { status: string; payment: boolean };
  payments: PaymentShown[];
  refunds: RefundShown[];
  refundDue: number;
}

/** A captured Razorpay payment of the order, taken at `takenAt` seconds since 1970, delivered by webhook. */
async function captured(shop: TestShop, providerOrderId: string, amount: number, id: string, takenAt: number) {
  const payment: RazorpayPaymentEntity = {
    id,
    entity: 'payment',
    amount,
    currency: 'INR',
    status: 'captured',
    order_id: providerOrderId,
    method: 'upi',
    created_at: takenAt,
  };
  const delivery = signedDelivery(paymentEvent('payment.captured', payment), WEBHOOK_SECRET);
  expect((await deliverRazorpayWebhook(shop, delivery)).status).toBe(200);
}

/** A Razorpay order paid, then paid again by a second payment (the shopper's second tab): the second is to refund. */
async function paidTwice(shop: TestShop, index: number) {
  const started = await startedPopup(shop, index);
  const tag = started.order.id.slice(0, 8);
  /** A payment delivered, with the times the shop may have taken it between (before and after its webhook). */
  const deliver = async (id: string) => {
    const from = Date.now();
    await captured(shop, started.providerOrderId, started.order.amount_paise, id, Math.floor(from / 1000));
    return { id, from, to: Date.now() };
  };
  const first = await deliver(`pay_first_${tag}`);
  const second = await deliver(`pay_second_${tag}`);
  expect(await orderRow(shop, started.order.id)).toMatchObject({ status: 'Order Placed', payment_ref: first.id });
  return { ...started, first, second, rupees: toRupees(started.order.amount_paise) };
}

async function shown(shop: TestShop, token: string, orderId: string): Promise<OrderShown> {
  const answer = await shop.request({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token } });
  expect(answer.status).toBe(200);
  return answer.body as OrderShown;
}

const pressRefund = async (shop: TestShop, token: string, orderId: string) =>
  shop.request({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: { token }, payload: {} });

describeEachDatabase(
  "the payments an order took, in the operator's order answer, with Razorpay refusing refunds",
  (shop) => {
    it('lists both payments of an order paid twice, and the refused refund of the second with its tries, to send again', async () => {
      const { order, first, second, rupees } = await paidTwice(shop(), 0);
      const operator = await newOperator(shop());

      const before = await shown(shop(), operator.token, order.id);
      expect(before.payments).toEqual([
        { provider: 'razorpay', paymentId: first.id, amount: rupees, takenAt: expect.any(Number), outcome: 'paid' },
        { provider: 'razorpay', paymentId: second.id, amount: rupees, takenAt: expect.any(Number), outcome: 'refund' },
      ]);
      // Each when the shop took it: while its webhook was being delivered.
      for (const [index, delivered] of [first, second].entries()) {
        expect(before.payments[index]?.takenAt).toBeGreaterThanOrEqual(delivered.from);
        expect(before.payments[index]?.takenAt).toBeLessThanOrEqual(delivered.to);
      }
      expect(before.refunds).toEqual([]);
      expect(before.refundDue).toBe(rupees);

      expect((await pressRefund(shop(), operator.token, order.id)).status).toBe(200);
      const once = await shown(shop(), operator.token, order.id);
      expect(once.refunds).toEqual([
        expect.objectContaining({
          amount: rupees,
          state: 'failed',
          paymentId: second.id,
          attempts: 1,
          toSendAgain: true,
        }),
      ]);
      // The refused refund is owed again; the payments stay as they came.
      expect(once.refundDue).toBe(rupees);
      expect(once.payments).toEqual(before.payments);

      expect((await pressRefund(shop(), operator.token, order.id)).status).toBe(200);
      const twice = await shown(shop(), operator.token, order.id);
      expect(twice.refunds).toEqual([
        expect.objectContaining({ id: once.refunds[0]?.id, state: 'failed', attempts: 2, toSendAgain: true }),
      ]);
      expect(twice.order).toMatchObject({ status: 'Order Placed', payment: true });
    });
  },
  { ...SANDBOX, SANDBOX_REFUNDS: 'failed' },
);

describeEachDatabase(
  "the payments an order took, in the operator's order answer, with Razorpay processing refunds",
  (shop) => {
    it('shows the refund of a second payment processed after one try, naming that payment, and nothing left to send', async () => {
      const { order, first, second, rupees } = await paidTwice(shop(), 1);
      const operator = await newOperator(shop());
      expect((await pressRefund(shop(), operator.token, order.id)).status).toBe(200);

      const after = await shown(shop(), operator.token, order.id);
      expect(after.payments.map((payment) => [payment.paymentId, payment.outcome])).toEqual([
        [first.id, 'paid'],
        [second.id, 'refund'],
      ]);
      expect(after.refunds).toEqual([
        expect.objectContaining({
          amount: rupees,
          state: 'processed',
          providerRefundId: expect.stringMatching(/^rfnd_/),
          paymentId: second.id,
          attempts: 1,
          toSendAgain: false,
        }),
      ]);
      expect(after.refundDue).toBe(0);
      expect(after.order).toMatchObject({ status: 'Order Placed', payment: true });
    });
  },
  SANDBOX,
);
