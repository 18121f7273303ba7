// One account's wishlist changes in turn, so parallel saves count each other and never pass the limit. Not the
// accounts wing's lockUser: that wing imports this one (an account's closing forgets its wishlist).
import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/** The first key of PostgreSQL's two-key transaction locks the wishlists take (any number no other lock uses). */
const WISHLIST_LOCKS = 4_501_508;

/** Takes the account's wishlist lock for the rest of `trx`. */
export async function lockWishlist(trx: Transaction<DB>, userId: string): Promise<void> {
  if (isPostgres(trx)) {
    // Two accounts whose ids hash alike only wait on each other; nothing is wrong.
    await sql`select pg_advisory_xact_lock(${WISHLIST_LOCKS}, hashtext(${userId}))`.execute(trx);
    return;
  }
  // On SQLite a write takes the database's write lock at once, which orders the transactions of several processes
  // (the update changes no row).
  await trx
    .updateTable('wishlist_items')
    .set((eb) => ({ saved_at: eb.ref('saved_at') }))
    .where('user_id', '=', '')
    .execute();
}
