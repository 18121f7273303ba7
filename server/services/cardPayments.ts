// Card payments (Stripe Checkout, or its sandbox): starting one for the cart, and confirming it with the provider,
// with one confirmation for the shopper's return and Stripe's webhook.
import type { Kysely } from 'kysely';
import { CURRENCY, DELIVERY_FEE_PAISE, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import type { CardCheckout, CheckoutLine, CheckoutSession } from '../payments/types';
import type { OrderItem, OrderRequest } from '../schemas/entities';
import { fulfilPayment, pendingOrderFromCart, setProviderRef } from './orderPayments';
import { findUserOrderPaidWith, type OrderRow } from './orderQueries';

const NOT_PAID_MESSAGE = 'The payment was not completed. Your cart is as you left it.';

/** Paid, for this order, for its full amount, in rupees: anything else is not this order's payment. */
export function paysForOrder(session: CheckoutSession, order: Pick<OrderRow, 'id' | 'amount_paise'>): boolean {
  return (
    session.paymentStatus === 'paid' &&
    session.orderId === order.id &&
    session.amountTotal === order.amount_paise &&
    session.currency?.toUpperCase() === CURRENCY
  );
}

/** What the checkout page lists: each piece at its price, then delivery, adding up to the order's amount. */
function checkoutLines(order: OrderRow): CheckoutLine[] {
  const items = JSON.parse(order.items) as OrderItem[];
  return [
    ...items.map((item) => ({ name: `${item.name} (${item.size})`, unitAmountPaise: Math.round(item.price * 100), quantity: item.quantity })),
    { name: 'Delivery', unitAmountPaise: DELIVERY_FEE_PAISE, quantity: 1 },
  ];
}

export interface NewCardPayment {
  userId: string;
  request: OrderRequest;
  /** Where the storefront is served: the checkout page sends the shopper back there. */
  publicUrl: string;
}

/** Opens a checkout session for the user's cart and answers the checkout page's URL. */
export async function startCardPayment(db: Kysely<DB>, card: CardCheckout, { userId, request, publicUrl }: NewCardPayment): Promise<string> {
  const order = await pendingOrderFromCart(db, { userId, request, paymentMethod: PAYMENT_METHOD.stripe });
  const back = (success: boolean) => `${publicUrl}/verify?success=${success}&orderId=${order.id}`;
  const session = await card.createSession({
    orderId: order.id,
    currency: CURRENCY.toLowerCase(),
    lines: checkoutLines(order),
    successUrl: back(true),
    cancelUrl: back(false),
    customerEmail: request.address.email,
    // The same order opens the same session, so a retried start asks the shopper to pay once.
    idempotencyKey: `checkout-session-${order.id}`,
  });
  await setProviderRef(db, order.id, session.id);
  return session.url;
}

/** Asks the provider about the order's own session; marks the order paid (once) when it is. */
async function confirmCardPayment(db: Kysely<DB>, card: CardCheckout, order: OrderRow): Promise<boolean> {
  if (!order.provider_ref) return false;
  const session = await card.retrieveSession(order.provider_ref);
  if (!paysForOrder(session, order)) return false;
  await fulfilPayment(db, order.id, session.paymentRef);
  return true;
}

/**
 * After the shopper's return from the checkout page: the order is paid only if the provider says so (402 otherwise).
 * The return URL's own success flag proves nothing, so it is not asked for.
 */
export async function verifyCardPayment(db: Kysely<DB>, card: CardCheckout, userId: string, orderId: string): Promise<void> {
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.stripe, { id: orderId });
  if (order.payment || (await confirmCardPayment(db, card, order))) return;
  throw new HttpError(402, NOT_PAID_MESSAGE);
}
