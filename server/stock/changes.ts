// Stock per product and size: units taken (sales, holds) only while enough are left, units given back, each change
// with its reason for the ledger, all inside the caller's transaction.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB, StockReason } from '../db/schema';
import { OutOfStock } from './errors';
import { findProducts } from '../catalog';

export interface StockLine {
  productId: string;
  size: string;
  quantity: number;
}

export interface StockChange {
  productId: string;
  size: string;
  /** Units added (positive) or taken (negative). */
  delta: number;
  reason: StockReason;
  orderId?: string | null;
  by?: string | null;
}

/** Fewer units are left of a size than a change would take. */
export class StockShortfall extends Error {
  constructor(
    readonly productId: string,
    readonly size: string,
    readonly left: number,
  ) {
    super(`only ${left} left of ${productId} in ${size}`);
    this.name = 'StockShortfall';
  }
}

const keyOf = (change: StockChange) => `${change.productId}\u0000${change.size}`;

/** One order for every transaction: two that change the same rows never wait on each other in a circle. */
const inRowOrder = (changes: readonly StockChange[]): StockChange[] =>
  [...changes].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

/** The units of a size on the shelf now, or undefined for a size the product does not have. */
export async function unitsInStock(trx: Kysely<DB>, productId: string, size: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('product_stock')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row?.quantity;
}

/**
 * The units of a size as unitsInStock, the row kept from changing until `trx` ends (PostgreSQL; on SQLite a transaction
 * that has written holds the database's write lock already): what the caller decides from them stays true until it
 * commits.
 */
export async function unitsInStockHeld(trx: Kysely<DB>, productId: string, size: string): Promise<number | undefined> {
  let query = trx
    .selectFrom('product_stock')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('size', '=', size);
  if (isPostgres(trx)) query = query.forShare();
  return (await query.executeTakeFirst())?.quantity;
}

/**
 * Applies stock changes inside `trx`, each one update naming its reason, order and operator, from which the table's
 * trigger writes the ledger entry (stockLedger.ts). A decrease happens only while at least that many are left: the
 * condition is checked on the row as it is when the update gets it, after any other writer's commit, so a race of
 * many buyers for the last units sells each unit once on SQLite and PostgreSQL alike. Throws StockShortfall (the
 * caller's transaction then rolls back) when a size has fewer left. Units given back to a size the product no longer
 * sells, or to a removed product, have no shelf to go to and are dropped.
 */
export async function applyStock(trx: Kysely<DB>, changes: readonly StockChange[]): Promise<void> {
  const updated_at = Date.now();
  for (const { productId, size, delta, reason, orderId = null, by = null } of inRowOrder(changes)) {
    const changed = await trx
      .updateTable('product_stock')
      .set((eb) => ({
        quantity: eb('quantity', '+', delta),
        updated_at,
        last_reason: reason,
        last_order_id: orderId,
        last_by: by,
      }))
      .where('product_id', '=', productId)
      .where('size', '=', size)
      .where('quantity', '>=', Math.max(0, -delta))
      .executeTakeFirst();
    if (delta < 0 && Number(changed.numUpdatedRows) === 0)
      throw new StockShortfall(productId, size, (await unitsInStock(trx, productId, size)) ?? 0);
  }
}

/** Changes that take (negative `sign`) or give back (positive) an order's lines. */
export const linesChanges = (
  lines: readonly StockLine[],
  sign: 1 | -1,
  reason: StockReason,
  orderId: string | null,
  by: string | null = null,
): StockChange[] =>
  lines.map((line) => ({
    productId: line.productId,
    size: line.size,
    delta: sign * line.quantity,
    reason,
    orderId,
    by,
  }));

/** The refusal of a checkout whose cart holds more of a size than is left, naming the product. */
async function checkoutRefusal(db: Kysely<DB>, shortfall: StockShortfall): Promise<OutOfStock> {
  const { productId, size, left } = shortfall;
  const name = (await findProducts(db, [productId])).get(productId)?.name ?? productId;
  return new OutOfStock({
    key: left > 0 ? 'stock.onlyLeftAtCheckout' : 'stock.soldOutAtCheckout',
    values: { name, size, left },
  });
}

/**
 * Runs a checkout's `attempt`. When a size falls short, `free` gives back units that could serve it (those of holds
 * that have ended; for cash on delivery also the shopper's own waiting payment's), and the attempt runs once more if
 * it freed any; a shortfall that remains is 409 naming the line.
 */
export async function withUnitsFreed<T>(
  db: Kysely<DB>,
  attempt: () => Promise<T>,
  free: () => Promise<number>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof StockShortfall)) throw error;
    if ((await free()) === 0) throw await checkoutRefusal(db, error);
  }
  try {
    return await attempt();
  } catch (error) {
    throw error instanceof StockShortfall ? await checkoutRefusal(db, error) : error;
  }
}

/**
 * Locks the stock rows of these lines in the one order every transaction uses (PostgreSQL; SQLite runs one writer at a
 * time anyway), for a transaction that gives units back and then takes others in two steps.
 */
export async function lockStockRows(trx: Kysely<DB>, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0 || !isPostgres(trx)) return;
  await trx
    .selectFrom('product_stock')
    .select('quantity')
    .where((eb) =>
      eb(
        eb.refTuple('product_id', 'size'),
        'in',
        lines.map((line) => eb.tuple(line.productId, line.size)),
      ),
    )
    // Byte order, as applyStock sorts (ids and sizes are ASCII): a collation's order could differ and cross it.
    .orderBy(sql`product_id collate "C"`)
    .orderBy(sql`size collate "C"`)
    .forNoKeyUpdate()
    .execute();
}
