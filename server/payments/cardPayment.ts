// Card payments (Stripe Checkout, or its sandbox): starting one for the cart, and confirming it with the provider,
// with one confirmation for the shopper's return and Stripe's webhook.
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD, REFUND_DUE } from '../constants';
import type { DB } from '../db/schema';
import { cardCheckout, type Payments } from './providers';
import type { CardCheckout, CheckoutLine, CheckoutSession } from './providers/types';
import { cancelShoppersWaitingOrder } from '../orders';
import { assertPaymentTaken } from './errors';
import { takePayment } from './takenPayments';
import { findUserOrderPaidWith, type OrderRow } from '../orders';
import { startOnlinePayment } from './onlineStart';
import type { NewOrder } from '../orders';
import { NotPaid } from './errors';
import { CartChanged } from '../orders';
import { CURRENCY, pagePath } from '../../contract';
import { orderLinesOf, type SoldLine } from '../orders';
import type { MailContext } from '../mail';

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
function checkoutLines(order: OrderRow, lines: readonly SoldLine[]): CheckoutLine[] {
  return [
    ...lines.map((line) => ({
      name: `${line.name} (${line.size})`,
      unitAmountPaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
    { name: 'Delivery', unitAmountPaise: order.delivery_fee_paise, quantity: 1 },
  ];
}

export interface NewCardPayment extends NewOrder {
  /**
   * Where the storefront that started the payment lives (its origin, and its page's language prefix): the checkout page
   * sends the shopper back there.
   */
  returnOrigin: string;
  /** How long the order's units are kept for its payment. */
  holdMs: number;
}

/** Opens the checkout session for the user's cart (one, however often it is asked for) and answers its page's URL. */
export async function startCardPayment(
  db: Kysely<DB>,
  payments: Payments,
  { holdMs, returnOrigin, ...newOrder }: NewCardPayment,
): Promise<string> {
  const card = cardCheckout(payments);
  const order = await startOnlinePayment(db, payments, {
    // An order is for one storefront: a start from another replaces it, and its checkout returns there.
    order: { ...newOrder, paymentMethod: PAYMENT_METHOD.stripe, returnOrigin },
    longestCallMs: card.longestCallMs,
    holdMs,
    create: async (row) => {
      const back = (success: boolean) => `${returnOrigin}${pagePath('verify')}?success=${success}&orderId=${row.id}`;
      return card.createSession({
        orderId: row.id,
        currency: CURRENCY.toLowerCase(),
        lines: checkoutLines(row, await orderLinesOf(db, row.id)),
        successUrl: back(true),
        cancelUrl: back(false),
        customerEmail: newOrder.request.address.email,
        // The same order opens the same session, so a start retried after a lost answer asks the shopper to pay once.
        idempotencyKey: `checkout-session-${row.id}`,
      });
    },
    discard: (id) => card.expireSession(id),
  });
  if (order.provider_url) return order.provider_url;
  // An order started before the shop kept checkout URLs: Stripe still knows its page.
  const session = await card.retrieveSession(order.provider_ref as string);
  if (!session.url) throw new CartChanged();
  return session.url;
}

/** Asks the provider about the order's own session; marks the order paid (once) when it is. */
async function confirmCardPayment(
  db: Kysely<DB>,
  card: CardCheckout,
  order: OrderRow,
  mail: MailContext,
): Promise<boolean> {
  if (!order.provider_ref) return false;
  const session = await card.retrieveSession(order.provider_ref);
  if (!paysForOrder(session, order) || !session.paymentRef) return false;
  const taken = await takePayment(
    db,
    { provider: 'stripe', paymentId: session.paymentRef, orderId: order.id, amountPaise: order.amount_paise },
    mail,
  );
  assertPaymentTaken(taken.outcome, order.id);
  return true;
}

export interface CardReturn {
  userId: string;
  orderId: string;
  /** The shopper came back through the checkout page's Cancel (the return URL's success=false). */
  cancelled: boolean;
  /** The confirmation mail's language and links. */
  mail: MailContext;
}

/**
 * After the shopper's return from the checkout page: the order is paid only if the provider says so (402 otherwise).
 * The return URL's success flag never pays an order; after Cancel, an unpaid order is cancelled and its checkout
 * closed, as the original server dropped it, so the shopper's next start is a new order and the cart stays.
 */
export async function verifyCardPayment(
  db: Kysely<DB>,
  payments: Payments,
  { userId, orderId, cancelled, mail }: CardReturn,
): Promise<void> {
  const card = cardCheckout(payments);
  const order = await findUserOrderPaidWith(db, userId, PAYMENT_METHOD.stripe, { id: orderId });
  // A payment that came after the hold ended was never taken: asking again says so again.
  if ((order.payment && order.status !== REFUND_DUE) || (await confirmCardPayment(db, card, order, mail))) return;
  if (cancelled && (await cancelShoppersWaitingOrder(db, userId, order.id)) && order.provider_ref) {
    // Best effort, as for a replaced order: a payment that still arrives is refused and logged for a refund.
    await card.expireSession(order.provider_ref).catch(() => undefined);
  }
  throw new NotPaid();
}
