// The stock of imported products, in the catalog's import transaction: a stock column sets the sizes it names, a new size
// starts at 0, a size the product no longer sells leaves the shelf; the table's trigger writes each to the ledger.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { ImportedStock } from '../catalog';

/** Rows per statement: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) all.push(items.slice(start, start + CHUNK));
  return all;
}

/** Units per product and size as they are now. */
async function stockNow(trx: Transaction<DB>, ids: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const found = new Map<string, Map<string, number>>();
  for (const part of chunks(ids)) {
    const rows = await trx
      .selectFrom('product_stock')
      .select(['product_id', 'size', 'quantity'])
      .where('product_id', 'in', part)
      .execute();
    for (const row of rows)
      (found.get(row.product_id) ?? found.set(row.product_id, new Map()).get(row.product_id))?.set(
        row.size,
        row.quantity,
      );
  }
  return found;
}

export async function importStock(
  trx: Transaction<DB>,
  products: readonly ImportedStock[],
  by: string | null,
): Promise<void> {
  const before = await stockNow(
    trx,
    products.map((product) => product.id),
  );
  const written = { updated_at: Date.now(), last_reason: 'import' as const, last_order_id: null, last_by: by };
  const rows: Array<typeof written & { product_id: string; size: string; quantity: number }> = [];
  const gone: Array<{ productId: string; size: string }> = [];
  for (const product of products) {
    const had = before.get(product.id) ?? new Map<string, number>();
    for (const size of product.sizes) {
      const was = had.get(size);
      const wanted = product.stock?.get(size) ?? (was === undefined ? 0 : undefined);
      if (wanted !== undefined && wanted !== was)
        rows.push({ product_id: product.id, size, quantity: wanted, ...written });
    }
    for (const size of had.keys()) if (!product.sizes.includes(size)) gone.push({ productId: product.id, size });
  }
  for (const part of chunks(rows)) {
    await trx
      .insertInto('product_stock')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['product_id', 'size']).doUpdateSet((eb) => ({
          quantity: eb.ref('excluded.quantity'),
          updated_at: eb.ref('excluded.updated_at'),
          last_reason: eb.ref('excluded.last_reason'),
          last_order_id: eb.ref('excluded.last_order_id'),
          last_by: eb.ref('excluded.last_by'),
        })),
      )
      .execute();
  }
  for (const part of chunks(gone)) {
    await trx
      .deleteFrom('product_stock')
      .where((eb) =>
        eb(
          eb.refTuple('product_id', 'size'),
          'in',
          part.map((row) => eb.tuple(row.productId, row.size)),
        ),
      )
      .execute();
  }
}
