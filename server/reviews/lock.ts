// One account's review writes in turn (reviews, reports, photo uploads), so writes at once count each other against
// the day's limits, and two reviews of one line cannot both pass the check for an earlier one.
import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/** The first key of PostgreSQL's two-key transaction locks the reviews take (any number no other lock uses). */
const REVIEW_LOCKS = 4_901_049;

/** Takes the account's review lock for the rest of `trx`. */
export async function lockReviewer(trx: Transaction<DB>, userId: string): Promise<void> {
  if (isPostgres(trx)) {
    // Two accounts whose ids hash alike only wait on each other; nothing is wrong.
    await sql`select pg_advisory_xact_lock(${REVIEW_LOCKS}, hashtext(${userId}))`.execute(trx);
    return;
  }
  // On SQLite a write takes the database's write lock at once, which orders the transactions of several processes
  // (the update changes no row).
  await trx
    .updateTable('review_photos')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('user_id', '=', '')
    .execute();
}
