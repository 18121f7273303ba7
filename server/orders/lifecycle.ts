// Orders as the shop's operator sees and moves them: every shopper's orders, and status changes along the lifecycle,
// each recorded with who made it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  AWAITING_PAYMENT,
  CANCELLED,
  DELIVERED,
  ORDER_LIFECYCLE,
  PAYMENT_CANCELLED,
  PAYMENT_EXPIRED,
  PAYMENT_FAILED,
  PAYMENT_METHOD,
  REFUND_DUE,
} from '../constants';
import type { DB } from '../db/schema';
import { ORDER_STATUS } from '../../contract';
import { InvalidInput } from '../errors';
import { OrderNotFound, StatusChangeRefused } from './errors';
import type { Order, OrderLine } from '../schemas/entities';
import { toOrder, type OrderRow } from './queries';
import { emailsOf, userIdByEmail } from '../accounts';
import { countsAsUnpaid } from './unpaidLimits';
import type { MailContext } from '../mail';
import { shownLines } from './pieces';
import { linesOf, orderLinesOf } from './lines';
import { invoiceSaleIn } from './invoicing';
import type { CancelOrder, PieceStates } from './laterWings';
import { writeDeliveredMail } from './orderMail';

/**
 * What a status change by the shop needs: the mail to the shopper (in the shop's language; a cash order's delivery
 * mails its invoice with it) and, for a cancellation, the after-sale and payments wings' part (`CancelOrder`, a hook:
 * the pieces cancelled, an online payment's refund sent).
 */
export interface ShopCancelling {
  mail: MailContext | null;
  cancel: CancelOrder;
}

export interface StatusChange {
  from: string;
  to: string;
  by: string;
  at: number;
}

export type AdminOrder = Order & { userId: string; email: string; cancelledPieces: number };

export interface OrderFilter {
  status?: string;
  /** Orders placed at or after this time (milliseconds since 1970). */
  since?: number;
  /** One account's orders, by its e-mail (in any case). */
  email?: string;
  /** Only orders that count against the account's unpaid caps (unpaidLimits.ts): ordered, not paid, not delivered. */
  unpaid?: boolean;
  limit: number;
}

export const ORDER_STATUSES = Object.keys(ORDER_LIFECYCLE);
/** Every status an order can have: the lifecycle the shop moves it along, and the states of an online payment. */
export const EVERY_ORDER_STATUS: readonly string[] = [
  ...new Set([
    ...ORDER_STATUSES,
    AWAITING_PAYMENT,
    PAYMENT_FAILED,
    PAYMENT_EXPIRED,
    PAYMENT_CANCELLED,
    REFUND_DUE,
    // Refunded, and the steps of a return or exchange after delivery.
    ...Object.values(ORDER_STATUS),
  ]),
];
/** The statuses a return or exchange request gives a delivered order (afterSale/returnRequests.ts). */
const AFTER_DELIVERY: readonly string[] = [
  ORDER_STATUS.returnRequested,
  ORDER_STATUS.returnApproved,
  ORDER_STATUS.pickedUp,
  ORDER_STATUS.returnReceived,
  ORDER_STATUS.exchanged,
  ORDER_STATUS.returnRejected,
  ORDER_STATUS.refunded,
];
/** A status is data: `constructor` or `__proto__` must not find the object's inherited properties. */
const isLifecycleStatus = (status: string) => Object.hasOwn(ORDER_LIFECYCLE, status);

/** A `since` value: a date (2026-11-01) or a date and time (2026-11-01T09:30:00Z), as milliseconds. */
export function parseSince(since: string | undefined): number | undefined {
  if (since === undefined) return undefined;
  const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(since) ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(at))
    throw new InvalidInput(`since must be a date such as 2026-11-01 or 2026-11-01T09:30:00Z; it is "${since}".`);
  return at;
}

