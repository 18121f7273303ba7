// The operator's order list: every shopper's orders filtered by status, payment, date and account, a page at a time,
// with how many orders each status holds under the other filters; and moving several orders at once.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { InvalidInput } from '../errors';
import { StatusChangeRefused, OrderNotFound } from './errors';
import { changeOrderStatus, EVERY_ORDER_STATUS, withEmails, type AdminOrder, type ShopCancelling } from './lifecycle';
import { userIdByEmail } from '../accounts';
import { countsAsUnpaid } from './unpaidLimits';

export interface OrderSearch {
  status?: string;
  paymentMethod?: string;
  /** Paid (true) or not (false); left out, both. */
  paid?: boolean;
  /** Placed at or after this time (milliseconds since 1970). */
  since?: number;
  /** Placed before this time (milliseconds since 1970). */
  until?: number;
  email?: string;
  unpaid?: boolean;
  limit: number;
  offset: number;
}

export interface OrderPage {
  orders: AdminOrder[];
  /** Orders matching every filter, across all pages. */
  total: number;
  /** Orders per status under every filter but the status. */
  counts: Record<string, number>;
}

type OrdersQuery = SelectQueryBuilder<DB, 'orders', object>;

/** An `until` date: a day (2026-11-01) means up to the end of that day (UTC). */
export function parseUntil(until: string | undefined): number | undefined {
  if (until === undefined) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(until);
  const at = Date.parse(until);
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(until) || Number.isNaN(at))
    throw new InvalidInput(`until must be a date such as 2026-11-30 or 2026-11-30T18:00:00Z; it is "${until}".`);
  return day ? at + 24 * 60 * 60 * 1000 : at;
}

/** The search's filters but the status; `userId` is the account its e-mail names. */
type Filters = Omit<OrderSearch, 'status' | 'limit' | 'offset' | 'email'> & { userId?: string };

function filtered<Q extends OrdersQuery>(query: Q, search: Filters): Q {
  let result = query as OrdersQuery;
  if (search.paymentMethod !== undefined) result = result.where('orders.payment_method', '=', search.paymentMethod);
  if (search.paid !== undefined) result = result.where('orders.payment', '=', search.paid ? 1 : 0);
  if (search.since !== undefined) result = result.where('orders.created_at', '>=', search.since);
  if (search.until !== undefined) result = result.where('orders.created_at', '<', search.until);
  if (search.userId !== undefined) result = result.where('orders.user_id', '=', search.userId);
  if (search.unpaid) result = result.where(countsAsUnpaid);
  return result as Q;
}

export async function searchOrders(db: Kysely<DB>, search: OrderSearch): Promise<OrderPage> {
  if (search.status !== undefined && !EVERY_ORDER_STATUS.includes(search.status))
    throw new InvalidInput(
      `"${search.status}" is not an order status. The statuses are: ${EVERY_ORDER_STATUS.join(', ')}.`,
    );
  const userId = search.email === undefined ? undefined : await userIdByEmail(db, search.email.trim().toLowerCase());
  if (search.email !== undefined && userId === undefined) return { orders: [], total: 0, counts: {} };
  const filters = { ...search, userId };
  const base = db.selectFrom('orders');
  const countRows = await filtered(base, filters)
    .select('orders.status')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy('orders.status')
    .execute();
  const counts = Object.fromEntries(countRows.map((row) => [row.status, Number(row.count)]));
  const total =
    search.status === undefined
      ? Object.values(counts).reduce((sum, count) => sum + count, 0)
      : (counts[search.status] ?? 0);
  let query = filtered(base.selectAll('orders'), filters);
  if (search.status !== undefined) query = query.where('orders.status', '=', search.status);
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(search.limit)
    .offset(search.offset)
    .execute();
  return { orders: await withEmails(db, rows), total, counts };
}

export type BulkOutcome =
  { id: string; moved: true; order: AdminOrder } | { id: string; moved: false; message: string };

/**
 * Moves each order to `to` on its own (one status change each, as one by one): an order another operator moved
 * meanwhile, or that cannot go there, is reported with the reason and the others still move.
 */
export async function moveOrders(
  db: Kysely<DB>,
  ids: readonly string[],
  { to, from }: { to: string; from?: string },
  by: string,
  cancelling: ShopCancelling,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of new Set(ids)) {
    try {
      outcomes.push({ id, moved: true, order: await changeOrderStatus(db, id, to, by, from, cancelling) });
    } catch (error) {
      if (!(error instanceof StatusChangeRefused) && !(error instanceof OrderNotFound)) throw error;
      outcomes.push({ id, moved: false, message: error.message });
    }
  }
  return outcomes;
}
