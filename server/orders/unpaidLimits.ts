// What one account may have ordered and not paid for: a few orders and pieces (fewer for an account made today or
// not yet confirmed), and
// a cap per size per order, so a free account cannot empty a size with cash-on-delivery orders or payment holds.
// Checked under the shopper's lock, in the transaction that makes the order, so parallel orders count each other.
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { UnpaidLimits } from '../config';
import { AWAITING_PAYMENT, CANCELLED, DELIVERED } from '../constants';
import type { DB } from '../db/schema';
import { linesOf, type SoldLine } from './lines';
import { SizeCapExceeded, UnpaidLimitReached } from './errors';
import { accountDates } from '../accounts';

const HOUR_MS = 3600 * 1000;

/**
 * Statuses of orders that no longer count, unpaid or not: delivered (cash collected), cancelled, and a waiting online
 * payment (counted as the order it replaces when it starts, and never by itself).
 */
const NOT_COUNTED_STATUSES = [CANCELLED, DELIVERED, AWAITING_PAYMENT];

/**
 * The orders the caps count, as a condition on `orders` in any query that has it: unpaid, their units sold, neither
 * delivered nor cancelled nor a waiting payment. The operator's list of unpaid orders uses the same.
 */
export const countsAsUnpaid = (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb.and([
    eb('orders.payment', '=', 0),
    eb('orders.stock_state', '=', 'sold'),
    eb('orders.status', 'not in', NOT_COUNTED_STATUSES),
  ]);

const pieces = (lines: ReadonlyArray<Pick<SoldLine, 'quantity'>>) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The lines of each of the account's orders that count: unpaid, neither delivered nor cancelled, not a payment that was cancelled or failed
 * (their units went back). An online payment's waiting order is left out: the new order replaces it.
 */
async function unpaidOrders(trx: Transaction<DB>, userId: string): Promise<SoldLine[][]> {
  const rows = await trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where(countsAsUnpaid)
    .execute();
  const lines = await linesOf(
    trx,
    rows.map((row) => row.id),
  );
  return [...lines.values()];
}

/** Refuses an order of these lines that would take the account past its caps, saying which and what to do. */
export async function assertWithinUnpaidLimits(
  trx: Transaction<DB>,
  userId: string,
  items: ReadonlyArray<Pick<SoldLine, 'name' | 'size' | 'quantity'>>,
  limits: UnpaidLimits,
): Promise<void> {
  const large = items.find((item) => item.quantity > limits.sizeUnitsPerOrder);
  if (large) throw new SizeCapExceeded(large, limits.sizeUnitsPerOrder);
  const account = await accountDates(trx, userId);
  // An account whose e-mail nobody has confirmed stays new, however old it is.
  const isNew =
    !account ||
    account.email_confirmed_at === null ||
    account.created_at > Date.now() - limits.newAccountHours * HOUR_MS;
  const maxOrders = isNew ? limits.newAccountOrders : limits.orders;
  const maxUnits = isNew ? limits.newAccountUnits : limits.units;
  const open = await unpaidOrders(trx, userId);
  const openUnits = open.reduce((sum, lines) => sum + pieces(lines), 0);
  if (open.length + 1 > maxOrders || openUnits + pieces(items) > maxUnits) {
    throw new UnpaidLimitReached({ orders: open.length, units: openUnits }, { orders: maxOrders, units: maxUnits });
  }
}
