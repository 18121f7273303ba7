// Products added in bulk with their starting stock, outside the operator's import: the demo's first catalog and the
// benchmark's grown one. An id the shop already has is left as it is, so processes seeding at once add each product
// once.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ProductsTable } from '../db/schema';
import { changeCatalog } from './productRecords';
import type { ProductShelves } from './productShelves';
import { indexProducts } from './searchIndex';

/** Rows per insert: 10 columns each keeps a statement well under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 500;

/** Each size's starting units of a product. */
export type StartingStock = (productId: string, sizes: string[]) => Array<{ size: string; quantity: number }>;

/** Every product as stored, newest first: what the benchmark models its generated products on. */
export function productRows(db: Kysely<DB>): Promise<Selectable<ProductsTable>[]> {
  return db.selectFrom('products').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

/** How added products get their first units. */
export interface Shelving {
  startingStock: StartingStock;
  /** Who shelves them, in the ledger. */
  by: string;
  /** The stock wing's shelves, which take them in the transaction that adds the products. */
  shelves: Pick<ProductShelves, 'shelveNew'>;
}

/**
 * Adds these products, and the starting stock of those this call added, in one change of the catalog. Answers how
 * many it added.
 */
export function addProducts(
  db: Kysely<DB>,
  products: readonly Insertable<ProductsTable>[],
  { startingStock, by, shelves }: Shelving,
): Promise<number> {
  if (products.length === 0) return Promise.resolve(0);
  return changeCatalog(db, async (trx) => {
    const added: Array<{
      id: string;
      sizes: string;
      name: string;
      name_hi: string | null;
      category: string;
      sub_category: string;
    }> = [];
    for (let start = 0; start < products.length; start += ROWS_PER_INSERT) {
      added.push(
        ...(await trx
          .insertInto('products')
          .values(products.slice(start, start + ROWS_PER_INSERT))
          .onConflict((oc) => oc.column('id').doNothing())
          .returning(['id', 'sizes', 'name', 'name_hi', 'category', 'sub_category'])
          .execute()),
      );
    }
    const units = added.flatMap((row) =>
      startingStock(row.id, JSON.parse(row.sizes) as string[]).map((entry) => ({ productId: row.id, ...entry })),
    );
    await shelves.shelveNew(trx, units, by);
    await indexProducts(trx, added);
    return added.length;
  });
}
