// Closing an account at its owner's word: the orders stay for the shop's books, everything that names the person goes.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { forgetMail } from '../mail';
import { forgetReviews } from '../reviews';
import { forgetWishlist } from '../wishlist';
import { confirmPassword, findUserRow } from './ownAccount';
import { CreditLeft, OrderOnItsWay, ReturnOpen, UnknownAccount, WrongPassword } from './errors';
import type { LoginDelayPolicy } from './loginAttempts';
import type { PasswordHasher } from './passwords';
import type { ShopperOrders } from './shopperOrders';
import { lockUser } from './userLock';
import { dropAdminRole, lockRoles } from './roles';

/**
 * What a closed account's e-mail becomes: unique, and never an e-mail address (it has no @), so nobody can type it to
 * log in, and the real address is free to sign up again.
 */
export const closedAccountEmail = (userId: string) => `closed:${userId}`;

/**
 * Closes the account once its password is given, in one transaction under the shopper's lock (placing an order takes
 * it too, so an order is either placed before, and refuses the closing while it is on its way, or finds the cart gone).
 * Refused while a return or exchange is open, and while store credit is left unless `forfeitCredit` says the owner
 * gives it up (its ledger stays with the closed account, for the books, and nobody can spend it):
 * the user row keeps its id and orders but loses its name, e-mail, password and admin role (refused for the shop's last
 * admin), and every token; its cart, wishlist, reviews (and the reports it made), saved addresses, e-mail links and mail
 * are deleted, and its orders' addresses lose what names the person (`orders`, the orders wing's hook, does what
 * touches its tables).
 */
export async function closeAccount(
  db: Kysely<DB>,
  userId: string,
  { password, forfeitCredit = false }: { password: string; forfeitCredit?: boolean },
  checks: { passwords: PasswordHasher; delays: LoginDelayPolicy },
  orders: ShopperOrders,
): Promise<void> {
  const user = await findUserRow(db, userId);
  if (!user) throw new UnknownAccount(userId);
  await confirmPassword(db, user, password, checks);
  await db.transaction().execute(async (trx) => {
    // Role changes' lock first, as every change of role takes it: an admin's account may be losing its role.
    await lockRoles(trx);
    await lockUser(trx, userId);
    const now = await trx
      .selectFrom('users')
      .select(['email', 'password_hash', 'role'])
      .where('id', '=', userId)
      .executeTakeFirst();
    // Changed since it was checked (a new password, or closed by a request just before this one).
    if (!now || now.password_hash !== user.password_hash) throw new WrongPassword();
    if (await orders.onItsWay(trx, userId)) throw new OrderOnItsWay();
    // A return on its way needs the pickup address, and its refund or new size an account to go to.
    if (await orders.afterSaleOpen(trx, userId)) throw new ReturnOpen();
    // No open order or return is left to add credit: what is left now is what the owner gives up, knowingly.
    const credit = await orders.creditLeft(trx, userId);
    if (credit > 0 && !forfeitCredit) throw new CreditLeft(credit);
    // A closed account holds no role: its closing takes it, recorded as its own change (never the last admin's).
    if (now.role === 'admin')
      await dropAdminRole(trx, { id: userId, email: now.email }, { by: now.email, byId: userId });

    const orderMailKeys = await orders.forget(trx, userId);
    await trx.deleteFrom('saved_addresses').where('user_id', '=', userId).execute();
    await forgetWishlist(trx, userId);
    await forgetReviews(trx, userId);
    await trx.deleteFrom('account_links').where('user_id', '=', userId).execute();
    // Mail to the account and its orders' confirmations (written once per order, whoever they go to), sent or not:
    // a sent one's copy names the person too.
    await forgetMail(trx, { recipient: now.email, dedupeKeys: orderMailKeys });
    await trx.deleteFrom('login_attempts').where('email', '=', now.email).execute();
    await trx
      .updateTable('users')
      .set((eb) => ({
        name: '',
        email: closedAccountEmail(userId),
        // No scrypt hash: nothing matches it.
        password_hash: '!',
        closed_at: Date.now(),
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', userId)
      .execute();
  });
}
