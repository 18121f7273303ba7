// Card payments (Stripe Checkout, or its sandbox): starting one for the cart, and confirming it with the provider,
// with one confirmation for the shopper's return and Stripe's webhook.
import type { Kysely } from 'kysely';
import { CURRENCY, DELIVERY_FEE_PAISE, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { CART_CHANGED_MESSAGE, HttpError } from '../errors';
import { cardCheckout, type Payments } from '../payments';
import type { CardCheckout, CheckoutLine, CheckoutSession } from '../payments/types';
import type { OrderItem, OrderRequest } from '../schemas/entities';
import { fulfilPayment, paidReplacedOrder } from './orderPayments';
import { findUserOrderPaidWith, type OrderRow } from './orderQueries';
import { startOnlinePayment } from './paymentStart';

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

/** Opens the checkout session for the user's cart (one, however often it is asked for) and answers its page's URL. */
export async function startCardPayment(db: Kysely<DB>, payments: Payments, { userId, request, publicUrl }: NewCardPayment): Promise<string> {
  const card = cardCheckout(payments);
  const order = await startOnlinePayment(db, payments, {
    order: { userId, request, paymentMethod: PAYMENT_METHOD.stripe },
    longestCallMs: card.longestCallMs,
    create: (row) => {
      const back = (success: boolean) => `${publicUrl}/verify?success=${success}&orderId=${row.id}`;
      return card.createSession({
        orderId: row.id,
        currency: CURRENCY.toLowerCase(),
        lines: checkoutLines(row),
        successUrl: back(true),
        cancelUrl: back(false),
        customerEmail: request.address.email,
        // The same order opens the same session, so a start retried after a lost answer asks the shopper to pay once.
        idempotencyKey: `checkout-session-${row.id}`,
      });
    },
    discard: (id) => card.expireSession(id),
  });
  if (order.provider_url) return order.provider_url;
  // An order started before the shop kept checkout URLs: Stripe still knows its page.
  const session = await card.retrieveSession(order.provider_ref as string);
  if (!session.url) throw new HttpError(409, CART_CHANGED_MESSAGE);
  return session.url;
}

/** Asks the provider about the order's own session; marks the order paid (once) when it is. */
async function confirmCardPayment(db: Kysely<DB>, card: CardCheckout, order: OrderRow): Promise<boolean> {
  if (!order.provider_ref) return false;
  const session = await card.retrieveSession(order.provider_ref);
  if (!paysForOrder(session, order)) return false;
  if ((await fulfilPayment(db, order.id, session.paymentRef)) === 'cancelled') throw paidReplacedOrder(order.id);
  return true;
}

/**
 * After the shopper's return from the checkout page: the order is paid only if the provider says so (402 otherwise).
 * The return URL's own success flag proves nothing, so it is not asked for.
 */
export async function verifyCardPayment(db: Kysely<DB>, payments: Payments, userId: string, orderId: string): Promise<void> {
  const card = cardCheckout(payments);
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.stripe, { id: orderId });
  if (order.payment || (await confirmCardPayment(db, card, order))) return;
  throw new HttpError(402, NOT_PAID_MESSAGE);
}
