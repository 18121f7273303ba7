// The pieces of an order as the cancel and return forms list them: each unit of each line with its item, its state and
// whether the shop takes it back; and what a form sends for the pieces the shopper ticked.
import type { OrderDetail, OrderItem } from './ordersApi';

export type UnitState = OrderDetail['lines'][number]['units'][number]['state'];

export interface Piece {
  /** `<line>.<unit>`, as the server names it. */
  id: string;
  line: number;
  /** 1 to the item's quantity. */
  unit: number;
  item: OrderItem;
  state: UnitState;
  returnable: boolean;
}

/** Every piece of the order, line by line; a line the server did not describe has none (an older server). */
export function piecesOf(order: Pick<OrderDetail, 'items' | 'lines'>): Piece[] {
  return order.lines.flatMap((line) => {
    const item = order.items[line.line - 1];
    if (!item) return [];
    return line.units.map((unit, index) => ({
      id: unit.id,
      line: line.line,
      unit: index + 1,
      item,
      state: unit.state,
      returnable: line.returnable,
    }));
  });
}

/** The pieces that can still be cancelled: those not cancelled yet. */
export const cancellablePieces = (pieces: Piece[]): Piece[] => pieces.filter((piece) => piece.state === 'ordered');

/** The pieces a return may name: delivered, not in a request yet, of a product the shop takes back. */
export const returnablePieces = (pieces: Piece[]): Piece[] =>
  pieces.filter((piece) => piece.state === 'ordered' && piece.returnable);

/** Ticking every piece left cancels the whole order: the server is then sent no units. */
export function cancelUnits(cancellable: Piece[], ticked: ReadonlySet<string>): string[] | undefined {
  const units = cancellable.filter((piece) => ticked.has(piece.id)).map((piece) => piece.id);
  return units.length === cancellable.length ? undefined : units;
}

/** The other sizes a line's item comes in (an exchange's choices). */
export const otherSizes = (item: OrderItem): string[] => item.sizes.filter((size) => size !== item.size);

/** The lines the ticked pieces belong to (an exchange needs exactly one). */
export const linesOf = (pieces: Piece[], ticked: ReadonlySet<string>): number[] => [
  ...new Set(pieces.filter((piece) => ticked.has(piece.id)).map((piece) => piece.line)),
];
