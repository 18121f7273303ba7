// An order's timeline: each status change with who made it and when (order_status_changes), written by the rules that
// move an order, of this wing and, through its face, of the payments and after-sale wings.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../contract';
import type { DB } from '../db/schema';

export interface StatusChangeRecord {
  orderId: string;
  from: string;
  to: string;
  by: string;
  at: number;
}

/** Writes status changes on their orders' timelines, in the caller's transaction. */
export async function recordStatusChange(
  trx: Kysely<DB>,
  ...changes: [StatusChangeRecord, ...StatusChangeRecord[]]
): Promise<void> {
  await trx
    .insertInto('order_status_changes')
    .values(
      changes.map((change) => ({
        id: randomUUID(),
        order_id: change.orderId,
        from_status: change.from,
        to_status: change.to,
        changed_by: change.by,
        changed_at: change.at,
      })),
    )
    .execute();
}

/** When the order was delivered (its latest change to Delivered), or undefined. */
export async function deliveredAt(db: Kysely<DB>, orderId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_status_changes')
    .select((eb) => eb.fn.max('changed_at').as('at'))
    .where('order_id', '=', orderId)
    .where('to_status', '=', ORDER_STATUS.delivered)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
}
