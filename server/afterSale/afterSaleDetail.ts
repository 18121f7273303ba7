// What an order's page says of its pieces after the order: each line's pieces and what became of them, the
// cancellations and return requests with their steps, and what the shopper may still do.
import type { Kysely } from 'kysely';
import { toRupees, type ReturnReason, type ReturnState } from '../../contract';
import type { DB } from '../db/schema';
import type { Cancellation, OrderDetail, ReturnRequest } from '../schemas/entities';
import {
  CANCELLABLE,
  orderClaims,
  orderPieces,
  returnsUntil,
  shownLines,
  unitStates,
  type LinedOrder,
  type ReturnRow,
} from './pieces';

export interface StepRow {
  request_id: string;
  to_state: string;
  changed_at: number;
  changed_by: string;
  note: string | null;
}

/** A request as the shopper sees it (who moved it is the shop's business). */
export function toReturnRequest(row: ReturnRow, steps: readonly StepRow[]): ReturnRequest {
  return {
    id: row.id,
    units: JSON.parse(row.units) as string[],
    reason: row.reason as ReturnReason,
    kind: row.kind,
    refundRoute: row.refund_route,
    exchangeSize: row.exchange_size,
    exchangeOrderId: row.exchange_order_id,
    state: row.state,
    amount: toRupees(row.amount_paise),
    rejectReason: row.reject_reason,
    payoutReference: row.payout_reference,
    steps: steps
      .filter((step) => step.request_id === row.id)
      .map((step) => ({ state: step.to_state as ReturnState, date: step.changed_at })),
    date: row.created_at,
  };
}

/** The requests' steps, oldest first. */
export async function requestSteps(db: Kysely<DB>, requestIds: readonly string[]): Promise<StepRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('return_steps')
    .select(['request_id', 'to_state', 'changed_at', 'changed_by', 'note'])
    .where('request_id', 'in', [...requestIds])
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

export type AfterSaleDetail = Pick<
  OrderDetail,
  'lines' | 'cancellations' | 'returns' | 'canCancel' | 'returnsUntil' | 'storeCredit' | 'exchangeOf'
>;

export async function afterSaleDetail(db: Kysely<DB>, order: LinedOrder, windowDays: number): Promise<AfterSaleDetail> {
  const claims = await orderClaims(db, order.id);
  const requests = await db
    .selectFrom('return_requests')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const steps = await requestSteps(
    db,
    requests.map((row) => row.id),
  );
  const cancellations = await db
    .selectFrom('order_cancellations')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const open = orderPieces(order).some((piece) => !claims.some((claim) => claim.unit === piece.id));
  return {
    lines: shownLines(order.lines, unitStates(claims, requests)),
    cancellations: cancellations.map((row): Cancellation => ({
      id: row.id,
      units: JSON.parse(row.units) as string[],
      amount: toRupees(row.amount_paise),
      reason: row.reason,
      date: row.created_at,
    })),
    returns: requests.map((row) => toReturnRequest(row, steps)),
    canCancel: open && CANCELLABLE.includes(order.status) && order.exchange_of === null,
    returnsUntil: open ? await returnsUntil(db, order, windowDays) : null,
    storeCredit: toRupees(order.credit_paise),
    exchangeOf: order.exchange_of,
  };
}
