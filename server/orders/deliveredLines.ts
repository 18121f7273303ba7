// What a shopper received: the lines of their orders the shop delivered, for the reviews wing (a review is written of
// one), which app.ts hands this as its hook. An order counts once the operator moved it to Delivered, whatever became
// of it since (a return or an exchange asked after delivery: its buyer still had it on); a line counts unless every
// piece of it was cancelled before it left.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../contract';
import type { DB } from '../db/schema';
import type { ReceivedLine } from '../reviews';
import { orderPieces } from './pieces';
import { linesOf } from './lines';

/**
 * The shopper's delivered lines, newest delivery first, each order's in its own order; one order's when `orderId` is
 * given (none when it is not the shopper's or was not delivered).
 */
export async function deliveredLines(db: Kysely<DB>, userId: string, orderId?: string): Promise<ReceivedLine[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('order_status_changes as delivered', 'delivered.order_id', 'orders.id')
    .select('orders.id')
    .select((eb) => eb.fn.max('delivered.changed_at').as('delivered_at'))
    .where('orders.user_id', '=', userId)
    .where('delivered.to_status', '=', ORDER_STATUS.delivered)
    .groupBy('orders.id');
  if (orderId !== undefined) query = query.where('orders.id', '=', orderId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const cancelled = await db
    .selectFrom('order_unit_claims')
    .select(['order_id', 'unit'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .where('claim', '=', 'cancel')
    .execute();
  const sold = await linesOf(
    db,
    orders.map((order) => order.id),
  );
  const cancelledUnits = new Set(cancelled.map((claim) => `${claim.order_id} ${claim.unit}`));
  const seen = new Set<string>();
  const lines = orders
    .sort((a, b) => Number(b.delivered_at) - Number(a.delivered_at) || a.id.localeCompare(b.id))
    .flatMap((order) => {
      const kept = orderPieces({ lines: sold.get(order.id) ?? [] }).filter(
        (piece) => !cancelledUnits.has(`${order.id} ${piece.id}`),
      );
      // The lines with a piece kept, each once, in the order's own order.
      const lines = new Map(kept.map(({ index, line }) => [index, line])).values();
      return [...lines].map((line) => ({
        orderId: order.id,
        productId: line.productId,
        size: line.size,
        name: line.name,
        nameHi: line.nameHi,
        image: line.pictures[0] ?? null,
      }));
    });
  // One line per order, product and size, as a cart keeps them.
  return lines.filter((line) => {
    const key = JSON.stringify([line.orderId, line.productId, line.size]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
