// Cancelling before dispatch: the shopper (or the operator) cancels some or all of an order's pieces while it is Order
// Placed or Packing. In one transaction the pieces are claimed (each once), their units go back to stock (the ledger
// says "cancel"), the money is settled (an online payment's part is recorded as a refund, sent to the provider after
// the commit, and a credit note issued against its invoice; a cash order's amount to collect goes down and any store
// credit it no longer needs comes back) and the shopper's mail is written. Cancelling the last pieces cancels the
// order, delivery fee included.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isLanguage, ORDER_STATUS, type CancelReason } from '../../contract';
import { PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { issueCreditNoteIn } from '../invoices';
import type { MailContext } from '../mail';
import { applyStock, linesChanges } from '../stock';
import { AfterSaleRefused } from './errors';
import { moveOrderIn, OrderNotFound, setOrderAmounts, shownOrderOf } from '../orders';
import { recordPartRefund, sendOrderRefunds } from '../payments';
import type { Payments } from '../payments';
import { writeAfterSaleMail } from './afterSaleMail';
import {
  amountFor,
  CANCELLABLE,
  claimOrRefuse,
  lockedOrder,
  namedPieces,
  orderClaims,
  orderPieces,
  type LinedOrder,
  type OrderRow,
  orderValue,
  type Piece,
} from './pieces';
import { addCredit } from './storeCredit';

export interface CancelRequest {
  orderId: string;
  /** The pieces to cancel; none named: every piece not cancelled yet. */
  units?: readonly string[];
  reason: CancelReason | 'shop';
  /** 'shopper', or the operator ('cli:<user>', an e-mail). */
  by: string;
  /** The shopper's own orders only (the shopper's call); absent for the operator. */
  userId?: string;
}

export interface CancelResult {
  cancellationId: string;
  /** Whether the whole order is now cancelled. */
  whole: boolean;
}

/** The pieces' units as stock lines, one change per product and size. */
export const piecesAsLines = (pieces: readonly Piece[]) => {
  const lines = new Map<string, { productId: string; size: string; quantity: number }>();
  for (const { line: sold } of pieces) {
    const key = `${sold.productId}\u0000${sold.size}`;
    const line = lines.get(key) ?? { productId: sold.productId, size: sold.size, quantity: 0 };
    line.quantity += 1;
    lines.set(key, line);
  }
  return [...lines.values()];
};

async function shopperOrder(trx: Transaction<DB>, orderId: string, userId: string | undefined): Promise<LinedOrder> {
  if (userId !== undefined && !(await shownOrderOf(trx, orderId, userId)))
    throw new OrderNotFound({ key: 'order.noSuchOrder' });
  const order = await lockedOrder(trx, orderId);
  if (!order) throw new OrderNotFound({ key: 'order.noSuchOrder' });
  return order;
}

/** The key of the refund a cancellation writes (refunds.refund_key). */
export const cancellationRefundKey = (cancellationId: string) => `cancel:${cancellationId}`;

/**
 * Settles the money of cancelled pieces worth `amountPaise`: an online payment's part is recorded as a refund; a cash
 * order collects that much less, and store credit it spent beyond the new total comes back.
 */
async function settleCancelled(
  trx: Transaction<DB>,
  order: OrderRow,
  cancellationId: string,
  amountPaise: number,
  by: string,
): Promise<void> {
  if (order.payment_method !== PAYMENT_METHOD.cod) {
    await recordPartRefund(trx, {
      orderId: order.id,
      amountPaise,
      key: cancellationRefundKey(cancellationId),
      reason: 'Cancelled before dispatch.',
      by,
    });
    return;
  }
  const left = orderValue(order) - amountPaise;
  const credit = Math.min(order.credit_paise, left);
  await setOrderAmounts(trx, order.id, { amountPaise: left - credit, creditPaise: credit });
  await addCredit(trx, {
    userId: order.user_id,
    amountPaise: order.credit_paise - credit,
    reason: 'restored',
    source: `restored:${cancellationId}`,
    orderId: order.id,
  });
}

/** Cancels the pieces in the caller's transaction; the provider is asked for any refund after it commits. */
export async function cancelPiecesIn(
  trx: Transaction<DB>,
  request: CancelRequest,
  /** null: no mail (a test, or a shop without a public address to link to). */
  mail: MailContext | null,
): Promise<CancelResult> {
  const order = await shopperOrder(trx, request.orderId, request.userId);
  if (order.exchange_of !== null && request.userId !== undefined)
    throw new AfterSaleRefused({ key: 'afterSale.exchangeFinal' });
  if (order.status === ORDER_STATUS.cancelled) throw new AfterSaleRefused({ key: 'afterSale.nothingLeft' });
  if (!CANCELLABLE.includes(order.status))
    throw new AfterSaleRefused({ key: 'afterSale.cannotCancel', values: { status: order.status } });
  const claims = await orderClaims(trx, order.id);
  const open = orderPieces(order).filter((piece) => !claims.some((claim) => claim.unit === piece.id));
  const pieces = request.units === undefined ? open : namedPieces(order, request.units);
  if (pieces.length === 0) throw new AfterSaleRefused({ key: 'afterSale.nothingLeft' });
  const cancellationId = randomUUID();
  await claimOrRefuse(trx, order.id, pieces, 'cancel', cancellationId);
  // The last pieces take what is left of the order's value with them: the delivery fee comes back too.
  const whole = pieces.length === open.length;
  const amountPaise = await amountFor(trx, order, pieces, whole);
  const now = Date.now();
  await trx
    .insertInto('order_cancellations')
    .values({
      id: cancellationId,
      order_id: order.id,
      units: JSON.stringify(pieces.map((piece) => piece.id)),
      amount_paise: amountPaise,
      reason: request.reason,
      cancelled_by: request.by,
      created_at: now,
    })
    .execute();
  // An order from before the shop counted stock took no units, so it gives none back.
  const sold = order.stock_state === 'sold';
  if (sold) await applyStock(trx, linesChanges(piecesAsLines(pieces), 1, 'cancel', order.id, request.by));
  await settleCancelled(trx, order, cancellationId, amountPaise, request.by);
  // An invoiced order (paid online) is credited what it gives back; a cash order is invoiced only when delivered, so
  // its cancellations before then need none.
  await issueCreditNoteIn(trx, {
    orderId: order.id,
    at: now,
    reason: 'cancellation',
    sourceId: cancellationId,
    units: pieces.map((piece) => piece.id),
    amountPaise,
  });
  if (whole)
    await moveOrderIn(trx, {
      orderId: order.id,
      from: order.status,
      to: ORDER_STATUS.cancelled,
      by: request.by,
      at: now,
      stockState: sold ? 'restocked' : order.stock_state,
    });
  // The shop's own cancellation is mailed in the language the shopper ordered in.
  const language = request.userId === undefined && isLanguage(order.language) ? order.language : mail?.language;
  if (mail && language)
    await writeAfterSaleMail(
      trx,
      {
        orderId: order.id,
        userId: order.user_id,
        event: whole ? 'cancelled' : 'partlyCancelled',
        dedupeKey: `cancel:${cancellationId}`,
        amountPaise: order.payment_method === PAYMENT_METHOD.cod ? 0 : amountPaise,
        route: 'provider',
      },
      { ...mail, language },
    );
  return { cancellationId, whole };
}

/**
 * Cancels pieces of an order (all that are left when none are named), answering once the cancellation is recorded;
 * an online payment's refund is then asked of the provider (a provider that does not answer leaves it pending, for
 * the operator's Refund to send again).
 */
export async function cancelPieces(
  db: Kysely<DB>,
  payments: Payments,
  request: CancelRequest,
  mail: MailContext,
): Promise<CancelResult> {
  const result = await db.transaction().execute((trx) => cancelPiecesIn(trx, request, mail));
  // Only the refund this cancellation wrote: another's is its own writer's to send (or the sweep's).
  await sendOrderRefunds(db, payments, request.orderId, request.by, [
    cancellationRefundKey(result.cancellationId),
  ]).catch(() => 0);
  return result;
}
