// Closing an account at its owner's word: the orders stay for the shop's books, everything that names the person goes.
import type { Kysely, Transaction } from 'kysely';
import { AWAITING_PAYMENT, ORDER_LIFECYCLE } from '../constants';
import type { DB } from '../db/schema';
import type { Address } from '../schemas/entities';
import { confirmPassword, findUserRow } from './ownAccount';
import { OrderOnItsWay, UnknownAccount, WrongPassword } from './errors';
import type { LoginDelayPolicy } from './loginAttempts';
import type { PasswordHasher } from './passwords';
import { lockUser } from './userLock';

/**
 * Orders the shop still has to deliver (a status the lifecycle can move on from), and a payment under way, which
 * becomes such an order if the provider takes it: the shop needs their address.
 */
const STILL_TO_DELIVER = [
  ...Object.entries(ORDER_LIFECYCLE)
    .filter(([, next]) => next.length > 0)
    .map(([status]) => status),
  AWAITING_PAYMENT,
];

/** The fields of an order's address that name or reach the person; city, state, zipcode and country stay. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'street', 'phone'] as const;

/**
 * What a closed account's e-mail becomes: unique, and never an e-mail address (it has no @), so nobody can type it to
 * log in, and the real address is free to sign up again.
 */
export const closedAccountEmail = (userId: string) => `closed:${userId}`;

/** Empties the personal fields of every order of the account; answers the orders' ids. */
async function forgetOrderAddresses(trx: Transaction<DB>, userId: string): Promise<string[]> {
  const orders = await trx.selectFrom('orders').select(['id', 'address']).where('user_id', '=', userId).execute();
  for (const order of orders) {
    const address = JSON.parse(order.address) as Address;
    // Emptied rather than removed: every order keeps the shape its schema (and every client) knows.
    const kept = { ...address, ...Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, ''])) };
    await trx
      .updateTable('orders')
      .set({ address: JSON.stringify(kept) })
      .where('id', '=', order.id)
      .execute();
  }
  return orders.map((order) => order.id);
}

/**
 * Closes the account once its password is given, in one transaction under the shopper's lock (placing an order takes
 * it too, so an order is either placed before, and refuses the closing while it is on its way, or finds the cart gone):
 * the user row keeps its id and orders but loses its name, e-mail and password, and every token; its cart, saved
 * addresses, e-mail links and mail are deleted, and its orders' addresses lose what names the person.
 */
export async function closeAccount(
  db: Kysely<DB>,
  userId: string,
  password: string,
  checks: { passwords: PasswordHasher; delays: LoginDelayPolicy },
): Promise<void> {
  const user = await findUserRow(db, userId);
  if (!user) throw new UnknownAccount(userId);
  await confirmPassword(db, user, password, checks);
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const now = await trx
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    // Changed since it was checked (a new password, or closed by a request just before this one).
    if (!now || now.password_hash !== user.password_hash) throw new WrongPassword();
    const onItsWay = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', STILL_TO_DELIVER)
      .executeTakeFirst();
    if (onItsWay) throw new OrderOnItsWay();

    const orderIds = await forgetOrderAddresses(trx, userId);
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('saved_addresses').where('user_id', '=', userId).execute();
    await trx.deleteFrom('account_links').where('user_id', '=', userId).execute();
    // Mail to the account and its orders' confirmations (written once per order, whoever they go to), sent or not:
    // a sent one's copy names the person too.
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb('recipient', '=', now.email),
          ...(orderIds.length > 0
            ? [
                eb(
                  'dedupe_key',
                  'in',
                  orderIds.map((id) => `order:${id}`),
                ),
              ]
            : []),
        ]),
      )
      .execute();
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
