// Reading products: the catalog in list order (newest first) with each size's stock, and single-product look-ups.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, ProductsTable } from '../db/schema';
import type { Product, ProductFields } from '../schemas/entities';
import { toRupees } from '../../contract';

export type ProductRow = Selectable<ProductsTable>;

export function toProduct(row: ProductRow): ProductFields {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    // Present only when the product has them: a product without Hindi texts keeps exactly its old fields.
    ...(row.name_hi !== null && { nameHi: row.name_hi }),
    ...(row.description_hi !== null && { descriptionHi: row.description_hi }),
    price: toRupees(row.price_paise),
    image: JSON.parse(row.images) as string[],
    category: row.category,
    subCategory: row.sub_category,
    sizes: JSON.parse(row.sizes) as string[],
    bestseller: Boolean(row.bestseller),
  };
}

export async function listProducts(db: Kysely<DB>): Promise<ProductFields[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toProduct);
}

type StockRow = { product_id: string; size: string; quantity: number };

function byProduct(rows: readonly StockRow[]): Map<string, Record<string, number>> {
  const stock = new Map<string, Record<string, number>>();
  for (const row of rows) {
    // Sizes are data: a null prototype keeps a size such as "__proto__" an ordinary key.
    const sizes =
      stock.get(row.product_id) ??
      stock.set(row.product_id, Object.create(null) as Record<string, number>).get(row.product_id);
    if (sizes) sizes[row.size] = row.quantity;
  }
  return stock;
}

/** Units left per product and size, read in one go. */
export async function stockByProduct(db: Kysely<DB>): Promise<Map<string, Record<string, number>>> {
  return byProduct(await db.selectFrom('product_stock').select(['product_id', 'size', 'quantity']).execute());
}

/**
 * The units left of the products named, and the catalog's version, read in one statement: the version the stock
 * belongs with, at the cost of one round trip.
 */
export async function stockWithVersion(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<{ version: number; stock: Map<string, Record<string, number>> }> {
  if (ids.length === 0) return { version: await catalogVersion(db), stock: new Map() };
  const rows = await db
    .selectFrom('shop_counters')
    .leftJoin('product_stock', (join) => join.on('product_stock.product_id', 'in', [...new Set(ids)]))
    .select([
      'shop_counters.value as version',
      'product_stock.product_id',
      'product_stock.size',
      'product_stock.quantity',
    ])
    .where('shop_counters.name', '=', 'catalog_version')
    .execute();
  const [first] = rows;
  if (!first) throw new Error('The catalog has no version: the database is not migrated.');
  return {
    version: Number(first.version),
    stock: byProduct(rows.filter((row): row is typeof row & StockRow => row.product_id !== null)),
  };
}

/** Products with their stock: every size they sell, 0 where the shop has none. */
export function withStock(products: readonly ProductFields[], stock: Map<string, Record<string, number>>): Product[] {
  return products.map((product) => {
    const known = stock.get(product._id);
    return { ...product, stock: Object.fromEntries(product.sizes.map((size) => [size, known?.[size] ?? 0])) };
  });
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

export async function countProducts(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProducts(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The catalog's version: it rises with every change to the products. */
export async function catalogVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('shop_counters')
    .select('value')
    .where('name', '=', 'catalog_version')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Raises the catalog's version, in the transaction that changes the products. */
async function raiseCatalogVersion(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('shop_counters')
    .set({ value: sql<number>`value + 1` })
    .where('name', '=', 'catalog_version')
    .execute();
}

/**
 * Changes the products in one transaction that also raises the catalog's version. The version is raised first: that
 * orders the catalog's changes, and on SQLite takes the write lock at once, so the change's reads are never of a
 * database another process writes before this one does.
 */
export function changeCatalog<T>(db: Kysely<DB>, change: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await raiseCatalogVersion(trx);
    return change(trx);
  });
}
