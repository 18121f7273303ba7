// Razorpay's webhook events as its servers send them: the body's shape, its signature (HMAC-SHA256 of the exact body
// with the webhook secret, hex, in X-Razorpay-Signature) and its id (X-Razorpay-Event-Id). The shop reads them; the
// sandbox, the tests and the benchmark write them.
import { createHmac, randomBytes } from 'node:crypto';

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  order_id: string | null;
  method: string;
  /** Seconds since 1970. */
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  /** pending | processed | failed */
  status: string;
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayEvent {
  entity: 'event';
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPaymentEntity };
    refund?: { entity: RazorpayRefundEntity };
    order?: { entity: { id: string; amount: number; amount_paid: number; status: string } };
  };
  created_at: number;
}

export const RAZORPAY_WEBHOOK_PATH = '/api/order/razorpay/webhook';

export const razorpayWebhookSignature = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export const newEventId = (): string => `evt_${randomBytes(7).toString('hex')}`;

/** An event about a payment (payment.captured, payment.failed, order.paid). */
export function paymentEvent(event: string, payment: RazorpayPaymentEntity): RazorpayEvent {
  const order =
    event === 'order.paid' && payment.order_id
      ? { entity: { id: payment.order_id, amount: payment.amount, amount_paid: payment.amount, status: 'paid' } }
      : undefined;
  return {
    entity: 'event',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: order ? { payment: { entity: payment }, order } : { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** An event about a refund (refund.processed, refund.failed). */
export const refundEvent = (event: string, refund: RazorpayRefundEntity): RazorpayEvent => ({
  entity: 'event',
  event,
  contains: ['refund'],
  payload: { refund: { entity: refund } },
  created_at: Math.floor(Date.now() / 1000),
});

/** The body and headers of a webhook delivery, as Razorpay sends one. */
export function signedDelivery(
  event: RazorpayEvent,
  secret: string,
  eventId = newEventId(),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpayWebhookSignature(body, secret),
      'x-razorpay-event-id': eventId,
    },
  };
}
