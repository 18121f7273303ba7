// Reading products: the catalog in list order (newest first) and single-product look-ups.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, ProductsTable } from '../db/schema';
import type { Product } from '../schemas/entities';
import { toRupees } from './money';

export type ProductRow = Selectable<ProductsTable>;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.price_paise),
    image: JSON.parse(row.images) as string[],
    category: row.category,
    subCategory: row.sub_category,
    sizes: JSON.parse(row.sizes) as string[],
    bestseller: Boolean(row.bestseller),
  };
}

export async function listProducts(db: Kysely<DB>): Promise<Product[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toProduct);
}

export async function findProducts(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function offersSize(row: ProductRow, size: string): boolean {
  return (JSON.parse(row.sizes) as string[]).includes(size);
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
export async function raiseCatalogVersion(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('shop_counters')
    .set({ value: sql<number>`value + 1` })
    .where('name', '=', 'catalog_version')
    .execute();
}

/** Changes the products in one transaction that also raises the catalog's version. */
export function changeCatalog<T>(db: Kysely<DB>, change: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await raiseCatalogVersion(trx);
    return result;
  });
}
