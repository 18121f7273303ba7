// What a credit note takes off each invoice line, without a server: pieces at their share of their line, the delivery
// fee after them, an amount alone in proportion, never more than is left, and credits that end at zero.
import { creditShares, type OpenLine } from './creditLines';
import { splitTax, type TaxSplit } from './taxMath';

/** An invoice line as issued, none of it credited yet. */
const line = (
  lineNo: number,
  kind: OpenLine['kind'],
  units: number,
  total: number,
  rate: number,
  intraState = true,
): OpenLine => ({
  lineNo,
  kind,
  orderLine: kind === 'goods' ? lineNo : null,
  rate,
  units,
  left: splitTax(total, rate, intraState),
});

/** The line as the credit left it. */
function after(open: OpenLine, taken: { quantity: number } & TaxSplit): OpenLine {
  const minus = (pick: (split: TaxSplit) => number) => pick(open.left) - pick(taken);
  return {
    ...open,
    units: open.units - taken.quantity,
    left: {
      taxable: minus((split) => split.taxable),
      cgst: minus((split) => split.cgst),
      sgst: minus((split) => split.sgst),
      igst: minus((split) => split.igst),
      total: minus((split) => split.total),
    },
  };
}

describe('credit note lines', () => {
  it('takes a piece at its share of its line, and the last piece exactly what is left, to zero in every column', () => {
    let open = line(1, 'goods', 3, 100_000, 5);
    for (const expected of [33_333, 33_334, 33_333]) {
      const [share, ...more] = creditShares([open], new Map([[1, 1]]), expected, true);
      expect(more).toEqual([]);
      expect(share).toMatchObject({ lineNo: 1, quantity: 1, total: expected });
      if (!share) return;
      expect(share.taxable + share.cgst + share.sgst).toBe(share.total);
      open = after(open, share);
    }
    expect(open.units).toBe(0);
    expect(open.left).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });

  it('takes the delivery fee after the pieces when the amount reaches past them, and never more than is left', () => {
    const open = [
      line(1, 'goods', 1, 300_000, 18, false),
      line(2, 'goods', 2, 480_000, 5, false),
      line(3, 'delivery', 1, 1_000, 18, false),
    ];
    const withFee = creditShares(open, new Map([[2, 2]]), 481_000, false);
    expect(withFee.map((share) => [share.lineNo, share.quantity, share.total])).toEqual([
      [2, 2, 480_000],
      [3, 1, 1_000],
    ]);
    expect(withFee.every((share) => share.cgst === 0 && share.sgst === 0)).toBe(true);
    const everything = creditShares(open, new Map([[1, 1]]), 10_000_000, false);
    expect(everything.reduce((sum, share) => sum + share.total, 0)).toBe(781_000);
  });

  it('shares an amount below the pieces’ value (a discounted order) over them, and an amount alone over every line', () => {
    const open = [line(1, 'goods', 2, 200_000, 5), line(2, 'goods', 1, 300_000, 18)];
    const discounted = creditShares(
      open,
      new Map([
        [1, 1],
        [2, 1],
      ]),
      200_000,
      true,
    );
    expect(discounted.map((share) => [share.lineNo, share.quantity, share.total])).toEqual([
      [1, 1, 50_000],
      [2, 1, 150_000],
    ]);
    const alone = creditShares(open, null, 50_000, true);
    expect(alone.map((share) => [share.lineNo, share.quantity, share.total])).toEqual([
      [1, 0, 20_000],
      [2, 0, 30_000],
    ]);
    expect(creditShares(open, null, 0, true)).toEqual([]);
  });
});
