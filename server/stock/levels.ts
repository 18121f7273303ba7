// The operator's stock: setting a size's units after a count or a delivery, the sizes that run low, and the ledger of
// one product. Shared by the admin API and the command line.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { InvalidStock, UnknownProduct } from './errors';
import { findProducts, listProducts, units, UNITS_RULE, withStock } from '../catalog';
import { stockByProduct } from './shelves';
import type { StockLine } from './changes';

export interface StockLevel {
  productId: string;
  name: string;
  size: string;
  quantity: number;
}

export interface LedgerEntry {
  at: number;
  size: string;
  delta: number;
  balance: number;
  reason: string;
  orderId: string | null;
  by: string | null;
}

export interface StockSetting {
  productId: string;
  size: string;
  /** As given: checked here, so the command line and the API refuse the same mistakes in the same words. */
  quantity: unknown;
  by: string;
}

/** The product and size must exist and be sold; answers the product's name. */
async function soldSize(db: Kysely<DB>, productId: string, size: string): Promise<string> {
  const product = (await findProducts(db, [productId])).get(productId);
  if (!product) throw new UnknownProduct(productId);
  const sizes = JSON.parse(product.sizes) as string[];
  if (!sizes.includes(size))
    throw new InvalidStock(`${productId} is not sold in size ${size}; its sizes are ${sizes.join(', ')}.`);
  return product.name;
}

/** Sets a size's units to a count, whatever sold meanwhile (the count is what is on the shelf). Answers the units before. */
export async function setStock(
  db: Kysely<DB>,
  { productId, size, quantity, by }: StockSetting,
): Promise<{ before: number; after: number }> {
  const after = units(quantity);
  if (after === null) throw new InvalidStock(`The stock must be ${UNITS_RULE}; it is ${JSON.stringify(quantity)}.`);
  await soldSize(db, productId, size);
  const set = {
    quantity: after,
    updated_at: Date.now(),
    last_reason: 'set' as const,
    last_order_id: null,
    last_by: by,
  };
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('product_stock')
      .values({ product_id: productId, size, ...set })
      .onConflict((oc) => oc.columns(['product_id', 'size']).doUpdateSet(set))
      .execute();
    // The trigger's entry says what the count replaced, whatever sold just before it.
    const entry = await trx
      .selectFrom('stock_ledger')
      .select('delta')
      .where('product_id', '=', productId)
      .where('size', '=', size)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { before: after - entry.delta, after };
  });
}

/**
 * Units per product and size as a shopper can buy them: the stock, and the units of holds that have ended but are not
 * given back yet (the hold sweeper and the next shortfall give them back; a read changes nothing). The stock is read
 * first: a hold given back between the two reads is then counted once at most, never twice.
 */
async function withEndedHolds(
  db: Kysely<DB>,
  stock: Map<string, Record<string, number>>,
  endedHolds: EndedHolds,
): Promise<Map<string, Record<string, number>>> {
  for (const line of await endedHolds(db)) {
    const sizes = stock.get(line.productId);
    // As when the hold is given back: a size with no shelf (no longer sold, or the product removed) takes nothing.
    const units = sizes?.[line.size];
    if (sizes && units !== undefined) sizes[line.size] = units + line.quantity;
  }
  return stock;
}

/** The lines of every hold that has ended but not been given back yet (the orders wing's, whose rows hold them). */
export type EndedHolds = (db: Kysely<DB>) => Promise<StockLine[]>;

/** Every product's sizes in list order, or with `low` those at or under it: the units a shopper can buy. */
export async function stockLevels(
  db: Kysely<DB>,
  { low }: { low?: number },
  endedHolds: EndedHolds,
): Promise<StockLevel[]> {
  const products = withStock(await listProducts(db), await withEndedHolds(db, await stockByProduct(db), endedHolds));
  return products
    .flatMap((product) =>
      product.sizes.map((size) => ({
        productId: product._id,
        name: product.name,
        size,
        quantity: product.stock[size] ?? 0,
      })),
    )
    .filter((level) => low === undefined || level.quantity <= low);
}

/**
 * One product's units per size, as a shopper can buy them, and its ledger, newest first (an ended hold's release is
 * written there when it is given back). A removed product still has its ledger.
 */
export async function productStock(
  db: Kysely<DB>,
  productId: string,
  limit: number,
  endedHolds: EndedHolds,
): Promise<{ stock: Record<string, number>; ledger: LedgerEntry[] }> {
  const rows = await db
    .selectFrom('stock_ledger')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const product = (await findProducts(db, [productId])).get(productId);
  if (!product && rows.length === 0) throw new UnknownProduct(productId);
  const shelf = await db
    .selectFrom('product_stock')
    .select(['size', 'quantity'])
    .where('product_id', '=', productId)
    .execute();
  const stock = new Map([[productId, Object.fromEntries(shelf.map((row) => [row.size, row.quantity]))]]);
  const known = (await withEndedHolds(db, stock, endedHolds)).get(productId);
  const sizes = product ? (JSON.parse(product.sizes) as string[]) : [];
  return {
    stock: Object.fromEntries(sizes.map((size) => [size, known?.[size] ?? 0])),
    ledger: rows.map((row) => ({
      at: row.at,
      size: row.size,
      delta: row.delta,
      balance: row.balance,
      reason: row.reason,
      orderId: row.order_id,
      by: row.changed_by,
    })),
  };
}
