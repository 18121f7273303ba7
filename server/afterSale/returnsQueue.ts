// The operator's view of return and exchange requests: the queue (by step, oldest first, so the longest waiting comes
// first) and one request, each with its order's number, the buyer's e-mail, the pieces and every step with who made it.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { orderNumber, toRupees, type ReturnState } from '../../contract';
import type { DB } from '../db/schema';
import { emailsOf } from '../accounts';
import type { AdminReturn } from '../orders';
import { requestSteps, toReturnRequest } from './afterSaleDetail';
import { namedPieces, type ReturnRow } from './pieces';
import { linesOf, orderRowsOf } from '../orders';

export type AdminReturnAnswer = Static<typeof AdminReturn>;

async function withOrders(db: Kysely<DB>, rows: readonly ReturnRow[]): Promise<AdminReturnAnswer[]> {
  if (rows.length === 0) return [];
  const steps = await requestSteps(
    db,
    rows.map((row) => row.id),
  );
  const orders = await orderRowsOf(db, [...new Set(rows.map((row) => row.order_id))]);
  const lines = await linesOf(
    db,
    orders.map((order) => order.id),
  );
  const emails = await emailsOf(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const order = orders.find((found) => found.id === row.order_id);
    if (!order) return [];
    const units = JSON.parse(row.units) as string[];
    return [
      {
        ...toReturnRequest(row, steps),
        orderId: row.order_id,
        orderNumber: orderNumber(row.order_id),
        email: emails.get(row.user_id) ?? '',
        paymentMethod: order.payment_method,
        payoutTo: row.payout_to,
        damagedUnits: row.damaged_units ? (JSON.parse(row.damaged_units) as string[]) : [],
        items: namedPieces({ lines: lines.get(order.id) ?? [] }, units).map((piece) => ({
          unit: piece.id,
          productId: piece.line.productId,
          name: piece.line.name,
          size: piece.line.size,
          price: toRupees(piece.pricePaise),
        })),
        history: steps
          .filter((step) => step.request_id === row.id)
          .map((step) => ({
            state: step.to_state as ReturnState,
            by: step.changed_by,
            at: step.changed_at,
            note: step.note,
          })),
      },
    ];
  });
}

/** Requests in a step (all when none is named), oldest first, at most `limit`. */
export async function returnsQueue(
  db: Kysely<DB>,
  { state, limit }: { state?: ReturnState; limit: number },
): Promise<AdminReturnAnswer[]> {
  let query = db.selectFrom('return_requests').selectAll();
  if (state !== undefined) query = query.where('state', '=', state);
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return withOrders(db, rows);
}

/** One request, by its id or the start of it (8 characters or more), or undefined. */
export async function findReturn(db: Kysely<DB>, named: string): Promise<AdminReturnAnswer | undefined> {
  const rows = await db
    .selectFrom('return_requests')
    .selectAll()
    .where('id', 'like', `${named.toLowerCase().replace(/[%_]/g, '')}%`)
    .limit(2)
    .execute();
  const exact = rows.find((row) => row.id === named.toLowerCase());
  const row = exact ?? (rows.length === 1 && named.length >= 8 ? rows[0] : undefined);
  return row ? (await withOrders(db, [row]))[0] : undefined;
}
