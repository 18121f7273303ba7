// The shelves as the catalog reads and writes them with its products (catalog/productShelves.ts): the units its
// answers show, the mark its caches check, a new product's first shelf and an import's stock column. The catalog takes
// `productShelves` from its callers, who take it from here.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { unitsByProductOf, type ProductShelves, type UnitsByProduct } from '../catalog';
import { shelveStartingStock } from './startingStock';
import { importStock } from './stockImport';

/** Units left per product and size, read in one go. */
export async function stockByProduct(db: Kysely<DB>): Promise<UnitsByProduct> {
  return unitsByProductOf(await db.selectFrom('product_stock').select(['product_id', 'size', 'quantity']).execute());
}

/**
 * A mark that changes whenever any stock does: a sale or a hold changes the sum of units, and any write moves the
 * latest change time. Read in one pass by the database, so checking it costs no rows sent.
 */
export async function stockMark(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('product_stock')
    .select((eb) => [
      eb.fn.countAll<number>().as('sizes'),
      eb.fn.sum<number>('quantity').as('units'),
      eb.fn.max('updated_at').as('changed'),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(row.sizes)}:${Number(row.units ?? 0)}:${Number(row.changed ?? 0)}`;
}

export const productShelves: ProductShelves = {
  shelveNew: shelveStartingStock,
  shelveImported: importStock,
  unitsByProduct: stockByProduct,
  shelvesOf: (db, ids) =>
    db.selectFrom('product_stock').select(['product_id', 'size', 'quantity']).where('product_id', 'in', ids),
  mark: stockMark,
};
