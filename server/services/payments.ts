// Confirming a card payment with the provider: one function for the shopper's return and Stripe's webhook.
import type { Kysely } from 'kysely';
import { CURRENCY } from '../constants';
import type { DB } from '../db/schema';
import type { CardCheckout, CheckoutSession } from '../payments/types';
import { fulfilPayment, type OrderRow } from './orders';

/** Paid, for this order, for its full amount, in rupees: anything else is not this order's payment. */
export function paysForOrder(session: CheckoutSession, order: Pick<OrderRow, 'id' | 'amount_paise'>): boolean {
  return (
    session.paymentStatus === 'paid' &&
    session.orderId === order.id &&
    session.amountTotal === order.amount_paise &&
    session.currency?.toUpperCase() === CURRENCY
  );
}

/** Asks the provider about the order's own session; marks the order paid (once) when it is. */
export async function confirmCardPayment(db: Kysely<DB>, card: CardCheckout, order: OrderRow): Promise<boolean> {
  if (!order.provider_ref) return false;
  const session = await card.retrieveSession(order.provider_ref);
  if (!paysForOrder(session, order)) return false;
  await fulfilPayment(db, order.id, session.paymentRef);
  return true;
}
