// Reading products: the catalog in list order (newest first) with each size's stock (read by the stock wing's
// shelves, productShelves.ts), and single-product look-ups.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, ProductsTable } from '../db/schema';
import type { Product, ProductFields } from '../schemas/entities';
import { toRupees } from '../../contract';
import { ProductNotFound } from './errors';
import { unitsByProductOf, type ProductShelves, type ShelfRow, type UnitsByProduct } from './productShelves';

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
    // Only on a product the shop takes no returns of: every other product keeps exactly its old fields.
    ...(row.returnable === 0 && { returnable: false as const }),
  };
}

export async function listProducts(db: Kysely<DB>): Promise<ProductFields[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toProduct);
}

/**
 * The units left of the products named, and the catalog's version, read in one statement (the stock wing's
 * `shelvesOf` joined to the version): the version the stock belongs with, at the cost of one round trip.
 */
export async function stockWithVersion(
  db: Kysely<DB>,
  ids: readonly string[],
  shelvesOf: ProductShelves['shelvesOf'],
): Promise<{ version: number; stock: UnitsByProduct }> {
  if (ids.length === 0) return { version: await catalogVersion(db), stock: new Map() };
  const rows = await db
    .selectFrom('shop_counters')
    .leftJoin(shelvesOf(db, [...new Set(ids)]).as('shelf'), (join) => join.onTrue())
    .select(['shop_counters.value as version', 'shelf.product_id', 'shelf.size', 'shelf.quantity'])
    .where('shop_counters.name', '=', 'catalog_version')
    .execute();
  const [first] = rows;
  if (!first) throw new Error('The catalog has no version: the database is not migrated.');
  return {
    version: Number(first.version),
    stock: unitsByProductOf(rows.filter((row): row is typeof row & ShelfRow => row.product_id !== null)),
  };
}

/** Products with their stock: every size they sell, 0 where the shop has none. */
export function withStock(products: readonly ProductFields[], stock: UnitsByProduct): Product[] {
  return products.map((product) => {
    const known = stock.get(product._id);
    return { ...product, stock: Object.fromEntries(product.sizes.map((size) => [size, known?.[size] ?? 0])) };
  });
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

/** The product, or the shopper's 404 ("no such product") when the shop does not have it. */
export async function productOrNotFound(db: Kysely<DB>, id: string): Promise<ProductRow> {
  const product = (await findProducts(db, [id])).get(id);
  if (!product) throw new ProductNotFound({ key: 'catalog.noSuchProduct' });
  return product;
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
