// The operator's returns queue: each request moves one step at a time (contract RETURN_STEPS), each step recorded with
// who and when, on the order's timeline and in a mail to the shopper. Received pieces go back to stock unless marked
// damaged; a rejection gives the pieces (and an exchange's reserved size) back; a refund goes through the provider
// for online payments, to store credit, or is a bank/UPI transfer the operator records, and whichever it is the
// invoice gets a credit note for it; an exchange ships the new size as a new order at no charge, linked to the old one
// (no credit note: nothing is given back, and the new order has no invoice).
import type { Kysely, Transaction } from 'kysely';
import { isLanguage, RETURN_STEPS, type ReturnState } from '../../contract';
import type { DB } from '../db/schema';
import { issueCreditNoteIn } from '../invoices';
import type { MailContext } from '../mail';
import { InvalidInput } from '../errors';
import { applyStock, linesChanges } from '../stock';
import { placeExchangeOrder, releaseClaims, type SoldLine } from '../orders';
import { OrderNotFound, StatusChangeRefused } from '../orders';
import { recordPartRefund, sendOrderRefunds } from '../payments';
import type { Payments } from '../payments';
import { writeAfterSaleMail, type AfterSaleEvent } from './afterSaleMail';
import { piecesAsLines } from './cancellations';
import { lockedOrder, namedPieces, type LinedOrder, type OrderRow, type ReturnRow } from './pieces';
import { markOrderStep, recordStep } from './returnRequests';
import { addCredit } from './storeCredit';

export interface ReturnStep {
  requestId: string;
  to: ReturnState;
  /** The step the operator saw: when the request has moved since, nothing changes and the refusal says so. */
  from?: ReturnState;
  by: string;
  /** Why (a rejection needs it). */
  note?: string;
  /** Received: the pieces that came back damaged (they do not go back to stock). */
  damagedUnits?: readonly string[];
  /** Refunded to a bank or UPI account: the transfer's reference. */
  payoutReference?: string;
}

const lockedRequest = (trx: Transaction<DB>, id: string) =>
  trx.selectFrom('return_requests').selectAll().where('id', '=', id).executeTakeFirst();

function assertMove(request: ReturnRow, step: ReturnStep): void {
  if (step.from !== undefined && request.state !== step.from)
    throw new StatusChangeRefused(`Return ${request.id} was changed by someone else: it is now ${request.state}.`);
  const next = RETURN_STEPS[request.state];
  if (!next.includes(step.to)) {
    const allowed =
      next.length > 0 ? `From ${request.state} it can become ${next.join(' or ')}.` : `${request.state} is final.`;
    throw new StatusChangeRefused(`Return ${request.id} cannot go from ${request.state} to ${step.to}. ${allowed}`);
  }
  if (step.to === 'refunded' && request.kind !== 'refund')
    throw new StatusChangeRefused(`Return ${request.id} is an exchange: it ends exchanged, not refunded.`);
  if (step.to === 'exchanged' && request.kind !== 'exchange')
    throw new StatusChangeRefused(`Return ${request.id} is a refund: it ends refunded, not exchanged.`);
  if (step.to === 'rejected' && !step.note?.trim())
    throw new InvalidInput('Say why the return is rejected (note): the shopper reads it.');
  if (step.to === 'refunded' && request.refund_route === 'bank' && !step.payoutReference?.trim())
    throw new InvalidInput('Give the reference of the bank or UPI transfer you made (payoutReference).');
}

const units = (request: ReturnRow): string[] => JSON.parse(request.units) as string[];

/** Pieces received back go on the shelf, but for those marked damaged. */
async function receive(
  trx: Transaction<DB>,
  order: LinedOrder,
  request: ReturnRow,
  step: ReturnStep,
): Promise<string[]> {
  const damaged = [...new Set(step.damagedUnits ?? [])];
  const outside = damaged.find((unit) => !units(request).includes(unit));
  if (outside !== undefined) throw new InvalidInput(`Piece ${outside} is not in return ${request.id}.`);
  const back = namedPieces(order, units(request)).filter((piece) => !damaged.includes(piece.id));
  if (order.stock_state !== null)
    await applyStock(trx, linesChanges(piecesAsLines(back), 1, 'return', order.id, step.by));
  return damaged;
}

/** A rejected request lets go of its pieces and gives an exchange's reserved size back. */
async function release(trx: Transaction<DB>, order: LinedOrder, request: ReturnRow, by: string): Promise<void> {
  await releaseClaims(trx, request.id);
  const [first] = namedPieces(order, units(request));
  if (request.kind === 'exchange' && request.exchange_size && first)
    await applyStock(trx, [
      {
        productId: first.line.productId,
        size: request.exchange_size,
        delta: units(request).length,
        reason: 'exchange',
        orderId: order.id,
        by,
      },
    ]);
}

