// What the orders wing keeps about a shopper, which the accounts wing asks about and has forgotten. The orders wing
// owns those tables, so it answers through this hook, which app.ts hands to the accounts' routes (orders'
// `shopperOrders`), as a catalog change tells `onProductsChanged`.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

export interface ShopperOrders {
  /** Whether an order of the shopper is still to be delivered, or a payment under way: the account cannot close. */
  onItsWay(trx: Transaction<DB>, userId: string): Promise<boolean>;
  /** Whether a return or exchange request of the shopper is still open (not refunded, exchanged or rejected). */
  afterSaleOpen(trx: Transaction<DB>, userId: string): Promise<boolean>;
  /** The shopper's store credit, in paise: closing the account gives it up. */
  creditLeft(trx: Transaction<DB>, userId: string): Promise<number>;
  /**
   * Empties what names the person in each of the shopper's orders, and their cart; answers the outbox keys of the
   * orders' confirmation and delivery mails, which name the person too.
   */
  forget(trx: Transaction<DB>, userId: string): Promise<string[]>;
  /**
   * Hands every order of one account to another (the internal holder of an unconfirmed account's earlier holder), with
   * its payments and history, return requests, store credit, invoices and credit notes; answers how many orders.
   */
  moveOrders(trx: Transaction<DB>, fromUserId: string, toUserId: string): Promise<number>;
  /** Empties the shopper's cart. */
  emptyCart(trx: Transaction<DB>, userId: string): Promise<void>;
  /** How many orders each of these accounts placed (cash on delivery, or paid online); an account with none is left out. */
  placedCounts(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, number>>;
}
