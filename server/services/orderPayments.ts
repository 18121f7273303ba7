// An online order's payment state: the one order a shopper's payment waits on, the provider's reference to it, and
// the one change a confirmed (or failed) payment makes.
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, ORDER_PLACED, PAYMENT_CANCELLED } from '../constants';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import type { OrderItem } from '../schemas/entities';
import { cartLines } from './cart';
import { pricedOrder, type NewOrder } from './orderPlacing';
import type { OrderRow } from './orderQueries';
import { lockUser } from './userLock';

/** How long an unpaid online order is offered again for the same cart instead of a new one. */
const REUSE_UNPAID_MS = 30 * 60 * 1000;

export interface WaitingOrder {
  order: OrderRow;
  /** Orders that waited for this shopper's payment before and were cancelled now (their checkouts should close). */
  replaced: OrderRow[];
  /** Whether this request is the one to ask the provider for the order's session or order. */
  claimed: boolean;
}

type PricedOrder = Awaited<ReturnType<typeof pricedOrder>>;

/** The same cart at the same prices, to the same address, by the same method: what the shopper sees now. */
const isFor = (row: OrderRow, priced: PricedOrder, paymentMethod: string) =>
  row.items === priced.items &&
  row.amount_paise === priced.amount_paise &&
  row.address === priced.address &&
  row.payment_method === paymentMethod &&
  row.created_at > priced.created_at - REUSE_UNPAID_MS;

/**
 * The shopper's one order awaiting online payment, for what they see now. Under the shopper's lock, so any number
 * of parallel starts find or make the same one: an order waiting for exactly this cart, address and method is
 * reused (so the provider is asked once, with one idempotency key); any other waiting order is cancelled and can
 * never be paid. When nobody has asked the provider yet (or whoever did has given up), this request claims the
 * asking for `claimMs`. The cart stays until the payment is confirmed.
 */
export async function waitingOrderFor(db: Kysely<DB>, order: NewOrder & { paymentMethod: string }, claimMs: number): Promise<WaitingOrder> {
  const { userId, paymentMethod } = order;
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const priced = await pricedOrder(trx, order, await cartLines(trx, userId));
    const waiting = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', AWAITING_PAYMENT).where('payment', '=', 0).execute();
    const current = waiting.find((row) => isFor(row, priced, paymentMethod));
    const replaced = waiting.filter((row) => row !== current);
    if (replaced.length > 0) {
      await trx.updateTable('orders').set({ status: PAYMENT_CANCELLED }).where('id', 'in', replaced.map((row) => row.id)).where('payment', '=', 0).execute();
    }
    let row: OrderRow = current ?? {
      ...priced,
      status: AWAITING_PAYMENT,
      payment_method: paymentMethod,
      provider_ref: null,
      provider_url: null,
      provider_claimed_until: null,
      payment_ref: null,
      paid_at: null,
    };
    if (!current) await trx.insertInto('orders').values(row).execute();
    const now = Date.now();
    const claimable = row.provider_ref === null && (row.provider_claimed_until === null || row.provider_claimed_until <= now);
    if (claimable) {
      row = { ...row, provider_claimed_until: now + claimMs };
      await trx.updateTable('orders').set({ provider_claimed_until: row.provider_claimed_until }).where('id', '=', row.id).execute();
    }
    return { order: row, replaced, claimed: claimable };
  });
}

/**
 * Writes the provider's reference, only if the order has none yet and still awaits payment, and ends the claim.
 * Answers the order as it is now, whose reference may be another request's.
 */
export async function storeProviderRef(db: Kysely<DB>, orderId: string, ref: { id: string; url: string | null }): Promise<OrderRow> {
  await db
    .updateTable('orders')
    .set({ provider_ref: ref.id, provider_url: ref.url, provider_claimed_until: null })
    .where('id', '=', orderId)
    .where('provider_ref', 'is', null)
    .where('status', '=', AWAITING_PAYMENT)
    .execute();
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Gives up a claim (the provider failed), so that the shopper's retry may ask again at once. */
export async function releaseClaim(db: Kysely<DB>, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ provider_claimed_until: null }).where('id', '=', orderId).where('provider_ref', 'is', null).execute();
}

/**
 * The provider took a payment for an order that a newer one had replaced. The shop does not take it as an order (the
 * shopper changed what they buy or where it goes); the log tells the operator to refund it.
 */
export const paidReplacedOrder = (orderId: string) =>
  new HttpError(
    409,
    `This payment was for order ${orderId}, which you changed before paying, so it was not taken as an order. Contact us with the order number for a refund.`,
    { logAs: 'error' },
  );

/** 'paid' the first time, 'already paid' after, 'cancelled' for an order that was replaced and is never paid. */
export type Fulfilment = 'paid' | 'already paid' | 'cancelled';

/**
 * Records a confirmed payment, once: the order becomes paid and placed, and what it bought leaves the buyer's cart.
 * An order cancelled because a newer one replaced it is never paid.
 */
export async function fulfilPayment(db: Kysely<DB>, orderId: string, paymentRef: string | null): Promise<Fulfilment> {
  return db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({ payment: 1, status: ORDER_PLACED, payment_ref: paymentRef, paid_at: Date.now() })
      .where('id', '=', orderId)
      .where('payment', '=', 0)
      .where('status', '!=', PAYMENT_CANCELLED)
      .returning(['user_id', 'items'])
      .executeTakeFirst();
    if (!paid) {
      const row = await trx.selectFrom('orders').select('payment').where('id', '=', orderId).executeTakeFirst();
      return row?.payment ? 'already paid' : 'cancelled';
    }
    for (const item of JSON.parse(paid.items) as OrderItem[]) {
      const line = trx
        .deleteFrom('cart_items')
        .where('user_id', '=', paid.user_id)
        .where('product_id', '=', item._id)
        .where('size', '=', item.size);
      // Pieces added after the payment started stay in the cart.
      await line.where('quantity', '<=', item.quantity).execute();
      await trx
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '-', item.quantity) }))
        .where('user_id', '=', paid.user_id)
        .where('product_id', '=', item._id)
        .where('size', '=', item.size)
        .execute();
    }
    return 'paid';
  });
}

/** An online payment that failed or expired; a paid order is never changed by a late failure, nor a cancelled one. */
export async function markPaymentFailed(db: Kysely<DB>, orderId: string, status: string): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).where('payment', '=', 0).where('status', '!=', PAYMENT_CANCELLED).execute();
}
