// An online order's payment state: the unpaid order a payment starts from, the provider's reference to it, and
// the one change a confirmed (or failed) payment makes.
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, ORDER_PLACED } from '../constants';
import type { DB } from '../db/schema';
import type { OrderItem } from '../schemas/entities';
import { cartLines } from './cart';
import { pricedOrder, type NewOrder } from './orderPlacing';
import type { OrderRow } from './orderQueries';

/** How long an unpaid online order is offered again for the same cart instead of a new one. */
const REUSE_UNPAID_MS = 30 * 60 * 1000;

/**
 * An order awaiting online payment for the user's cart. The cart stays until the payment is confirmed.
 * The same cart submitted again (a retry, a double click) gets the same unpaid order back, so the
 * provider is asked with the same idempotency key and opens no second payment.
 */
export async function pendingOrderFromCart(db: Kysely<DB>, order: NewOrder & { paymentMethod: string }): Promise<OrderRow> {
  const { userId, paymentMethod } = order;
  return db.transaction().execute(async (trx) => {
    const values = await pricedOrder(trx, order, await cartLines(trx, userId));
    const reusable = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('payment_method', '=', paymentMethod)
      .where('status', '=', AWAITING_PAYMENT)
      .where('payment', '=', 0)
      .where('items', '=', values.items)
      .where('amount_paise', '=', values.amount_paise)
      .where('created_at', '>', values.created_at - REUSE_UNPAID_MS)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (reusable) return reusable;
    const row = { ...values, status: AWAITING_PAYMENT, payment_method: paymentMethod, provider_ref: null, payment_ref: null, paid_at: null };
    await trx.insertInto('orders').values(row).execute();
    return row;
  });
}

export async function setProviderRef(db: Kysely<DB>, orderId: string, providerRef: string): Promise<void> {
  await db.updateTable('orders').set({ provider_ref: providerRef }).where('id', '=', orderId).execute();
}

/**
 * Records a confirmed payment, once: the order becomes paid and placed, and what it bought leaves
 * the buyer's cart. Answers false when the order was already paid (a repeated confirmation).
 */
export async function fulfilPayment(db: Kysely<DB>, orderId: string, paymentRef: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({ payment: 1, status: ORDER_PLACED, payment_ref: paymentRef, paid_at: Date.now() })
      .where('id', '=', orderId)
      .where('payment', '=', 0)
      .returning(['user_id', 'items'])
      .executeTakeFirst();
    if (!paid) return false;
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
    return true;
  });
}

/** An online payment that failed or expired; a paid order is never changed by a late failure. */
export async function markPaymentFailed(db: Kysely<DB>, orderId: string, status: string): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).where('payment', '=', 0).execute();
}