/** The orders as the operator sees them: each with its account's e-mail. */
export async function withEmails(db: Kysely<DB>, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  const emails = await emailsOf(
    db,
    rows.map((row) => row.user_id),
  );
  const cancelled = await cancelledPieces(
    db,
    rows.map((row) => row.id),
  );
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  // Every order names an account (a foreign key), so none is left out.
  return rows.flatMap((row) => {
    const email = emails.get(row.user_id);
    const cancelledPieces = cancelled.get(row.id) ?? 0;
    return email === undefined
      ? []
      : [{ ...toOrder(row, lines.get(row.id) ?? []), userId: row.user_id, email, cancelledPieces }];
  });
}

/** How many pieces of each order were cancelled before dispatch (orders with none are left out). */
async function cancelledPieces(db: Kysely<DB>, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_unit_claims')
    .select((eb) => ['order_id', eb.fn.countAll<number | string>().as('pieces')])
    .where('claim', '=', 'cancel')
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.pieces)]));
}

/** Every shopper's orders, newest first, awaiting-payment ones included (they say so in their status). */
export async function listAllOrders(db: Kysely<DB>, filter: OrderFilter): Promise<AdminOrder[]> {
  let query = db.selectFrom('orders').selectAll();
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
  if (filter.email !== undefined) {
    const userId = await userIdByEmail(db, filter.email.trim().toLowerCase());
    if (userId === undefined) return [];
    query = query.where('user_id', '=', userId);
  }
  if (filter.unpaid) query = query.where(countsAsUnpaid);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  return withEmails(db, rows);
}

/** The 8 characters of an order's number (contract's orderNumber): the start of its id, as shoppers and mails see it. */
const ORDER_NUMBER = /^[0-9a-f]{8}$/i;

/** The id of the order named by its id or by its number; a number two orders share is refused (give the id). */
async function orderIdOf(db: Kysely<DB>, named: string): Promise<string> {
  if (!ORDER_NUMBER.test(named)) return named;
  const found = await db
    .selectFrom('orders')
    .select('id')
    .where('id', 'like', `${named.toLowerCase()}%`)
    .limit(2)
    .execute();
  if (found.length > 1)
    throw new InvalidInput(`Order number ${named.toUpperCase()} names more than one order: give its full id.`);
  return found[0]?.id ?? named;
}

/** One order as the operator sees it, named by its id or by its 8-character number. */
export async function findAdminOrder(db: Kysely<DB>, named: string): Promise<AdminOrder | null> {
  const id = await orderIdOf(db, named);
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [order] = await withEmails(db, [row]);
  return order ?? null;
}

/**
 * One order with its status changes and its pieces, named by its id or by its 8-character number; what became of
 * each piece is the after-sale wing's word (`pieceStates`, a hook).
 */
export async function findOrder(
  db: Kysely<DB>,
  named: string,
  pieceStates: PieceStates,
): Promise<{ order: AdminOrder; lines: OrderLine[]; history: StatusChange[] } | null> {
  const order = await findAdminOrder(db, named);
  if (!order) return null;
  const id = order._id;
  const changes = await db
    .selectFrom('order_status_changes')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  // Each piece with what became of it: a piece cancelled before dispatch is not one to ship.
  return {
    order,
    lines: shownLines(await orderLinesOf(db, id), await pieceStates(db, id)),
    history: changes.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      by: change.changed_by,
      at: change.changed_at,
    })),
  };
}

function allowedMoves(status: string): string {
  const next = (isLifecycleStatus(status) ? ORDER_LIFECYCLE[status] : undefined) ?? [];
  return next.length > 0 ? `From ${status} it can become ${next.join(' or ')}.` : `${status} is final.`;
}

/**
 * Moves an order to its next status, if the lifecycle allows it from the status it has now. The update names the
 * status it moves from, so of two operators moving one order at once only one succeeds; the other is refused.
 */
