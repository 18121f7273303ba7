// An unconfirmed account taken over by its e-mail's owner (a reset link read from the mailbox): whoever signed up with
// the address before kept things in it that name them, and the new owner must see none of it. The shop keeps their
// orders for its own records, under an internal holder: a closed account nobody can log in to.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { handReviewsOver } from '../reviews';
import { forgetWishlist } from '../wishlist';
import { dropAdminRole } from './roles';
import type { ShopperOrders } from './shopperOrders';

/** Who the role changes record for a handover. */
const TAKEOVER = { by: 'reset-link', byId: null };

/** The e-mail column of an earlier holder: unique, and never an e-mail address (no @), so nobody can log in as it. */
export const earlierHolderEmail = (holderId: string) => `earlier-holder:${holderId}`;

/**
 * Inside the reset's transaction, under the role changes' and the account's locks: removes the earlier holder's saved
 * addresses, cart and wishlist and the admin role they may have been given, moves their orders with their returns,
 * store credit, invoices and credit notes (the orders wing's hook) and their reviews to a new internal holder that
 * keeps their sign-up name, and leaves the account without a name (the one it had was theirs).
 */
export async function handOverUnconfirmed(
  trx: Transaction<DB>,
  userId: string,
  orders: Pick<ShopperOrders, 'emptyCart' | 'moveOrders'>,
): Promise<void> {
  await trx.deleteFrom('saved_addresses').where('user_id', '=', userId).execute();
  await orders.emptyCart(trx, userId);
  // What they saved for later is theirs, and worth nothing to the shop's books.
  await forgetWishlist(trx, userId);
  const account = await trx
    .selectFrom('users')
    .select(['name', 'email', 'created_at', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // The role was given to whoever signed up, not to the mailbox's owner (refused for the shop's last admin).
  if (account.role === 'admin') await dropAdminRole(trx, { id: userId, email: account.email }, TAKEOVER);
  const holderId = randomUUID();
  await trx
    .insertInto('users')
    .values({
      id: holderId,
      name: account.name,
      email: earlierHolderEmail(holderId),
      // No scrypt hash: nothing matches it.
      password_hash: '!',
      created_at: account.created_at,
      closed_at: Date.now(),
    })
    .execute();
  // Their reviews (of their orders' lines) and reports go with their orders.
  await handReviewsOver(trx, userId, holderId);
  // A holder with no orders keeps nothing worth a row.
  if ((await orders.moveOrders(trx, userId, holderId)) === 0)
    await trx.deleteFrom('users').where('id', '=', holderId).execute();
  await trx.updateTable('users').set({ name: '' }).where('id', '=', userId).execute();
}
