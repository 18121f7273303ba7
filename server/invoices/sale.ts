// What the orders wing tells the invoice of a sale, and the invoice's lines made from it (pure).
import { DELIVERY_SAC, FALLBACK_HSN, pieceRate, shareOut, splitTax, type TaxSplit } from './taxMath';

/** A sale as the orders wing hands it in, in the transaction that pays or delivers the order. */
export interface Sale {
  orderId: string;
  userId: string;
  /** When it was paid (online) or delivered (cash), milliseconds since 1970. */
  at: number;
  /** The delivery address (the Address schema's fields). */
  address: Readonly<Record<string, string>>;
  /** The order's value: what was paid or is collected, and the store credit it spent, in paise. */
  valuePaise: number;
  /** The pieces sold, line by line; pieces cancelled before the sale are left out. */
  lines: ReadonlyArray<SaleLine>;
}

export interface SaleLine {
  /** The order's line it is (1 for the first), which a credit note's pieces name. */
  line: number;
  name: string;
  nameHi?: string;
  /** The catalog's subCategory (Topwear, Bottomwear, ...), which names the HSN when the line has none of its own. */
  productType: string;
  /** The HSN code the line was sold under (the order keeps its product type's code when placed). */
  hsn?: string;
  size: string;
  quantity: number;
  /** The shown price of one piece, GST included, in paise. */
  unitPricePaise: number;
}

export interface InvoiceLine extends TaxSplit {
  kind: 'goods' | 'delivery';
  /** The order's line; null for the delivery fee. */
  orderLine: number | null;
  name: string;
  nameHi: string | null;
  size: string | null;
  hsn: string;
  quantity: number;
  rate: number;
}

export interface LineRules {
  hsn: ReadonlyMap<string, string>;
  deliveryFeeRate: number;
  intraState: boolean;
}

/**
 * The invoice's lines: each line of pieces at its rate, and the delivery fee a line of its own; together they come
 * to the order's value exactly. When the order's value is less than its pieces (a discount), each line carries its
 * share of it; what is above the pieces is the delivery fee.
 */
export function invoiceLines(sale: Sale, rules: LineRules): InvoiceLine[] {
  const shown = sale.lines.map((line) => line.unitPricePaise * line.quantity);
  const goods = shown.reduce((a, b) => a + b, 0);
  const values = sale.valuePaise >= goods ? shown : shareOut(sale.valuePaise, shown);
  const lines: InvoiceLine[] = sale.lines.map((line, index) => {
    const value = values[index] ?? 0;
    const rate = pieceRate(value / line.quantity);
    return {
      kind: 'goods',
      orderLine: line.line,
      name: line.name,
      nameHi: line.nameHi ?? null,
      size: line.size,
      hsn: line.hsn ?? rules.hsn.get(line.productType) ?? FALLBACK_HSN,
      quantity: line.quantity,
      rate,
      ...splitTax(value, rate, rules.intraState),
    };
  });
  const fee = Math.max(0, sale.valuePaise - goods);
  if (fee > 0)
    lines.push({
      kind: 'delivery',
      orderLine: null,
      name: 'Delivery',
      nameHi: null,
      size: null,
      hsn: DELIVERY_SAC,
      quantity: 1,
      rate: rules.deliveryFeeRate,
      ...splitTax(fee, rules.deliveryFeeRate, rules.intraState),
    });
  return lines;
}

/** The sum of the lines' amounts. */
export const totalsOf = (lines: readonly TaxSplit[]): TaxSplit =>
  lines.reduce(
    (sum, line) => ({
      taxable: sum.taxable + line.taxable,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
      total: sum.total + line.total,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
