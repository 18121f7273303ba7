// Popup payments (Razorpay, or its sandbox): the provider order the popup opens with, and the popup's signed result.
import type { Kysely } from 'kysely';
import { CURRENCY, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';
import type { PopupCheckout, ProviderOrder } from '../payments/types';
import type { OrderRequest } from '../schemas/entities';
import { fulfilPayment, pendingOrderFromCart, setProviderRef } from './orderPayments';
import { findUserOrderPaidWith } from './orderQueries';

/** The provider order for the user's cart; a repeated start for the same cart gets the same one back. */
export async function startPopupPayment(
  db: Kysely<DB>,
  popup: PopupCheckout,
  { userId, request }: { userId: string; request: OrderRequest },
): Promise<ProviderOrder> {
  const order = await pendingOrderFromCart(db, { userId, request, paymentMethod: PAYMENT_METHOD.razorpay });
  if (order.provider_ref) return { id: order.provider_ref, amount: order.amount_paise, currency: CURRENCY, receipt: order.id };
  const providerOrder = await popup.createOrder({ amountPaise: order.amount_paise, currency: CURRENCY, receipt: order.id });
  await setProviderRef(db, order.id, providerOrder.id);
  return providerOrder;
}

export interface PopupResult {
  /** The provider's order id. */
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The popup's result pays the caller's order only when the provider's signature is right. */
export async function verifyPopupPayment(db: Kysely<DB>, popup: PopupCheckout, userId: string, result: PopupResult): Promise<void> {
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.razorpay, { providerRef: result.orderId });
  if (!popup.verifySignature(result)) {
    throw badRequest('The payment could not be verified. If money left your account, contact us with your order id.');
  }
  await fulfilPayment(db, order.id, result.paymentId);
}
