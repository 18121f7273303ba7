// What an order awaiting an online payment becomes when the payments wing hears of it: cancelled, expired, paid once,
// failed. Every change that ends a waiting order gives the units it held back to stock; a payment turns them into a
// sale. (waitingOrder.ts makes the order.)
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AWAITING_PAYMENT, ORDER_PLACED, PAYMENT_CANCELLED, PAYMENT_EXPIRED, REFUND_DUE } from '../constants';
import type { CancelReason, DB, StockState } from '../db/schema';
import { dbNow } from '../db/clock';
import { applyStock } from '../stock';
import { expiredHolds, releasedHolds } from './holds';
import { orderLinesOf, stockLinesOf } from './lines';
import { lockUser } from '../accounts';
import type { MailContext } from '../mail';
import { notTakenReason, writeNotTakenMail, writeOrderMail } from './orderMail';
import { invoiceSaleIn } from './invoicing';

/**
 * The one change that cancels orders awaiting payment (replaced by a newer one, given up by the shopper, or holding a
 * product the catalog removed or repriced: `reason`): they can never be paid, and the units they held go back to
 * stock. Answers the ids it cancelled (an order paid or cancelled meanwhile is left as it is).
 */
export async function cancelWaitingOrders(
  trx: Transaction<DB>,
  orderIds: string[],
  reason: CancelReason | null = null,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const cancelled = await trx
    .updateTable('orders')
    .set({ status: PAYMENT_CANCELLED, cancel_reason: reason })
    .where('id', 'in', orderIds)
    .where('status', '=', AWAITING_PAYMENT)
    .where('payment', '=', 0)
    .returning('id')
    .execute();
  const ids = cancelled.map((row) => row.id);
  await applyStock(trx, await releasedHolds(trx, ids));
  return ids;
}

/** Orders whose hold ended by `now` expire: they can never be paid, and the units they held go back. */
export async function expireWaitingOrders(trx: Transaction<DB>, orderIds: string[], now: number): Promise<number> {
  if (orderIds.length === 0) return 0;
  await trx
    .updateTable('orders')
    .set({ status: PAYMENT_EXPIRED })
    .where('id', 'in', orderIds)
    .where('status', '=', AWAITING_PAYMENT)
    .where('payment', '=', 0)
    .execute();
  const released = await releasedHolds(trx, orderIds, now);
  await applyStock(trx, released);
  return new Set(released.map((change) => change.orderId)).size;
}

/** Expires every order whose hold has ended (no background job is needed: any shortfall calls this first). */
export async function expireEndedHolds(db: Kysely<DB>, at?: number): Promise<number> {
  const now = at ?? (await dbNow(db));
  let expired = 0;
  // One order per transaction: each gives its units back on its own, never waiting on another's rows.
  for (const id of await expiredHolds(db, now))
    expired += await db.transaction().execute((trx) => expireWaitingOrders(trx, [id], now));
  return expired;
}

/**
 * Gives back the units that ended holds still keep, and those of the shopper's own waiting payment (they are ordering
 * the cart another way now). Answers how many orders gave some back.
 */
export async function freeHeldUnits(db: Kysely<DB>, userId: string): Promise<number> {
  const own = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', AWAITING_PAYMENT)
    .where('stock_state', '=', 'held')
    .execute();
  let freed = await expireEndedHolds(db);
  for (const { id } of own) if (await cancelShoppersWaitingOrder(db, userId, id)) freed += 1;
  return freed;
}

/** The shopper left the provider's page without paying: their waiting order is cancelled, under their lock. */
export function cancelShoppersWaitingOrder(db: Kysely<DB>, userId: string, orderId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    return (await cancelWaitingOrders(trx, [orderId])).length > 0;
  });
}

/**
 * 'paid' the first time, 'already paid' after, 'cancelled' for an order that was replaced and is never paid, 'refund
 * due' for one paid after its hold ended; 'product removed' or 'price changed' for one paid after a catalog change
 * cancelled it (marked refund due as well, with the reason the shopper is told).
 */
export type Fulfilment = 'paid' | 'already paid' | 'cancelled' | 'refund due' | CancelReason;

/**
 * A confirmation that cannot pay the order: said again for a repeat, and once marked for refund when it came late or
 * after a catalog change cancelled the order.
 */
