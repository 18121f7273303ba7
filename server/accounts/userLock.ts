// One shopper's writes in turn: a lock on their account row for the rest of a transaction, so parallel requests of one
// shopper (twenty payment starts, a hundred new cart lines) act one after another instead of each checking a state
// that the others are about to change.
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/** Takes the user's lock inside `trx`; it is released when the transaction ends. */
export async function lockUser(trx: Kysely<DB>, userId: string): Promise<void> {
  if (isPostgres(trx)) {
    // FOR NO KEY UPDATE: it orders the lockers, yet lets foreign-key checks (inserting an order or a cart line for this
    // user, which take FOR KEY SHARE) through, so no transaction waits on another in a circle.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    return;
  }
  // SQLite has no row locks; a write takes the database's write lock at once, which orders the transactions of
  // several server processes (within one process Kysely already runs SQLite transactions one at a time).
  await trx
    .updateTable('users')
    .set((eb) => ({ token_version: eb.ref('token_version') }))
    .where('id', '=', userId)
    .execute();
}
