// Orders awaiting payment when the catalog removes or reprices a product in them: cancelled with the change, each
// with why in its history. The payments wing closes their checkouts once the change is committed.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { AWAITING_PAYMENT, PAYMENT_CANCELLED } from '../constants';
import type { CancelReason, DB } from '../db/schema';
import type { ProductsChanged } from '../catalog';
import { cancelWaitingOrders } from './paymentOutcomes';
import { linesOf, type SoldLine } from './lines';
import type { OrderRow } from './queries';

/** Why a change cancels a waiting order: a removed product first, as the graver news. */
function reasonFor(lines: readonly SoldLine[], { removed, repriced }: ProductsChanged): CancelReason | null {
  const products = lines.map((line) => line.productId);
  if (products.some((id) => removed.includes(id))) return 'product removed';
  if (products.some((id) => repriced.includes(id))) return 'price changed';
  return null;
}

/** What the operator reads in the order's history (`orders show`, the admin API): who changed which product, how. */
function changeBy(lines: readonly SoldLine[], change: ProductsChanged, reason: CancelReason): string {
  const touched = lines
    .map((line) => line.productId)
    .filter((id) => change.removed.includes(id) || change.repriced.includes(id));
  const what = reason === 'product removed' ? 'removed' : 'repriced';
  return `${change.by ?? 'catalog change'}: ${[...new Set(touched)].join(', ')} ${what}`;
}

interface Cancellation {
  order: OrderRow;
  reason: CancelReason;
}

/**
 * Cancels the orders awaiting payment that hold a removed or repriced product (their units go back, they can never be
 * paid), records why in each one's history, and answers those it cancelled. The catalog has locked the products, so no
 * payment on them starts meanwhile. One being confirmed meets this on the order's row, which both take before any
 * stock: paid first, it is left paid; cancelled first, its payment is refused and marked for refund.
 */
export async function cancelWaitingForChange(trx: Transaction<DB>, change: ProductsChanged): Promise<OrderRow[]> {
  const waiting = await trx
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', AWAITING_PAYMENT)
    .where('payment', '=', 0)
    .execute();
  const lines = await linesOf(
    trx,
    waiting.map((order) => order.id),
  );
  const due = waiting.flatMap((order): Cancellation[] => {
    const reason = reasonFor(lines.get(order.id) ?? [], change);
    return reason ? [{ order, reason }] : [];
  });
  const done: Cancellation[] = [];
  for (const reason of ['product removed', 'price changed'] as const) {
    const ids = due.filter((entry) => entry.reason === reason).map((entry) => entry.order.id);
    const cancelled = await cancelWaitingOrders(trx, ids, reason);
    done.push(...due.filter((entry) => cancelled.includes(entry.order.id)));
  }
  if (done.length > 0) {
    const at = Date.now();
    await trx
      .insertInto('order_status_changes')
      .values(
        done.map(({ order, reason }) => ({
          id: randomUUID(),
          order_id: order.id,
          from_status: AWAITING_PAYMENT,
          to_status: PAYMENT_CANCELLED,
          changed_by: changeBy(lines.get(order.id) ?? [], change, reason),
          changed_at: at,
        })),
      )
      .execute();
  }
  return done.map((entry) => entry.order);
}
