// What the accounts wing asks about a shopper (its ShopperOrders hook), completed with what this wing keeps: whether
// a return or exchange request of theirs is still open, their store credit, and their requests and credit handed over
// with their orders. app.ts composes it from the orders wing's answers.
import type { Transaction } from 'kysely';
import { isOpenReturn, RETURN_STATES } from '../../contract';
import type { ShopperOrders } from '../accounts';
import type { DB } from '../db/schema';
import { creditBalance } from './storeCredit';

/** The return and exchange requests still moving: the shop has a pickup to make or money or a new size to send. */
const OPEN_RETURN_STATES = RETURN_STATES.filter(isOpenReturn);

async function afterSaleOpen(trx: Transaction<DB>, userId: string): Promise<boolean> {
  const request = await trx
    .selectFrom('return_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'in', OPEN_RETURN_STATES)
    .executeTakeFirst();
  return request !== undefined;
}

/** The account's return and exchange requests and its store credit ledger go to another holder with its orders. */
async function handOver(trx: Transaction<DB>, fromUserId: string, toUserId: string): Promise<void> {
  await trx.updateTable('return_requests').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
  await trx.updateTable('store_credit').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
}

/** The orders wing's answers about a shopper, with this wing's. */
export const shopperOrdersWith = (orders: Omit<ShopperOrders, 'afterSaleOpen' | 'creditLeft'>): ShopperOrders => ({
  ...orders,
  afterSaleOpen,
  creditLeft: creditBalance,
  moveOrders: async (trx, fromUserId, toUserId) => {
    const moved = await orders.moveOrders(trx, fromUserId, toUserId);
    await handOver(trx, fromUserId, toUserId);
    return moved;
  },
});