/** The exchange's new order: the new size of the same product, at no charge, to the same address. */
async function shipExchange(trx: Transaction<DB>, order: LinedOrder, request: ReturnRow, at: number): Promise<string> {
  const [first] = namedPieces(order, units(request));
  if (!first || !request.exchange_size) throw new Error(`Exchange ${request.id} names no pieces or size.`);
  const line: SoldLine = {
    ...first.line,
    position: 1,
    size: request.exchange_size,
    quantity: units(request).length,
    discountPaise: 0,
  };
  const id = await placeExchangeOrder(trx, order, line, at);
  await trx.updateTable('return_requests').set({ exchange_order_id: id }).where('id', '=', request.id).execute();
  return id;
}

/**
 * The refund of a request: provider (recorded here, sent after the commit), store credit, or a recorded transfer; and
 * the credit note for it against the order's invoice.
 */
async function refund(
  trx: Transaction<DB>,
  order: OrderRow,
  request: ReturnRow,
  step: ReturnStep,
  at: number,
): Promise<void> {
  await issueCreditNoteIn(trx, {
    orderId: order.id,
    at,
    reason: 'return',
    sourceId: request.id,
    units: units(request),
    amountPaise: request.amount_paise,
  });
  if (request.refund_route === 'provider')
    await recordPartRefund(trx, {
      orderId: order.id,
      amountPaise: request.amount_paise,
      key: `return:${request.id}`,
      reason: 'Returned after delivery.',
      by: step.by,
    });
  else if (request.refund_route === 'storeCredit')
    await addCredit(trx, {
      userId: order.user_id,
      amountPaise: request.amount_paise,
      reason: 'return',
      source: `return:${request.id}`,
      orderId: order.id,
    });
  else
    await trx
      .updateTable('return_requests')
      .set({ payout_reference: step.payoutReference?.trim() ?? null })
      .where('id', '=', request.id)
      .execute();
}

const EVENT_OF: Record<ReturnState, AfterSaleEvent> = {
  requested: 'requested',
  approved: 'approved',
  pickedUp: 'pickedUp',
  received: 'received',
  refunded: 'refunded',
  exchanged: 'exchanged',
  rejected: 'rejected',
};

async function moveIn(trx: Transaction<DB>, step: ReturnStep, publicUrl: string): Promise<ReturnRow> {
  const request = await lockedRequest(trx, step.requestId);
  if (!request) throw new OrderNotFound(`There is no return ${step.requestId}.`);
  const order = await lockedOrder(trx, request.order_id);
  if (!order) throw new OrderNotFound(`There is no order ${request.order_id}.`);
  assertMove(request, step);
  const at = Date.now();
  // The update names the step it moves from: of two operators moving one request at once, one succeeds.
  const moved = await trx
    .updateTable('return_requests')
    .set({
      state: step.to,
      updated_at: at,
      reject_reason: step.to === 'rejected' ? (step.note?.trim() ?? null) : request.reject_reason,
    })
    .where('id', '=', request.id)
    .where('state', '=', request.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0)
    throw new StatusChangeRefused(`Return ${request.id} was changed by someone else just now; look at it again.`);
  let detail = step.note?.trim();
  if (step.to === 'received') {
    const damaged = await receive(trx, order, request, step);
    await trx
      .updateTable('return_requests')
      .set({ damaged_units: JSON.stringify(damaged) })
      .where('id', '=', request.id)
      .execute();
  }
  if (step.to === 'rejected') await release(trx, order, request, step.by);
  if (step.to === 'refunded') await refund(trx, order, request, step, at);
  if (step.to === 'exchanged') detail = (await shipExchange(trx, order, request, at)).slice(0, 8).toUpperCase();
  await recordStep(trx, {
    requestId: request.id,
    from: request.state,
    to: step.to,
    by: step.by,
    at,
    note: step.note?.trim(),
  });
  await markOrderStep(trx, order, step.to, step.by, at);
  const language = isLanguage(request.language) ? request.language : 'en';
  await writeAfterSaleMail(
    trx,
    {
      orderId: order.id,
      userId: order.user_id,
      event: EVENT_OF[step.to],
      dedupeKey: `return:${request.id}:${step.to}`,
      amountPaise: step.to === 'refunded' ? request.amount_paise : 0,
      route: request.refund_route ?? 'none',
      detail,
    },
    { language, publicUrl } satisfies MailContext,
  );
  const after = await lockedRequest(trx, request.id);
  if (!after) throw new OrderNotFound(`There is no return ${request.id}.`);
  return after;
}

/** Moves a return request one step; a provider refund is sent once the step is recorded. */
export async function moveReturn(
  db: Kysely<DB>,
  payments: Payments,
  step: ReturnStep,
  publicUrl: string,
): Promise<ReturnRow> {
  const row = await db.transaction().execute((trx) => moveIn(trx, step, publicUrl));
  if (step.to === 'refunded' && row.refund_route === 'provider')
    await sendOrderRefunds(db, payments, row.order_id, step.by, [`return:${row.id}`]).catch(() => 0);
  return row;
}
