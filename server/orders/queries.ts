// Reading orders: a shopper's own, one by id, and the shape the API answers them in.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { PAYMENT_METHOD } from '../constants';
import type { DB, OrdersTable } from '../db/schema';
import { OrderNotFound } from './errors';
import type { Address, ListedOrder, Order, OriginalOrder } from '../schemas/entities';
import { withPictureUrls } from '../catalog';
import { toRupees } from '../../contract';
import type { OrdersMoney } from './laterWings';
import { linesOf, toOrderItem, type SoldLine } from './lines';

export type OrderRow = Selectable<OrdersTable>;

export interface OrderListing {
  /** Where pictures are served (IMAGE_BASE_URL): order items store the shop's own paths. */
  imageBaseUrl: string;
  oldestFirst?: boolean;
}

/** Orders the shopper sees: an online order shows once it is paid; until then it is kept for the shop's records only. */
export const shownToShopper = (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb.or([eb('orders.payment_method', '=', PAYMENT_METHOD.cod), eb('orders.payment', '=', 1)]);

/** The order as the API answers it (spec section 3): its lines as product copies, its amount in rupees. */
export function toOrder(row: OrderRow, lines: readonly SoldLine[]): Order {
  return {
    _id: row.id,
    items: lines.map(toOrderItem),
    amount: toRupees(row.amount_paise),
    address: JSON.parse(row.address) as Address,
    status: row.status,
    paymentMethod: row.payment_method,
    payment: Boolean(row.payment),
    date: row.created_at,
  };
}

export function findOrderRow(db: Kysely<DB>, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/**
 * The caller's own order to be paid with `paymentMethod`, by our id or the provider's. Another shopper's order
 * is answered exactly as one that does not exist, so ids reveal nothing.
 */
export async function findUserOrderPaidWith(
  db: Kysely<DB>,
  userId: string,
  paymentMethod: string,
  where: { id: string } | { providerRef: string },
): Promise<OrderRow> {
  const query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
  const order = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('provider_ref', '=', where.providerRef)
  ).executeTakeFirst();
  if (!order || order.payment_method !== paymentMethod) throw new OrderNotFound({ key: 'order.notYours' });
  return order;
}

/** The caller's orders as a shopper sees them: newest first unless asked otherwise, with absolute picture URLs. */
async function shownOrders(
  db: Kysely<DB>,
  userId: string,
  { imageBaseUrl, oldestFirst = false }: OrderListing,
): Promise<Array<{ row: OrderRow; order: Order }>> {
  const direction = oldestFirst ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where(shownToShopper)
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .execute();
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const order = toOrder(row, lines.get(row.id) ?? []);
    return { row, order: { ...order, items: order.items.map((item) => withPictureUrls(item, imageBaseUrl)) } };
  });
}

/** The caller's orders as their order list shows them, each with its money (docs/api.md). */
export async function listOrders(
  db: Kysely<DB>,
  userId: string,
  listing: OrderListing,
  ordersMoney: OrdersMoney,
): Promise<ListedOrder[]> {
  const shown = await shownOrders(db, userId, listing);
  const money = await ordersMoney(
    db,
    shown.map(({ row }) => row),
  );
  return shown.flatMap(({ row, order }) => {
    const its = money.get(row.id);
    return its ? [{ ...order, money: its }] : [];
  });
}

/** The caller's orders as the original server answered `userorders`: oldest first, each naming its shopper. */
export async function listOrdersAsOriginal(
  db: Kysely<DB>,
  userId: string,
  imageBaseUrl: string,
): Promise<OriginalOrder[]> {
  return (await shownOrders(db, userId, { imageBaseUrl, oldestFirst: true })).map(({ order }) => ({
    ...order,
    userId,
  }));
}

/** How many orders the shop holds, of every shopper and status. */
export async function countOrders(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders of one payment method and status, paid or not: how many there are. */
export interface OrderTally {
  paymentMethod: string;
  status: string;
  paid: boolean;
  count: number;
}

/** The shop's orders counted by payment method, status and payment (for the metrics), and the holds running at `now`. */
export async function orderTallies(db: Kysely<DB>, now: number): Promise<{ tallies: OrderTally[]; holds: number }> {
  const rows = await db
    .selectFrom('orders')
    .select(['payment_method', 'status', sql<number | boolean>`paid_at is not null`.as('paid')])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .groupBy(['payment_method', 'status', sql`paid_at is not null`])
    .execute();
  const holds = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('stock_state', '=', 'held')
    .where('stock_held_until', '>', now)
    .executeTakeFirst();
  return {
    tallies: rows.map((row) => ({
      paymentMethod: row.payment_method,
      status: row.status,
      paid: Boolean(Number(row.paid)),
      count: Number(row.count),
    })),
    holds: Number(holds?.count ?? 0),
  };
}
