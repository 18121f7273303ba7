// One of the shopper's orders with its timeline: the status it was placed in, then each change the shop recorded.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { OrderNotFound } from './errors';
import type { OrderDetail } from '../schemas/entities';
import { shownToShopper, toOrder } from './queries';
import { orderLinesOf } from './lines';
import { withPictureUrls } from '../catalog';
import { taxDocumentsOf } from '../invoices';
import { notTakenReason } from './orderMail';
import { REFUND_DUE } from '../constants';
import type { OrderStory } from './laterWings';

interface Change {
  from_status: string;
  to_status: string;
  changed_at: number;
}

/**
 * Changes oldest first; two in one millisecond in the order they happened, each starting where the one before ended
 * (their ids, random, cannot say which came first).
 */
function inSequence(changes: Change[]): Change[] {
  const left = [...changes];
  const ordered: Change[] = [];
  while (left.length > 0) {
    const earliest = Math.min(...left.map((change) => change.changed_at));
    const due = left.filter((change) => change.changed_at === earliest);
    const next = due.find((change) => change.from_status === ordered.at(-1)?.to_status) ?? due[0];
    if (!next) break;
    ordered.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return ordered;
}

/**
 * The caller's order as the order list shows it, with its history oldest first. Another shopper's order, one that is
 * not shown (an online payment not taken) and an unknown id are answered alike, so ids reveal nothing; who changed
 * the status is the shop's business and is not said.
 */
export async function getOrderDetail(
  db: Kysely<DB>,
  userId: string,
  orderId: string,
  { imageBaseUrl, returnWindowDays }: { imageBaseUrl: string; returnWindowDays: number },
  /** Its refunds and what became of its pieces (the payments and after-sale wings', composed by the caller). */
  story: OrderStory,
): Promise<OrderDetail> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where(shownToShopper)
    .executeTakeFirst();
  if (!row) throw new OrderNotFound({ key: 'order.noSuchOrder' });
  const changes = await db
    .selectFrom('order_status_changes')
    .select(['from_status', 'to_status', 'changed_at'])
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  const lined = { ...row, lines: await orderLinesOf(db, orderId) };
  const order = toOrder(row, lined.lines);
  const steps = inSequence(changes);
  // The first change starts from the status the order was placed in; without changes it is still in it.
  const placedIn = steps[0]?.from_status ?? order.status;
  return {
    ...order,
    items: order.items.map((item) => withPictureUrls(item, imageBaseUrl)),
    history: [
      { status: placedIn, date: order.date },
      ...steps.map((change) => ({ status: change.to_status, date: change.changed_at })),
    ],
    ...(await story(db, lined, returnWindowDays)),
    notTaken: steps.some((change) => change.to_status === REFUND_DUE) ? notTakenReason(row.cancel_reason) : null,
    ...(await taxDocumentsOf(db, orderId)),
  };
}
