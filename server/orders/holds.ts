// What orders do to stock. A hold: the units an order awaiting online payment keeps out of stock until it is paid (the
// hold becomes a sale) or given back (its payment was cancelled, failed or expired). A restock: a cancelled order's
// units back on the shelf. The orders' status changes are paymentOutcomes.ts's and lifecycle.ts's; this module
// marks their stock state and answers the changes, which the stock wing applies. Whether a hold has ended is judged on
// the database's clock (server/db/clock.ts) unless the caller names the time it judges at.
import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT } from '../constants';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import {
  linesChanges,
  productStock as shelfAndLedger,
  stockLevels as shelfLevels,
  type StockChange,
  type StockLine,
} from '../stock';
import { linesOf, stockLinesOf } from './lines';

/** The lines of these orders as stock sees them, by order. */
async function stockLinesByOrder(db: Kysely<DB>, orderIds: readonly string[]): Promise<Map<string, StockLine[]>> {
  const lines = await linesOf(db, orderIds);
  return new Map([...lines].map(([orderId, sold]) => [orderId, stockLinesOf(sold)]));
}

/**
 * Ends the holds of these orders (with `endedBy`, only those that ended by then), each once however many requests try
 * at the same time, and answers the changes that give their units back, for the caller to apply.
 */
export async function releasedHolds(
  trx: Kysely<DB>,
  orderIds: readonly string[],
  endedBy?: number,
): Promise<StockChange[]> {
  if (orderIds.length === 0) return [];
  let update = trx
    .updateTable('orders')
    .set({ stock_state: 'released', stock_held_until: null })
    .where('id', 'in', [...orderIds])
    .where('stock_state', '=', 'held');
  if (endedBy !== undefined) update = update.where('stock_held_until', '<=', endedBy);
  const released = await update.returning('id').execute();
  const lines = await stockLinesByOrder(
    trx,
    released.map((row) => row.id),
  );
  return released.flatMap((row) => linesChanges(lines.get(row.id) ?? [], 1, 'release', row.id));
}

/** Orders whose hold ended by `at` (the database's now) and has not been given back yet (oldest first, at most `limit`). */
export async function expiredHolds(db: Kysely<DB>, at?: number, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('stock_held_until', '<=', at ?? (await dbNow(db)))
    .orderBy('stock_held_until')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Orders whose hold has ended by `now` but still keeps its units (the sweeper or the next shortfall gives them back). */
const endedHolds = (db: Kysely<DB>, now: number) =>
  db.selectFrom('orders').select('id').where('stock_state', '=', 'held').where('stock_held_until', '<=', now);

/**
 * The lines of every hold that has ended but not been given back yet: units a shopper can have although the stock
 * does not count them yet. Reads only.
 */
export async function endedHoldLines(db: Kysely<DB>, at?: number): Promise<StockLine[]> {
  const ended = await endedHolds(db, at ?? (await dbNow(db))).execute();
  return [
    ...(
      await stockLinesByOrder(
        db,
        ended.map((row) => row.id),
      )
    ).values(),
  ].flat();
}

/**
 * Units of one size that a cart may count on beyond the stock: those kept by holds that have ended but are not given
 * back yet, and those the shopper's own waiting payment keeps (the same cart, which they may change or pay).
 */
export async function unitsFreeable(
  db: Kysely<DB>,
  userId: string,
  productId: string,
  size: string,
  at?: number,
): Promise<number> {
  // Two reads, each on an index, rather than one whose "or" would read every order.
  const ended = await endedHolds(db, at ?? (await dbNow(db))).execute();
  const own = await db
    .selectFrom('orders')
    .select('id')
    .where('stock_state', '=', 'held')
    .where('user_id', '=', userId)
    .where('status', '=', AWAITING_PAYMENT)
    .execute();
  const lines = await stockLinesByOrder(db, [...new Set([...ended, ...own].map((row) => row.id))]);
  return [...lines.values()]
    .flat()
    .filter((line) => line.productId === productId && line.size === size)
    .reduce((units, line) => units + line.quantity, 0);
}

/** Every product's sizes and the units a shopper can buy, the ended holds' counted (the command line's levels). */
export const stockLevels = (db: Kysely<DB>, { low }: { low?: number } = {}) => shelfLevels(db, { low }, endedHoldLines);

/** One product's units a shopper can buy per size, and its latest ledger entries (the command line's). */
export const productStock = (db: Kysely<DB>, productId: string, limit: number) =>
  shelfAndLedger(db, productId, limit, endedHoldLines);
