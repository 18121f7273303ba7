// Starting an online payment once, however many requests ask at the same time: one waiting order, one provider
// session or order, and every request answered with that one. The provider is asked outside any transaction (it may
// take seconds), by the one request holding the order's claim; the others wait for its reference to be written.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { CartChanged } from '../orders';
import type { Payments } from './providers';
import { PaymentProviderError, type CardCheckout } from './providers/types';
import { expireEndedHolds } from '../orders';
import { findOrderRow, type OrderRow } from '../orders';
import { withUnitsFreed } from '../stock';
import { releaseClaim, storeProviderRef, waitingOrderFor, type PaymentOrder, type WaitingOrder } from '../orders';

/** Added to the provider's longest call: a claim outlives the call that made it, so only a crashed claimant's lapses. */
const CLAIM_MARGIN_MS = 5000;
const POLL_MS = 50;

export interface ProviderStart {
  /** The provider's reference: a Stripe session id, a Razorpay order id. */
  id: string;
  url: string | null;
}

export interface OnlineStart {
  order: PaymentOrder;
  /** The longest one call to the provider may take, retries included. */
  longestCallMs: number;
  /** How long the order's units are kept for its payment (STOCK_HOLD_SECONDS). */
  holdMs: number;
  /** Asks the provider for this order's session or order. */
  create(order: OrderRow): Promise<ProviderStart>;
  /** Closes a session or order that is not this order's after all (best effort). */
  discard(id: string): Promise<void>;
}

/**
 * Closes the checkout pages of cancelled Stripe orders (replaced, or holding a product the catalog changed), so nobody
 * pays an order the shop will not take. Best effort: the order is cancelled in the database whatever happens here, and
 * Stripe closes an open session after a day anyway.
 */
export async function closeCheckouts(card: CardCheckout | null, cancelled: OrderRow[]): Promise<void> {
  if (!card) return;
  const sessions = cancelled.filter((row) => row.payment_method === PAYMENT_METHOD.stripe && row.provider_ref !== null);
  await Promise.all(sessions.map((row) => card.expireSession(row.provider_ref as string).catch(() => undefined)));
}

/** Waits until the claimant has written the reference or given up, the claim lapsed or the order was replaced. */
async function settled(db: Kysely<DB>, orderId: string): Promise<OrderRow> {
  for (;;) {
    await sleep(POLL_MS);
    const row = await findOrderRow(db, orderId);
    if (!row) throw new CartChanged();
    const waiting = row.status === AWAITING_PAYMENT && row.provider_ref === null;
    if (!waiting || row.provider_claimed_until === null || row.provider_claimed_until <= Date.now()) return row;
  }
}

/** The order the payment is for, with the provider's reference written. */
function ready(row: OrderRow): OrderRow {
  // A newer start replaced the order while its session was being made: what the shopper sees changed.
  if (row.status !== AWAITING_PAYMENT || row.provider_ref === null) throw new CartChanged();
  return row;
}

/** The waiting order, its units held; units that holds which have ended still keep are given back when short. */
function heldWaitingOrder(db: Kysely<DB>, start: OnlineStart): Promise<WaitingOrder> {
  const times = { claimMs: start.longestCallMs + CLAIM_MARGIN_MS, holdMs: start.holdMs };
  return withUnitsFreed(
    db,
    () => waitingOrderFor(db, start.order, times),
    () => expireEndedHolds(db),
  );
}

export async function startOnlinePayment(db: Kysely<DB>, payments: Payments, start: OnlineStart): Promise<OrderRow> {
  for (;;) {
    const { order, replaced, claimed } = await heldWaitingOrder(db, start);
    await closeCheckouts(payments.card, replaced);
    if (order.provider_ref !== null) return order;
    if (claimed) {
      let created: ProviderStart;
      try {
        created = await start.create(order);
      } catch (error) {
        await releaseClaim(db, order.id);
        throw error;
      }
      const stored = await storeProviderRef(db, order.id, created);
      if (stored.provider_ref !== created.id) await start.discard(created.id).catch(() => undefined);
      return ready(stored);
    }
    const row = await settled(db, order.id);
    if (row.provider_ref !== null || row.status !== AWAITING_PAYMENT) return ready(row);
    // The claimant's provider call failed: this request answers as it did; the shopper's retry asks again.
    if (row.provider_claimed_until === null)
      throw new PaymentProviderError('another request for this order could not reach the provider');
    // The claimant lapsed (its process ended): the next round claims the order for this request.
  }
}
