// A size's restocks (its units from none to some), as product_stock's trigger records them (migration 0030), whatever
// road made them: numbered by the database in the order each size's restocks happened. Another wing claims them to
// act on them (the alerts wing ends the alerts waiting for a size, alerts/restocks.ts), and reads the number of a
// size's last one, under the size's lock, to know which later restocks are news to it.
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/** A restock claimed: its number, and the size it filled. */
export interface Restock {
  id: number;
  productId: string;
  size: string;
}

/**
 * The number of the size's last restock not yet claimed and handled (0 when there is none): call it after
 * unitsInStockHeld in the same transaction, so no restock of the size can happen between the two. Every restock
 * recorded after it has a larger number; one claimed meanwhile has a number no larger.
 */
export async function lastRestockOf(trx: Kysely<DB>, productId: string, size: string): Promise<number> {
  const row = await trx
    .selectFrom('stock_restocks')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Whether any restock waits to be claimed: a read, so that a sender with nothing to claim writes nothing. */
export async function restocksRecorded(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('stock_restocks').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Claims up to `limit` restocks, oldest first, inside the caller's transaction: they are deleted, so they are handled
 * once if it commits and stay for the next claim if it rolls back. On PostgreSQL a restock another process is
 * claiming is skipped; on SQLite the database's write lock orders the claimers.
 */
export async function claimRestocks(trx: Kysely<DB>, limit: number): Promise<Restock[]> {
  const rows = await trx
    .deleteFrom('stock_restocks')
    .where('id', 'in', (eb) => {
      const oldest = eb.selectFrom('stock_restocks').select('id').orderBy('id').limit(limit);
      return isPostgres(trx) ? oldest.forUpdate().skipLocked() : oldest;
    })
    .returning(['id', 'product_id', 'size'])
    .execute();
  return rows
    .map((row) => ({ id: Number(row.id), productId: row.product_id, size: row.size }))
    .sort((a, b) => a.id - b.id);
}
