// The pieces the cancel and return forms list, and what a cancellation sends for the pieces ticked.
import { aProduct, anOrder, anOrderDetail } from '../../test/builders';
import { cancellablePieces, cancelUnits, linesOf, otherSizes, piecesOf, returnablePieces } from './pieces';

const SHIRT = aProduct('shirt', { sizes: ['S', 'M', 'L'] });
const BRIEFS = aProduct('briefs', { returnable: false });
const base = anOrderDetail(
  anOrder('o1', [SHIRT, BRIEFS], {
    items: [
      { ...SHIRT, size: 'M', quantity: 2 },
      { ...BRIEFS, size: 'M', quantity: 1 },
    ],
  }),
);
const order = {
  ...base,
  lines: base.lines.map((line) =>
    line.line === 1 ? { ...line, units: [line.units[0]!, { id: '1.2', state: 'cancelled' as const }] } : line,
  ),
};

describe('the pieces of an order', () => {
  it('names each unit of each line with its item, its place in the line and its state', () => {
    expect(
      piecesOf(order).map(({ id, unit, item, state, returnable }) => [id, unit, item._id, state, returnable]),
    ).toEqual([
      ['1.1', 1, 'shirt', 'ordered', true],
      ['1.2', 2, 'shirt', 'cancelled', true],
      ['2.1', 1, 'briefs', 'ordered', false],
    ]);
  });

  it('offers to cancel only pieces not cancelled yet, and to return only those of returnable lines', () => {
    expect(cancellablePieces(piecesOf(order)).map((piece) => piece.id)).toEqual(['1.1', '2.1']);
    expect(returnablePieces(piecesOf(order)).map((piece) => piece.id)).toEqual(['1.1']);
  });

  it('sends no units when every piece left is ticked (the whole order), else the ticked ones', () => {
    const left = cancellablePieces(piecesOf(order));
    expect(cancelUnits(left, new Set(['1.1', '2.1']))).toBeUndefined();
    expect(cancelUnits(left, new Set(['2.1']))).toEqual(['2.1']);
  });

  it("knows the ticked pieces' lines and the item's other sizes, for an exchange", () => {
    const pieces = piecesOf(order);
    expect(linesOf(pieces, new Set(['1.1', '2.1']))).toEqual([1, 2]);
    expect(otherSizes(pieces[0]!.item)).toEqual(['S', 'L']);
  });
});
