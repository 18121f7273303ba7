// What the after-sale wing changes of an order, through this wing's face: whether a shopper sees it, its row locked
// with its lines, what it still collects, its status moved on its timeline, the claims a rejected request lets go,
// and an exchange's new order.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { ORDER_STATUS } from '../../contract';
import { isPostgres } from '../db/dialect';
import type { DB, OrdersTable, StockState } from '../db/schema';
import { orderLinesOf, writeOrderLines, type SoldLine } from './lines';
import type { LinedOrder } from './pieces';
import { shownToShopper, type OrderRow } from './queries';
import { recordStatusChange } from './statusChanges';

/** Whether the order is the shopper's and shown to them (not an online payment that was never taken). */
export async function shownOrderOf(db: Kysely<DB>, orderId: string, userId: string): Promise<boolean> {
  const shown = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where(shownToShopper)
    .executeTakeFirst();
  return shown !== undefined;
}

/**
 * The order's row, locked for the caller's transaction on PostgreSQL (an operator's status change waits for it, so a
 * cancellation and a dispatch cannot both go through); SQLite's transactions already take turns. With its lines.
 */
export async function lockedOrder(trx: Transaction<DB>, orderId: string): Promise<LinedOrder | undefined> {
  const query = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
  const order = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return order && { ...order, lines: await orderLinesOf(trx, orderId) };
}

/** These orders' rows, by id (an unknown id is left out). */
export const orderRowsOf = (db: Kysely<DB>, orderIds: readonly string[]): Promise<OrderRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('orders')
        .selectAll()
        .where('id', 'in', [...orderIds])
        .execute();

/** What a cash order still collects and the store credit it keeps, after a cancellation lowered them. */
export async function setOrderAmounts(
  trx: Transaction<DB>,
  orderId: string,
  { amountPaise, creditPaise }: { amountPaise: number; creditPaise: number },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ amount_paise: amountPaise, credit_paise: creditPaise })
    .where('id', '=', orderId)
    .execute();
}

/** Moves the order to `to` on its timeline (and, when given, its stock state with it), in the caller's transaction. */
export async function moveOrderIn(
  trx: Transaction<DB>,
  move: { orderId: string; from: string; to: string; by: string; at: number; stockState?: StockState | null },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: move.to, ...(move.stockState !== undefined && { stock_state: move.stockState }) })
    .where('id', '=', move.orderId)
    .execute();
  await recordStatusChange(trx, move);
}

/** A rejected request's pieces are free again: its claims go. */
export async function releaseClaims(trx: Transaction<DB>, claimId: string): Promise<void> {
  await trx.deleteFrom('order_unit_claims').where('claim_id', '=', claimId).execute();
}

/** An exchange's new order (its one line, at no charge), paid and placed at `at`; answers its id. */
export async function placeExchangeOrder(
  trx: Transaction<DB>,
  order: Pick<OrderRow, 'id' | 'user_id' | 'address' | 'payment_method'>,
  line: SoldLine,
  at: number,
): Promise<string> {
  const values: Insertable<OrdersTable> = {
    id: randomUUID(),
    user_id: order.user_id,
    amount_paise: 0,
    delivery_fee_paise: 0,
    credit_paise: 0,
    address: order.address,
    status: ORDER_STATUS.placed,
    payment_method: order.payment_method,
    payment: 1,
    paid_at: at,
    created_at: at,
    provider_ref: null,
    provider_url: null,
    provider_claimed_until: null,
    payment_ref: null,
    // Its units left the stock when the exchange was asked for.
    stock_state: 'sold',
    exchange_of: order.id,
  };
  await trx.insertInto('orders').values(values).execute();
  await writeOrderLines(trx, values.id, [line]);
  return values.id;
}
