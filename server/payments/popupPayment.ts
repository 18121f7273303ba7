// Popup payments (Razorpay, or its sandbox): the provider order the popup opens with, and the popup's signed result.
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, PAYMENT_METHOD, REFUND_DUE } from '../constants';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import { PaymentNotVerified } from './errors';
import { popupCheckout, type Payments } from './providers';
import type { PopupCheckout, ProviderOrder } from './providers/types';
import { assertPaymentTaken } from './errors';
import { takePayment } from './takenPayments';
import { PAYMENT_CHECK_EVERY_MS, reconcileOrder, type Settlement } from './reconcile';
import { claimPaymentCheck, findUserOrderPaidWith, type OrderRow } from '../orders';
import { startOnlinePayment } from './onlineStart';
import type { NewOrder } from '../orders';
import { CURRENCY } from '../../contract';
import type { MailContext } from '../mail';

export interface PopupStart {
  order: ProviderOrder;
  /** The public key and the script the popup opens with. */
  key: string;
  script: string;
}

/** The provider order for the user's cart: one, however often and however many times at once it is asked for. */
export async function startPopupPayment(
  db: Kysely<DB>,
  payments: Payments,
  { holdMs, ...newOrder }: NewOrder & { holdMs: number },
): Promise<PopupStart> {
  const popup = popupCheckout(payments);
  const order = await startOnlinePayment(db, payments, {
    // The popup opens over the storefront and sends the shopper nowhere.
    order: { ...newOrder, paymentMethod: PAYMENT_METHOD.razorpay, returnOrigin: null },
    longestCallMs: popup.longestCallMs,
    holdMs,
    create: async (row) => ({
      id: (await popup.createOrder({ amountPaise: row.amount_paise, currency: CURRENCY, receipt: row.id })).id,
      url: null,
    }),
    // Razorpay has no way to cancel an order: one that is never opened is never paid.
    discard: async () => undefined,
  });
  const providerOrder = {
    id: order.provider_ref as string,
    amount: order.amount_paise,
    currency: CURRENCY,
    receipt: order.id,
  };
  return { order: providerOrder, key: popup.keyId, script: payments.popupScriptUrl };
}

export interface PopupResult {
  /** The provider's order id. */
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The popup's result pays the caller's order only when the provider's signature is right. */
export async function verifyPopupPayment(
  db: Kysely<DB>,
  payments: Payments,
  userId: string,
  result: PopupResult,
  mail: MailContext,
): Promise<void> {
  const popup: PopupCheckout = popupCheckout(payments);
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.razorpay, { providerRef: result.orderId });
  if (!popup.verifySignature(result)) {
    throw new PaymentNotVerified({ key: 'payment.notVerified' });
  }
  const taken = await takePayment(
    db,
    { provider: 'razorpay', paymentId: result.paymentId, orderId: order.id, amountPaise: order.amount_paise },
    mail,
  );
  assertPaymentTaken(taken.outcome, order.id);
}

/** What the shop knows of the caller's popup payment after asking the provider. */
export type PopupPaymentState = 'paid' | 'pending' | 'not paid';

/** What the database says of the order without asking the provider: a waiting order is still waiting. */
function stateInDatabase(order: OrderRow): PopupPaymentState {
  if (order.status === AWAITING_PAYMENT) return 'pending';
  // A payment the order could not take (late, or after a catalog change): refused with 409 as the popup's result is.
  if (order.status === REFUND_DUE && order.payment) assertPaymentTaken(order.cancel_reason ?? 'refund due', order.id);
  return order.payment ? 'paid' : 'not paid';
}

/**
 * The right to ask the provider about a waiting order now: the one check (of any process) whose update lands, when
 * no shopper's check asked within PAYMENT_CHECK_EVERY_MS (orders.reconciled_at; the schedule's ask leaves it free, see
 * reconcileWaitingOrders). A check that reads a recent ask writes nothing, so a burst of checks is a burst of reads.
 */
async function claimCheck(db: Kysely<DB>, order: OrderRow): Promise<boolean> {
  const now = await dbNow(db);
  const since = now - PAYMENT_CHECK_EVERY_MS;
  if (order.reconciled_at !== null && order.reconciled_at > since) return false;
  return claimPaymentCheck(db, order.id, { since, at: now, waiting: true });
}

/**
 * The popup closed without a result (the shopper went to their UPI app, or closed it): for an order still waiting,
 * asks the provider about it and settles it, at most once every PAYMENT_CHECK_EVERY_MS; otherwise answers what the
 * database says. Paid: the order is placed; pending: the bank has not answered yet (or the provider was asked a moment
 * ago: ask again); not paid: nothing was taken. A payment that came too late says so as verifyPopupPayment does.
 */
export async function checkPopupPayment(
  db: Kysely<DB>,
  settlement: Settlement,
  userId: string,
  providerOrderId: string,
): Promise<PopupPaymentState> {
  // 400 "… is not available" in a shop that does not offer Razorpay, before anything is looked up.
  popupCheckout(settlement.payments);
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.razorpay, { providerRef: providerOrderId });
  // Paid, cancelled, expired, refund due: the provider has nothing to add (a late payment reaches the webhook).
  if (order.status !== AWAITING_PAYMENT) return stateInDatabase(order);
  if (!(await claimCheck(db, order)))
    return stateInDatabase(
      await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.razorpay, { providerRef: providerOrderId }),
    );
  const found = await reconcileOrder(db, order.id, settlement);
  if (found === 'paid' || found === 'already paid') return 'paid';
  if (found === 'pending') return 'pending';
  if (found === 'not paid' || found === 'not waiting') return 'not paid';
  assertPaymentTaken(found, order.id);
  return 'not paid';
}
