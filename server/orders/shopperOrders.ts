// The orders wing's answers about one shopper, for the accounts wing (accounts' ShopperOrders hook): whether the shop
// still owes them a delivery or a return's end, the store credit they have, forgetting them when their account closes,
// handing their orders to another holder when the owner of their e-mail takes the account over, their cart, and how
// many orders they placed.
import type { Kysely, Transaction } from 'kysely';
import { AWAITING_PAYMENT, ORDER_LIFECYCLE, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import type { Address } from '../schemas/entities';
import { listAccounts, type ShopperOrders } from '../accounts';
import { handTaxDocumentsOver } from '../invoices';
import { deliveredMailKey, orderMailKey } from './orderMail';

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

async function onItsWay(trx: Transaction<DB>, userId: string): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', STILL_TO_DELIVER)
    .executeTakeFirst();
  return order !== undefined;
}

const emptyCart = async (trx: Transaction<DB>, userId: string): Promise<void> => {
  await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
};

/** Empties the personal fields of every order of the account, and its cart. */
async function forget(trx: Transaction<DB>, userId: string): Promise<string[]> {
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
  await emptyCart(trx, userId);
  return orders.flatMap((order) => [orderMailKey(order.id), deliveredMailKey(order.id)]);
}

/**
 * Hands the account's orders to another holder with their invoices and credit notes (the invoices wing's); the
 * after-sale wing hands over their return requests and store credit with it (afterSale's shopperOrdersWith).
 */
async function moveOrders(trx: Transaction<DB>, fromUserId: string, toUserId: string): Promise<number> {
  const moved = await trx
    .updateTable('orders')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  await handTaxDocumentsOver(trx, fromUserId, toUserId);
  return Number(moved.numUpdatedRows);
}

async function placedCounts(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', 'in', [...new Set(userIds)])
    .where((eb) => eb.or([eb('payment_method', '=', PAYMENT_METHOD.cod), eb('payment', '=', 1)]))
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/**
 * The accounts wing's ShopperOrders but what the after-sale wing keeps (open requests, store credit): the caller
 * completes it with afterSale's shopperOrdersWith.
 */
export const shopperOrders: Omit<ShopperOrders, 'afterSaleOpen' | 'creditLeft'> = {
  onItsWay,
  forget,
  moveOrders,
  emptyCart,
  placedCounts,
};

/** The shop's accounts, newest first, each with the orders it placed (the command line's list). */
export const listUsers = (db: Kysely<DB>, query: { limit: number; email?: string }) =>
  listAccounts(db, query, shopperOrders);
