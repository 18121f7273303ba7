// Razorpay's signed webhook events: a payment captured (payment.captured, order.paid) is taken once by its id, a
// failed one is noted, a refund's outcome (refund.processed, refund.failed) is written to its refund. Each event is
// taken once by its X-Razorpay-Event-Id, in the transaction that applies it, in any order and in any process.
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import type { MailContext } from '../mail';
import { orderByProviderRef } from '../orders';
import { CURRENCY } from '../../contract';
import { PaymentNotVerified } from './errors';
import type { PopupCheckout } from './providers/types';
import { refundState } from './providers/razorpay';
import type { RazorpayEvent, RazorpayPaymentEntity } from './providers/razorpayWire';
import { recordRefundStateIn } from './refunds';
import { takePaymentIn, type Taken } from './takenPayments';

const CAPTURED = new Set(['payment.captured', 'order.paid']);
const REFUNDS = new Set(['refund.processed', 'refund.failed']);

export type RazorpayEventOutcome =
  { kind: 'payment'; orderId: string; taken: Taken } | { kind: 'refund' | 'failure noted' | 'ignored' | 'duplicate' };

function parsed(rawBody: string): RazorpayEvent {
  try {
    const event = JSON.parse(rawBody) as RazorpayEvent;
    if (typeof event?.event !== 'string' || typeof event.payload !== 'object' || event.payload === null)
      throw new Error('not an event');
    return event;
  } catch {
    throw new PaymentNotVerified('The webhook body is not a Razorpay event.');
  }
}

/** The shop's Razorpay order a payment was made for, by the provider order it names. */
const orderFor = (db: Kysely<DB>, payment: RazorpayPaymentEntity) =>
  payment.order_id ? orderByProviderRef(db, payment.order_id, PAYMENT_METHOD.razorpay) : Promise.resolve(undefined);

export async function handleRazorpayEvent(
  db: Kysely<DB>,
  popup: PopupCheckout,
  delivery: { rawBody: string; signature: string; eventId: string },
  mail: MailContext,
): Promise<RazorpayEventOutcome> {
  if (!popup.verifyWebhook(delivery.rawBody, delivery.signature))
    throw new PaymentNotVerified('The webhook signature is not valid.');
  const event = parsed(delivery.rawBody);
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  const order = CAPTURED.has(event.event) && payment ? await orderFor(db, payment) : undefined;
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('payment_events')
      .values({ provider: 'razorpay', event_id: delivery.eventId, type: event.event, received_at: Date.now() })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!first) return { kind: 'duplicate' as const };
    if (order && payment) {
      // Razorpay's order fixes the amount; anything else is not this order's payment.
      if (payment.amount !== order.amount_paise || payment.currency.toUpperCase() !== CURRENCY)
        return { kind: 'ignored' as const };
      const taken = await takePaymentIn(
        trx,
        {
          provider: 'razorpay',
          paymentId: payment.id,
          orderId: order.id,
          amountPaise: payment.amount,
          takenAt: payment.created_at * 1000,
        },
        mail,
      );
      return { kind: 'payment' as const, orderId: order.id, taken };
    }
    if (refund && REFUNDS.has(event.event)) {
      // Matched by the shop's own id in its notes too: the webhook may come before the shop wrote the provider's id.
      const refundId = Array.isArray(refund.notes) ? undefined : refund.notes.refund_id;
      const state = refundState(refund.status);
      await recordRefundStateIn(trx, { refundId, providerRefundId: refund.id, state }, 'razorpay');
      return { kind: 'refund' as const };
    }
    if (event.event === 'payment.failed') return { kind: 'failure noted' as const };
    return { kind: 'ignored' as const };
  });
}
