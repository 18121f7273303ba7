// What the orders wing asks of the two wings that come after an order, payments and after-sale. Both import this wing
// (an order's rows, lines and pieces), so it cannot import them: it declares what it needs here, app.ts and the CLI's
// context compose it from their faces, and each rule or route that needs a hook takes it, so the compiler refuses a
// caller that leaves one out.
import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { UnitState } from '../../contract';
import type { DB } from '../db/schema';
import type { MailContext } from '../mail';
import type { OrderDetail, OrderMoney } from '../schemas/entities';
import type { AdminRefund, TakenPayment } from './adminSchemas';
import type { LinedOrder } from './pieces';
import type { OrderRow } from './queries';

/** Placing a cash-on-delivery order: whether cash is taken (payments) and the shopper's store credit (after-sale). */
export interface PlacingHooks {
  /** Refuses when the shop does not take cash on delivery now (the payments wing's providers). */
  assertCashOnDelivery(): void;
  /** The shopper's store credit in paise, read in the placing transaction (the after-sale wing's creditBalance). */
  creditBalance(trx: Transaction<DB>, userId: string): Promise<number>;
  /** Spends store credit on the order, once for its source (the after-sale wing's addCredit). */
  addCredit(
    trx: Transaction<DB>,
    entry: { userId: string; amountPaise: number; reason: 'spent'; source: string; orderId: string },
  ): Promise<boolean>;
}

/** What an order's page says beyond the order itself: its money, refunds and pieces after the sale (after-sale, payments). */
export type OrderStory = (
  db: Kysely<DB>,
  order: LinedOrder,
  returnWindowDays: number,
) => Promise<
  Pick<
    OrderDetail,
    | 'money'
    | 'refunds'
    | 'lines'
    | 'cancellations'
    | 'returns'
    | 'canCancel'
    | 'returnsUntil'
    | 'storeCredit'
    | 'exchangeOf'
  >
>;

/** What orders' money says (paid, refunded and how, still to come back): the after-sale wing's, over refunds. */
export type OrdersMoney = (db: Kysely<DB>, orders: readonly OrderRow[]) => Promise<Map<string, OrderMoney>>;

/** What became of each of the order's pieces (cancelled, asked back, returned, exchanged): the after-sale wing's word. */
export type PieceStates = (db: Kysely<DB>, orderId: string) => Promise<ReadonlyMap<string, UnitState>>;

/** The shop cancelling a whole order: the after-sale wing cancels its pieces, the payments wing refunds them. */
export interface CancelOrder {
  /** Cancels every piece not cancelled yet in the caller's transaction, mailing the shopper; answers the refund's key. */
  cancelIn(trx: Transaction<DB>, orderId: string, by: string, mail: MailContext | null): Promise<string>;
  /** After the commit, sends that refund to the provider (an online payment's), or leaves it for the operator. */
  sendRefund(db: Kysely<DB>, orderId: string, by: string, refundKey: string): Promise<void>;
}

/** An order's money as the operator sees it (the payments wing's): payments taken, refunds asked, rupees still due. */
export type OrderPaymentsShown = (
  db: Kysely<DB>,
  orderId: string,
) => Promise<{
  payments: Array<Static<typeof TakenPayment>>;
  refunds: Array<Static<typeof AdminRefund>>;
  refundDue: number;
}>;
