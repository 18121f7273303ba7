// What a credit note takes off each line of its invoice (pure). The pieces named take their share of what is left
// of their line, the delivery fee follows when the amount reaches past them, and each share is taxed at the invoice
// line's rate with the invoice's split (CGST + SGST or IGST). A line taken back whole takes exactly what is left of
// its taxable value and each tax, so an invoice credited in full comes to zero in every column.
import { shareOut, splitTax, type TaxSplit } from './taxMath';

/** An invoice line as earlier credit notes left it. */
export interface OpenLine {
  lineNo: number;
  kind: 'goods' | 'delivery';
  /** The order's line it bills; null for the delivery fee. */
  orderLine: number | null;
  rate: number;
  /** Its pieces not credited yet. */
  units: number;
  /** What is left of its value, taxable value and taxes. */
  left: TaxSplit;
}

export interface CreditShare extends TaxSplit {
  lineNo: number;
  /** The pieces it takes back (0: part of the line's value). */
  quantity: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The share of each goods line's value its named pieces take: per piece, what is left of the line over its pieces. */
function piecesValue(line: OpenLine, wanted: number): number {
  if (wanted <= 0 || line.units <= 0) return 0;
  return wanted >= line.units ? line.left.total : Math.round((line.left.total * wanted) / line.units);
}

/**
 * The credit note's lines for `amountPaise` (never more than the invoice has left): `pieces` says how many pieces of
 * each order line go back; null when the credit names no pieces, and is shared over every line in proportion to what
 * is left of it. Whatever the named pieces do not cover (the delivery fee, when it comes back) is taken from the
 * delivery line first, then from the other lines in proportion; were the pieces worth more than the amount (a
 * discounted order), each takes its share of the amount.
 */
export function creditShares(
  open: readonly OpenLine[],
  pieces: ReadonlyMap<number, number> | null,
  amountPaise: number,
  intraState: boolean,
): CreditShare[] {
  const amount = Math.max(0, Math.min(amountPaise, sum(open.map((line) => line.left.total))));
  const wanted = open.map((line) =>
    pieces && line.kind === 'goods' && line.orderLine !== null
      ? Math.min(pieces.get(line.orderLine) ?? 0, line.units)
      : 0,
  );
  let values = open.map((line, index) => piecesValue(line, wanted[index] ?? 0));
  const delivery = open.findIndex((line) => line.kind === 'delivery');
  const deliveryLine = open[delivery];
  const short = amount - sum(values);
  if (pieces && deliveryLine && short > 0) values[delivery] = Math.min(short, deliveryLine.left.total);
  const covered = sum(values);
  if (covered > amount) values = shareOut(amount, values);
  else if (covered < amount) {
    const extra = shareOut(
      amount - covered,
      open.map((line, index) => line.left.total - (values[index] ?? 0)),
    );
    values = values.map((value, index) => value + (extra[index] ?? 0));
  }
  return open.flatMap((line, index) => {
    const value = values[index] ?? 0;
    if (value <= 0) return [];
    const whole = value === line.left.total;
    return [
      {
        lineNo: line.lineNo,
        quantity: whole ? line.units : (wanted[index] ?? 0),
        ...(whole ? line.left : splitTax(value, line.rate, intraState)),
      },
    ];
  });
}
