// What a shopper may still do with an order's pieces (the orders wing's orderPieces and claims): cancel them before
// the order leaves, return them within the window after delivery, and what giving them back is worth.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { ORDER_STATUS } from '../../contract';
import type { DB, ReturnRequestsTable } from '../db/schema';
import { InvalidInput } from '../errors';
import { AfterSaleRefused } from './errors';
import {
  claimPieces,
  deliveredAt,
  lockedOrder,
  orderClaims,
  orderPieces,
  orderValue,
  PieceTaken,
  shownLines,
  unitStates,
  type Claim,
  type LinedOrder,
  type OrderRow,
  type Piece,
} from '../orders';
import { PAYMENT_METHOD } from '../constants';

export type ReturnRow = Selectable<ReturnRequestsTable>;
// The orders wing's pieces, handed on to this wing's files with what it adds to them.
export { lockedOrder, orderClaims, orderPieces, orderValue, shownLines, unitStates };
export type { Claim, LinedOrder, OrderRow, Piece };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The pieces named, in the order's order; an unknown or repeated name is refused. */
export function namedPieces(order: Pick<LinedOrder, 'lines'>, names: readonly string[]): Piece[] {
  const pieces = orderPieces(order);
  const wanted = new Set(names);
  if (wanted.size !== names.length) throw new InvalidInput({ key: 'afterSale.pieceTwice' });
  const found = pieces.filter((piece) => wanted.has(piece.id));
  if (found.length !== wanted.size) {
    const unknown = names.find((name) => !pieces.some((piece) => piece.id === name)) ?? '';
    throw new InvalidInput({ key: 'afterSale.noSuchPiece', values: { piece: unknown } });
  }
  return found;
}

/** Statuses in which pieces can still be cancelled: the order has not left. */
export const CANCELLABLE: readonly string[] = [ORDER_STATUS.placed, ORDER_STATUS.packing];

/** Until when the order's pieces may be returned, or null: not delivered, an exchange (final), or no returns taken. */
export async function returnsUntil(db: Kysely<DB>, order: OrderRow, windowDays: number): Promise<number | null> {
  if (windowDays <= 0 || order.exchange_of !== null) return null;
  const delivered = await deliveredAt(db, order.id);
  return delivered === undefined ? null : delivered + windowDays * DAY_MS;
}

/**
 * What is left of the order's value to give back, in paise: its value less the refunds its return requests make (not
 * rejected) and, for an online payment, less its cancellations' refunds (a cash order's cancellations already lowered
 * what it collects).
 */
export async function valueLeft(db: Kysely<DB>, order: OrderRow): Promise<number> {
  const returned = await db
    .selectFrom('return_requests')
    .select(sql<number | string | null>`sum(amount_paise)`.as('paise'))
    .where('order_id', '=', order.id)
    .where('kind', '=', 'refund')
    .where('state', '!=', 'rejected')
    .executeTakeFirst();
  const cancelled =
    order.payment_method === PAYMENT_METHOD.cod
      ? undefined
      : await db
          .selectFrom('order_cancellations')
          .select(sql<number | string | null>`sum(amount_paise)`.as('paise'))
          .where('order_id', '=', order.id)
          .executeTakeFirst();
  return orderValue(order) - Number(returned?.paise ?? 0) - Number(cancelled?.paise ?? 0);
}

/**
 * What a cancellation or a refund of these pieces gives back, in paise: their prices, never more than is left of the
 * order's value; with the order's last pieces (`whole`), all that is left, the delivery fee with it.
 */
export async function amountFor(
  db: Kysely<DB>,
  order: OrderRow,
  pieces: readonly Piece[],
  whole: boolean,
): Promise<number> {
  const left = await valueLeft(db, order);
  return whole
    ? left
    : Math.min(
        pieces.reduce((sum, piece) => sum + piece.pricePaise, 0),
        left,
      );
}

/** Claims the pieces, refusing with the shopper's words one another claim holds (the transaction rolls back). */
export async function claimOrRefuse(
  trx: Transaction<DB>,
  orderId: string,
  pieces: readonly Piece[],
  claim: Claim['claim'],
  claimId: string,
): Promise<void> {
  try {
    await claimPieces(trx, orderId, pieces, claim, claimId);
  } catch (error) {
    if (error instanceof PieceTaken)
      throw new AfterSaleRefused({ key: 'afterSale.pieceTaken', values: { piece: error.piece } });
    throw error;
  }
}

/** Whether every piece of the order is claimed by a cancellation or a refund once `claiming` is added. */
export function wholeOrderGoesBack(
  order: Pick<LinedOrder, 'lines'>,
  claims: readonly Claim[],
  requests: readonly ReturnRow[],
  claiming: readonly Piece[],
): boolean {
  const back = new Set(
    claims
      .filter(
        (claim) =>
          claim.claim === 'cancel' ||
          requests.some((row) => row.id === claim.claim_id && row.kind === 'refund' && row.state !== 'rejected'),
      )
      .map((claim) => claim.unit),
  );
  for (const piece of claiming) back.add(piece.id);
  return orderPieces(order).every((piece) => back.has(piece.id));
}