async function unpaid(
  trx: Transaction<DB>,
  orderId: string,
  paymentRef: string | null,
  now: number,
  mail: MailContext,
): Promise<Fulfilment> {
  const row = await trx
    .selectFrom('orders')
    .select(['payment', 'status', 'cancel_reason'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (row?.status === REFUND_DUE) return row.cancel_reason ?? 'refund due';
  if (!row || (row.status === PAYMENT_CANCELLED && row.cancel_reason === null)) return 'cancelled';
  if (row.payment) return 'already paid';
  // The hold ended (or its units went back when the payment failed or the catalog changed): selling them now could
  // sell them twice, or sell what the shop no longer sells at that price.
  await expireWaitingOrders(trx, [orderId], now);
  const before = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const marked = await trx
    .updateTable('orders')
    .set({ payment: 1, status: REFUND_DUE, payment_ref: paymentRef, paid_at: now })
    .where('id', '=', orderId)
    .where('payment', '=', 0)
    .executeTakeFirst();
  // On the order's timeline, so the shopper and the operator read why the money goes back before it does.
  await trx
    .insertInto('order_status_changes')
    .values({
      id: randomUUID(),
      order_id: orderId,
      from_status: before.status,
      to_status: REFUND_DUE,
      changed_by: 'shop',
      changed_at: now,
    })
    .execute();
  // The shopper is told once, by mail, that the money goes back (the page that confirmed it says so too).
  if (Number(marked.numUpdatedRows) > 0) await writeNotTakenMail(trx, orderId, mail, notTakenReason(row.cancel_reason));
  return row.cancel_reason ?? 'refund due';
}

/**
 * Records a confirmed payment, once: the order becomes paid and placed, its held units become a sale, and what it
 * bought leaves the buyer's cart, its tax invoice is issued, and its confirmation mail is written. An order cancelled because a newer one replaced it or a catalog change is never
 * paid, nor one whose hold has ended.
 */
export async function fulfilPayment(
  db: Kysely<DB>,
  orderId: string,
  paymentRef: string | null,
  mail: MailContext,
): Promise<Fulfilment> {
  return db.transaction().execute((trx) => fulfilPaymentIn(trx, orderId, paymentRef, mail));
}

/**
 * fulfilPayment, in the caller's transaction. `takenAt`, when the provider says when it took the money, lets a
 * payment made while the hold lasted pay the order though the shop hears of it later (a webhook, a reconciliation),
 * as long as the held units have not been given back.
 */
export async function fulfilPaymentIn(
  trx: Transaction<DB>,
  orderId: string,
  paymentRef: string | null,
  mail: MailContext,
  takenAt?: number,
): Promise<Fulfilment> {
  const now = await dbNow<DB>(trx);
  const heldAt = Math.min(now, takenAt ?? now);
  const paid = await trx
    .updateTable('orders')
    .set({ payment: 1, status: ORDER_PLACED, payment_ref: paymentRef, paid_at: now, stock_held_until: null })
    .set({ stock_state: sql<StockState | null>`case when stock_state = 'held' then 'sold' else stock_state end` })
    .where('id', '=', orderId)
    .where('payment', '=', 0)
    .where('status', '!=', PAYMENT_CANCELLED)
    // Orders from before the shop counted stock hold nothing and are paid as they were.
    .where((eb) =>
      eb.or([
        eb('stock_state', 'is', null),
        eb.and([eb('stock_state', '=', 'held'), eb('stock_held_until', '>', heldAt)]),
      ]),
    )
    .returning(['user_id', 'stock_state'])
    .executeTakeFirst();
  if (!paid) return unpaid(trx, orderId, paymentRef, now, mail);
  const lines = stockLinesOf(await orderLinesOf(trx, orderId));
  if (paid.stock_state === 'sold') {
    await applyStock(
      trx,
      lines.map((line) => ({ ...line, delta: 0, reason: 'sale' as const, orderId })),
    );
  }
  for (const item of lines) {
    const line = trx
      .deleteFrom('cart_items')
      .where('user_id', '=', paid.user_id)
      .where('product_id', '=', item.productId)
      .where('size', '=', item.size);
    // Pieces added after the payment started stay in the cart.
    await line.where('quantity', '<=', item.quantity).execute();
    await trx
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', item.quantity) }))
      .where('user_id', '=', paid.user_id)
      .where('product_id', '=', item.productId)
      .where('size', '=', item.size)
      .execute();
  }
  // The sale is made: its tax invoice is issued in this transaction, so it stands or falls with the payment, and the
  // mail names it.
  const invoice = await invoiceSaleIn(trx, orderId, now);
  await writeOrderMail(trx, orderId, mail, invoice);
  return 'paid';
}

/**
 * An online payment that failed or expired: its units go back to stock. A paid order is never changed by a late
 * failure, nor a cancelled one.
 */
export async function markPaymentFailed(db: Kysely<DB>, orderId: string, status: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('orders')
      .set({ status })
      .where('id', '=', orderId)
      .where('payment', '=', 0)
      .where('status', '!=', PAYMENT_CANCELLED)
      .returning('id')
      .execute();
    await applyStock(
      trx,
      await releasedHolds(
        trx,
        failed.map((row) => row.id),
      ),
    );
  });
}
