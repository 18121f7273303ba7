// Stands in for Razorpay's API on loopback (orders, an order's payments, a payment's refunds), speaking its wire
// format, so the real SDK runs.
import type { RazorpayPaymentEntity, RazorpayRefundEntity } from '../../payments';
import { startHttpDouble, type HttpDouble } from './httpDouble';

export interface RazorpayDouble extends HttpDouble {
  orders: Array<{ id: string; amount: number; currency: string; receipt: string; authorization: string | undefined }>;
  /** Every payment made, by the provider order it was made for. */
  payments: Map<string, RazorpayPaymentEntity[]>;
  /** Every refund made, oldest first. */
  refunds: RazorpayRefundEntity[];
  /** Razorpay takes a payment for one of its orders (captured unless said otherwise), as a shopper's UPI app would. */
  pay(orderId: string, amount: number, status?: string): RazorpayPaymentEntity;
  /** The next refund is made, but its answer never reaches the shop (the request hangs until the shop gives up). */
  loseNextRefundAnswer(): void;
  /** The next refund is made and fails at once (the bank refused it), as Razorpay answers one that failed. */
  failNextRefund(): void;
}

const NOT_FOUND = {
  status: 404,
  body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } },
};

const collection = (items: unknown[]) => ({ status: 200, body: { entity: 'collection', count: items.length, items } });
const seconds = () => Math.floor(Date.now() / 1000);

export async function startRazorpayDouble(): Promise<RazorpayDouble> {
  const orders: RazorpayDouble['orders'] = [];
  const payments: RazorpayDouble['payments'] = new Map();
  const refunds: RazorpayRefundEntity[] = [];
  let paymentCount = 0;
  let loseRefundAnswer = false;
  let failRefund = false;
  const paymentById = (id: string) =>
    [...payments.values()].flat().find((payment) => payment.id === decodeURIComponent(id));

  const double = await startHttpDouble(({ method, path, headers, body }) => {
    const route = path.split('?')[0] ?? '';
    if (method === 'POST' && route === '/v1/orders') {
      const request = JSON.parse(body) as { amount: number; currency: string; receipt: string; notes?: unknown };
      const order = {
        id: `order_double${orders.length + 1}`,
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
      };
      orders.push({ ...order, authorization: headers.authorization });
      return {
        status: 200,
        body: {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: request.amount,
          status: 'created',
          attempts: 0,
          notes: request.notes ?? [],
          created_at: seconds(),
        },
      };
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(route);
    if (method === 'GET' && orderPayments) {
      const id = decodeURIComponent(orderPayments[1] ?? '');
      if (!orders.some((order) => order.id === id)) return NOT_FOUND;
      return collection(payments.get(id) ?? []);
    }
    const paymentRefunds = /^\/v1\/payments\/([^/]+)\/(refunds|refund)$/.exec(route);
    const payment = paymentRefunds ? paymentById(paymentRefunds[1] ?? '') : undefined;
    if (!paymentRefunds || !payment) return NOT_FOUND;
    if (method === 'GET' && paymentRefunds[2] === 'refunds')
      return collection(refunds.filter((refund) => refund.payment_id === payment.id));
    if (method === 'POST' && paymentRefunds[2] === 'refund') {
      const request = JSON.parse(body) as { amount?: number; notes?: Record<string, string> };
      // A failed refund gave nothing back: what it was for may be refunded again.
      const refunded = refunds
        .filter((refund) => refund.payment_id === payment.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = request.amount ?? payment.amount - refunded;
      if (payment.status !== 'captured' || amount <= 0 || refunded + amount > payment.amount)
        return {
          status: 400,
          body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The total refund amount is greater than paid.' } },
        };
      const refund: RazorpayRefundEntity = {
        id: `rfnd_double${refunds.length + 1}`,
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        status: failRefund ? 'failed' : 'processed',
        notes: request.notes ?? [],
        created_at: seconds(),
      };
      refunds.push(refund);
      failRefund = false;
      if (loseRefundAnswer) {
        loseRefundAnswer = false;
        return null;
      }
      return { status: 200, body: refund };
    }
    return NOT_FOUND;
  });
  return {
    ...double,
    orders,
    payments,
    refunds,
    pay(orderId, amount, status = 'captured') {
      paymentCount += 1;
      const payment: RazorpayPaymentEntity = {
        id: `pay_double${paymentCount}`,
        entity: 'payment',
        amount,
        currency: 'INR',
        status,
        order_id: orderId,
        method: 'upi',
        created_at: seconds(),
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return payment;
    },
    loseNextRefundAnswer() {
      loseRefundAnswer = true;
    },
    failNextRefund() {
      failRefund = true;
    },
  };
}
