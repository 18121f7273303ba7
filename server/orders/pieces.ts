// An order's pieces: each unit of each line, named `<line>.<unit>` (contract unitId), with its price, and what became
// of it: a cancellation or a return request (the after-sale wing's) claims it, once, in order_unit_claims. The invoice,
// the operator's order, the lines a shopper received and the after-sale wing read them here.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { unitId, type ReturnState, type UnitState } from '../../contract';
import type { DB, ReturnRequestsTable } from '../db/schema';
import type { OrderLine } from '../schemas/entities';
import type { SoldLine } from './lines';
import type { OrderRow } from './queries';

/** An order's row with its lines. */
export type LinedOrder = OrderRow & { lines: readonly SoldLine[] };

export interface Piece {
  id: string;
  /** The line's index in the order (0 for the first). */
  index: number;
  line: SoldLine;
  pricePaise: number;
}

/** Every piece of the order, line by line. */
export function orderPieces(order: Pick<LinedOrder, 'lines'>): Piece[] {
  return order.lines.flatMap((line, index) =>
    Array.from({ length: line.quantity }, (_, unit) => ({
      id: unitId(index + 1, unit + 1),
      index,
      line,
      pricePaise: line.unitPricePaise,
    })),
  );
}

export interface Claim {
  unit: string;
  claim: 'cancel' | 'return';
  claim_id: string;
}

export const orderClaims = (db: Kysely<DB>, orderId: string): Promise<Claim[]> =>
  db.selectFrom('order_unit_claims').select(['unit', 'claim', 'claim_id']).where('order_id', '=', orderId).execute();

/**
 * Claims the pieces for a cancellation or a return request, each once: a piece another claim holds (two tabs, two
 * requests at once) makes the whole claim fail with `taken`, and the caller's transaction rolls back.
 */
export async function claimPieces(
  trx: Transaction<DB>,
  orderId: string,
  pieces: readonly Piece[],
  claim: Claim['claim'],
  claimId: string,
): Promise<void> {
  const claimed = await trx
    .insertInto('order_unit_claims')
    .values(pieces.map((piece) => ({ order_id: orderId, unit: piece.id, claim, claim_id: claimId })))
    .onConflict((conflict) => conflict.columns(['order_id', 'unit']).doNothing())
    .returning('unit')
    .execute();
  if (claimed.length !== pieces.length) {
    const taken = pieces.find((piece) => !claimed.some((row) => row.unit === piece.id));
    throw new PieceTaken(taken?.id ?? '');
  }
}

/** A piece already cancelled, returned, or in an open request. */
export class PieceTaken extends Error {
  constructor(readonly piece: string) {
    super(`piece ${piece} is claimed`);
    this.name = 'PieceTaken';
  }
}

/** What became of each piece, from the claims and the requests that made them. */
export function unitStates(
  claims: readonly Claim[],
  requests: readonly Pick<Selectable<ReturnRequestsTable>, 'id' | 'state'>[],
): Map<string, UnitState> {
  const states = new Map<string, UnitState>();
  for (const claim of claims) {
    if (claim.claim === 'cancel') {
      states.set(claim.unit, 'cancelled');
      continue;
    }
    const request = requests.find((row) => row.id === claim.claim_id);
    const state: ReturnState = request?.state ?? 'requested';
    states.set(claim.unit, state === 'refunded' ? 'returned' : state === 'exchanged' ? 'exchanged' : 'returnRequested');
  }
  return states;
}

/** The order's lines as its pages show them, each piece with its state. */
export function shownLines(lines: readonly SoldLine[], states: ReadonlyMap<string, UnitState>): OrderLine[] {
  return lines.map((line, index) => ({
    line: index + 1,
    productId: line.productId,
    size: line.size,
    returnable: line.returnable,
    units: Array.from({ length: line.quantity }, (_, unit) => {
      const id = unitId(index + 1, unit + 1);
      return { id, state: states.get(id) ?? 'ordered' };
    }),
  }));
}

/** The order's whole value: what its pieces and delivery cost, whatever paid it (cash, card, store credit). */
export const orderValue = (order: Pick<OrderRow, 'amount_paise' | 'credit_paise'>): number =>
  order.amount_paise + order.credit_paise;
