// The order's side of asking a provider about an order awaiting payment: which orders are due to be asked, the claim
// one process (or one shopper's check) takes to ask, and an order found by the provider's reference. The payments wing
// asks the provider and says what its word makes of the order (paymentOutcomes.ts).
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { AWAITING_PAYMENT, REFUND_DUE } from '../constants';
import type { DB } from '../db/schema';
import { ORDER_STATUS } from '../../contract';
import { recordStatusChange } from './statusChanges';

/** Not asked about since `since` (orders.reconciled_at): free to be claimed. */
const askedBefore = (since: number) => (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb.or([eb('reconciled_at', 'is', null), eb('reconciled_at', '<=', since)]);

/** Orders awaiting payment with a provider's reference that nobody asked about since `since`, oldest first. */
export async function ordersDueForCheck(db: Kysely<DB>, since: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', AWAITING_PAYMENT)
    .where('provider_ref', 'is not', null)
    .where(askedBefore(since))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims the right to ask the provider about the order: the one claim whose update lands (none since `since`) writes
 * `at` as the order's last ask. `waiting`: only while the order still awaits payment.
 */
export async function claimPaymentCheck(
  db: Kysely<DB>,
  orderId: string,
  { since, at, waiting }: { since: number; at: number; waiting: boolean },
): Promise<boolean> {
  let query = db.updateTable('orders').set({ reconciled_at: at }).where('id', '=', orderId).where(askedBefore(since));
  if (waiting) query = query.where('status', '=', AWAITING_PAYMENT);
  const claimed = await query.executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** The order a provider's reference names, paid the way named: its id and amount. */
export const orderByProviderRef = (db: Kysely<DB>, providerRef: string, paymentMethod: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'amount_paise'])
    .where('provider_ref', '=', providerRef)
    .where('payment_method', '=', paymentMethod)
    .executeTakeFirst();

/** A Refund Due order whose refunds have all processed becomes Refunded, on its timeline; answers whether it moved. */
export async function markRefunded(trx: Transaction<DB>, orderId: string, by: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: ORDER_STATUS.refunded })
    .where('id', '=', orderId)
    .where('status', '=', REFUND_DUE)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await recordStatusChange(trx, { orderId, from: REFUND_DUE, to: ORDER_STATUS.refunded, by, at: Date.now() });
  return true;
}
