// Reconciliation: the shop asks the provider about an order still awaiting payment (Stripe: its checkout session;
// Razorpay: its order's payments) and settles the order from the answer, so a payment whose popup never returned
// (a UPI app, a closed tab) is taken within the interval. Every waiting order is asked on a schedule, one process
// at a time (orders.reconciled_at is the claim), before its hold ends; the operator asks for one order or all.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { dbNow } from '../db/clock';
import type { MailContext } from '../mail';
import { CURRENCY, DEFAULT_LANGUAGE, type Language } from '../../contract';
import { OrderNotFound } from '../orders';
import { claimPaymentCheck, findOrderRow, ordersDueForCheck, type OrderRow } from '../orders';
import { paysForOrder } from './cardPayment';
import type { Payments } from './providers';
import { refundOrder, REFUND_REASONS } from './refunds';
import { takePayment, type Taken, type TakenPayment } from './takenPayments';

/** What asking the provider found. */
export type Reconciled =
  | 'paid'
  | 'already paid'
  | 'pending'
  | 'not paid'
  | 'refund due'
  | 'not waiting'
  | 'cancelled'
  | 'product removed'
  | 'price changed';

export interface Settlement {
  payments: Payments;
  mail: MailContext;
  /** REFUNDS_AUTOMATIC: a payment the order could not take is refunded at once. */
  refundsAutomatic: boolean;
}

/**
 * What settling a payment needs of a running shop: its providers, its REFUNDS_AUTOMATIC, and the mail's links, in
 * the shopper's `language` when their page asked; a provider's own call, a webhook or the schedule has none, and the
 * order's mail is then written in the language the order was placed in.
 */
export const shopSettlement = (app: FastifyInstance, language?: Language): Settlement => ({
  payments: app.payments,
  mail: {
    language: language ?? DEFAULT_LANGUAGE,
    publicUrl: app.config.publicUrl,
    ...(language === undefined ? { orderLanguage: true } : {}),
  },
  refundsAutomatic: app.config.refundsAutomatic,
});

/** After a payment is taken: one its order could not take is refunded at once where the shop says so. */
export async function afterTaken(db: Kysely<DB>, orderId: string, taken: Taken, settlement: Settlement) {
  if (taken.toRefund && settlement.refundsAutomatic)
    await refundOrder(db, settlement.payments, { orderId, by: 'shop', reason: REFUND_REASONS.notTaken });
}

/** The captured payments the provider reports for this order, oldest first. */
async function capturedPayments(
  order: OrderRow,
  payments: Payments,
): Promise<{ pending: boolean; captured: TakenPayment[] }> {
  const ref = order.provider_ref as string;
  if (order.payment_method === PAYMENT_METHOD.stripe && payments.card) {
    const session = await payments.card.retrieveSession(ref);
    return {
      pending: false,
      captured:
        paysForOrder(session, order) && session.paymentRef
          ? [{ provider: 'stripe', paymentId: session.paymentRef, orderId: order.id, amountPaise: order.amount_paise }]
          : [],
    };
  }
  if (order.payment_method === PAYMENT_METHOD.razorpay && payments.popup) {
    const made = await payments.popup.orderPayments(ref);
    return {
      pending: made.some((payment) => payment.state === 'pending'),
      captured: made
        .filter(
          (payment) =>
            payment.state === 'captured' &&
            payment.amountPaise === order.amount_paise &&
            payment.currency.toUpperCase() === CURRENCY,
        )
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((payment) => ({
          provider: 'razorpay',
          paymentId: payment.id,
          orderId: order.id,
          amountPaise: payment.amountPaise,
          takenAt: payment.createdAt,
        })),
    };
  }
  return { pending: false, captured: [] };
}

/** Asks the provider about one order and settles it from the answer. */
export async function reconcileOrder(db: Kysely<DB>, orderId: string, settlement: Settlement): Promise<Reconciled> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new OrderNotFound(`There is no order ${orderId}.`);
  if (!order.provider_ref) return 'not waiting';
  const { pending, captured } = await capturedPayments(order, settlement.payments);
  let first: Reconciled | undefined;
  for (const payment of captured) {
    const taken = await takePayment(db, payment, settlement.mail);
    await afterTaken(db, orderId, taken, settlement);
    first ??= taken.outcome;
  }
  if (first) return first;
  if (order.status !== AWAITING_PAYMENT) return 'not waiting';
  return pending ? 'pending' : 'not paid';
}

/**
 * How often at most the shop asks the provider about one order for shoppers' checks (every process together): the
 * storefront asks every 3 s while the bank has not answered; more checks in between are answered from the database.
 */
export const PAYMENT_CHECK_EVERY_MS = 3000;

/**
 * Asks the providers about every order awaiting payment not asked within `everyMs` (by any process), at most `limit`
 * at a time. Answers how many were asked and how many were paid. Its ask is recorded PAYMENT_CHECK_EVERY_MS early, so
 * a shopper's check a moment after it still asks the provider itself (a popup just closed learns "not paid" at once,
 * not "pending" from the schedule's ask of a second before); a burst of checks still asks once.
 */
export async function reconcileWaitingOrders(
  db: Kysely<DB>,
  settlement: Settlement,
  { everyMs, limit = 50 }: { everyMs: number; limit?: number },
): Promise<{ asked: number; paid: number; failed: Array<{ orderId: string; error: unknown }> }> {
  // The database's clock: the claim one process writes, another judges.
  const now = await dbNow(db);
  const since = now - everyMs;
  const candidates = await ordersDueForCheck(db, since, limit);
  let asked = 0;
  let paid = 0;
  const failed: Array<{ orderId: string; error: unknown }> = [];
  for (const id of candidates) {
    // The claim: of several processes, the one whose update lands asks.
    if (!(await claimPaymentCheck(db, id, { since, at: now - PAYMENT_CHECK_EVERY_MS, waiting: false }))) continue;
    asked += 1;
    try {
      if ((await reconcileOrder(db, id, settlement)) === 'paid') paid += 1;
    } catch (error) {
      // One order's provider failing (unreachable, busy) leaves the others to be asked; this one is asked next time.
      failed.push({ orderId: id, error });
    }
  }
  return { asked, paid, failed };
}
