// Stripe's signed events about checkout sessions, fulfilled with the same function as the shopper's return, so
// either may come first, twice, or out of order with one effect.
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { PAYMENT_EXPIRED, PAYMENT_FAILED, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { PaymentNotVerified } from './errors';
import { toSession, type StripeCheckout } from './providers/stripe';
import { paysForOrder } from './cardPayment';
import { markPaymentFailed, type Fulfilment } from '../orders';
import { takePayment, type Taken } from './takenPayments';
import { findOrderRow } from '../orders';
import type { MailContext } from '../mail';

// Maps and sets, not object literals: an event type is data, and must never find a key such as "constructor".
const FAILURES = new Map<Stripe.Event.Type, string>([
  ['checkout.session.async_payment_failed', PAYMENT_FAILED],
  ['checkout.session.expired', PAYMENT_EXPIRED],
]);
const SUCCESSES = new Set<Stripe.Event.Type>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** The event these exact bytes carry, if Stripe signed them recently; a 400 otherwise. */
function verifiedEvent(stripe: StripeCheckout, rawBody: Buffer, signature: string): Stripe.Event {
  try {
    return stripe.constructEvent(rawBody, signature);
  } catch {
    throw new PaymentNotVerified('The webhook signature is not valid or is too old.');
  }
}

/** What an event did: a payment recorded (or recorded before), refused for a replaced order, or nothing. */
export type EventOutcome = Fulfilment | 'failure recorded' | 'ignored';

/**
 * Applies a webhook event to the order its session was opened for. Events about other things, or about a session
 * the order was not sent to, change nothing and are still acknowledged, so Stripe stops sending them.
 */
export async function handleStripeEvent(
  db: Kysely<DB>,
  stripe: StripeCheckout,
  rawBody: Buffer,
  signature: string,
  mail: MailContext,
): Promise<{ outcome: EventOutcome; orderId?: string; taken?: Taken }> {
  const event = verifiedEvent(stripe, rawBody, signature);
  const failedStatus = FAILURES.get(event.type);
  if (!SUCCESSES.has(event.type) && !failedStatus) return { outcome: 'ignored' };
  const session = toSession(event.data.object as Stripe.Checkout.Session);
  if (!session.orderId) return { outcome: 'ignored' };
  const order = await findOrderRow(db, session.orderId);
  // Only the session this order was sent to pays for it.
  if (!order || order.payment_method !== PAYMENT_METHOD.stripe || order.provider_ref !== session.id)
    return { outcome: 'ignored' };
  if (failedStatus) {
    await markPaymentFailed(db, order.id, failedStatus);
    return { outcome: 'failure recorded', orderId: order.id };
  }
  if (!paysForOrder(session, order) || !session.paymentRef) return { outcome: 'ignored' };
  const taken = await takePayment(
    db,
    { provider: 'stripe', paymentId: session.paymentRef, orderId: order.id, amountPaise: order.amount_paise },
    mail,
  );
  return { outcome: taken.outcome, orderId: order.id, taken };
}
