// Popup payments (Razorpay, or its sandbox): the provider order the popup opens with, and the popup's signed result.
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '../../constants';
import type { DB } from '../../db/schema';
import { PaymentNotVerified } from '../errors';
import { popupCheckout, type Payments } from './providers';
import type { PopupCheckout, ProviderOrder } from './providers/types';
import { assertPaymentTaken } from './outcomes';
import { takePayment } from './takenPayments';
import { reconcileOrder, type Settlement } from './reconcile';
import { findUserOrderPaidWith } from '../queries';
import { startOnlinePayment } from './onlineStart';
import type { NewOrder } from '../pricing';
import { CURRENCY } from '../../../contract';
import type { MailContext } from '../../mail';

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

/**
 * The popup closed without a result (the shopper went to their UPI app, or closed it): asks the provider about the
 * caller's order and settles it. Paid: the order is placed; pending: the bank has not answered yet; not paid: nothing
 * was taken. A payment that came too late says so as verifyPopupPayment does.
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
  const found = await reconcileOrder(db, order.id, settlement);
  if (found === 'paid' || found === 'already paid') return 'paid';
  if (found === 'pending') return 'pending';
  if (found === 'not paid' || found === 'not waiting') return 'not paid';
  assertPaymentTaken(found, order.id);
  return 'not paid';
}
