// The starting stock of products just added in bulk (the demo's first catalog, the benchmark's grown one), in the
// catalog's transaction that adds them: each size's units, written as set by `by`, so the table's trigger writes each
// to the ledger as a count.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { StartingUnits } from '../catalog';

/** Rows per insert: well under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 500;

export async function shelveStartingStock(
  trx: Transaction<DB>,
  units: readonly StartingUnits[],
  by: string,
): Promise<void> {
  const updated_at = Date.now();
  const rows = units.map(({ productId, size, quantity }) => ({
    product_id: productId,
    size,
    quantity,
    updated_at,
    last_reason: 'set' as const,
    last_by: by,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await trx
      .insertInto('product_stock')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}