export async function changeOrderStatus(
  db: Kysely<DB>,
  id: string,
  to: string,
  by: string,
  /** The status the operator saw: when the order has moved since, nothing changes and the refusal says so. */
  from: string | undefined,
  cancelling: ShopCancelling,
): Promise<AdminOrder> {
  if (!isLifecycleStatus(to))
    throw new InvalidInput(`"${to}" is not an order status. The statuses are: ${ORDER_STATUSES.join(', ')}.`);
  let refundKey: string | undefined;
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'payment_method'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) throw new OrderNotFound(`There is no order ${id}.`);
    if (!isLifecycleStatus(order.status)) {
      const mover = AFTER_DELIVERY.includes(order.status) ? 'its return or exchange request' : 'its payment';
      throw new StatusChangeRefused(
        `Order ${id} is ${order.status === AWAITING_PAYMENT ? 'awaiting payment' : order.status}: only ${mover} can move it.`,
      );
    }
    if (from !== undefined && order.status !== from)
      throw new StatusChangeRefused(`Order ${id} was changed by someone else: it is now ${order.status}.`);
    if (order.status === to) throw new StatusChangeRefused(`Order ${id} is already ${to}.`);
    if (!(ORDER_LIFECYCLE[order.status] ?? []).includes(to)) {
      throw new StatusChangeRefused(
        `Order ${id} cannot go from ${order.status} to ${to}. ${allowedMoves(order.status)}`,
      );
    }
    // A cancellation cancels every piece not cancelled yet: units back, money settled, the shopper told.
    if (to === CANCELLED) {
      refundKey = await cancelling.cancel.cancelIn(trx, id, by, cancelling.mail);
      return;
    }
    // Cash on delivery is paid when the parcel is handed over: the sale is made, and invoiced with the move.
    const cashSale = to === DELIVERED && order.payment_method === PAYMENT_METHOD.cod;
    const now = Date.now();
    const collected = cashSale ? { payment: 1, paid_at: now } : {};
    const moved = await trx
      .updateTable('orders')
      .set({ status: to, ...collected })
      .where('id', '=', id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      throw new StatusChangeRefused(`Order ${id} was changed by someone else just now; look at it again.`);
    if (cashSale) {
      const invoice = await invoiceSaleIn(trx, id, now);
      if (cancelling.mail) await writeDeliveredMail(trx, id, invoice, cancelling.mail);
    }
    await trx
      .insertInto('order_status_changes')
      .values({
        id: randomUUID(),
        order_id: id,
        from_status: order.status,
        to_status: to,
        changed_by: by,
        changed_at: Date.now(),
      })
      .execute();
  });
  // Only the refund this cancellation wrote: another's is its own writer's to send (or the sweep's).
  if (refundKey !== undefined) await cancelling.cancel.sendRefund(db, id, by, refundKey);
  const found = await findAdminOrder(db, id);
  if (!found) throw new OrderNotFound(`There is no order ${id}.`);
  return found;
}

/** What cancelling an account's unpaid orders did: the orders cancelled (and restocked), and those too far along. */
export interface UnpaidCancellation {
  cancelled: AdminOrder[];
  kept: Array<{ id: string; status: string }>;
}

/**
 * Cancels every unpaid order of the account with this e-mail that can still be cancelled (Order Placed, Packing),
 * restocking each, as one status change each; orders already shipped are kept and named. Two operators at once cancel
 * each order once.
 */
export async function cancelUnpaidOrders(
  db: Kysely<DB>,
  email: string,
  by: string,
  cancelling: ShopCancelling,
): Promise<UnpaidCancellation> {
  const unpaid = await listAllOrders(db, { email, unpaid: true, limit: 100_000 });
  const result: UnpaidCancellation = { cancelled: [], kept: [] };
  for (const order of unpaid) {
    if (!(ORDER_LIFECYCLE[order.status] ?? []).includes(CANCELLED)) {
      result.kept.push({ id: order._id, status: order.status });
      continue;
    }
    try {
      result.cancelled.push(await changeOrderStatus(db, order._id, CANCELLED, by, undefined, cancelling));
    } catch (error) {
      // Moved by someone else meanwhile: it is reported as it is now.
      if (!(error instanceof StatusChangeRefused)) throw error;
      const now = await findAdminOrder(db, order._id);
      result.kept.push({ id: order._id, status: now?.status ?? order.status });
    }
  }
  return result;
}
