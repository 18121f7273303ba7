// The arithmetic of a GST invoice, pure: prices are GST-inclusive, so each line's shown value is split into taxable
// value and tax, to the paisa, and every line's taxable value and tax add up to exactly what the line cost.
import { stateKey } from '../places';

/** A piece whose taxable value is at most ₹2,500 (a shown price up to ₹2,625) is taxed at 5%, above at 18%. */
export const LOW_RATE_CEILING_PAISE = 250_000;
export const LOW_RATE = 5;
export const HIGH_RATE = 18;
/** SAC of the delivery fee: goods transport services. */
export const DELIVERY_SAC = '9965';
/** HSN of a product type the table does not name: other garments. */
export const FALLBACK_HSN = '6211';

/** The GST rate of one piece shown at `piecePaise` (GST included). */
export const pieceRate = (piecePaise: number): number =>
  piecePaise * 100 <= LOW_RATE_CEILING_PAISE * (100 + LOW_RATE) ? LOW_RATE : HIGH_RATE;

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** A split's amounts as the columns of the invoice and credit note tables (their headers and lines alike) keep them. */
export const taxColumns = ({ taxable, cgst, sgst, igst, total }: TaxSplit) => ({
  taxable_paise: taxable,
  cgst_paise: cgst,
  sgst_paise: sgst,
  igst_paise: igst,
  total_paise: total,
});

/** `totalPaise` (GST included at `rate` percent) as taxable value and tax: CGST + SGST halves, or IGST. */
export function splitTax(totalPaise: number, rate: number, intraState: boolean): TaxSplit {
  const taxable = Math.round((totalPaise * 100) / (100 + rate));
  const tax = totalPaise - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: totalPaise };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total: totalPaise };
}

const stateOf = (name: string): string => stateKey(name).replaceAll(' ', '');

/**
 * Whether two names are of one state, by the places wing's key: a shopper who writes an older name or another
 * spelling ("Orissa", "Pondicherry", "karnataka ", "Jammu & Kashmir") buys within the state of a shop there, and pays
 * CGST + SGST, not IGST. Spaces do not count either ("Tamil Nadu" is "tamilnadu").
 */
export const sameState = (a: string, b: string): boolean => stateOf(a) === stateOf(b);

/** India's clock: UTC + 5:30, all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian date of a moment: its year, month (1-12) and day. */
export function indianDate(at: number): { year: number; month: number; day: number } {
  const date = new Date(at + IST_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The financial year (April to March) a moment falls in, in India: 2026-27. */
export function financialYear(at: number): string {
  const { year, month } = indianDate(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_PREFIX = 'KAP';
export const CREDIT_NOTE_PREFIX = 'KCN';

/**
 * A document's number as GST rules allow it: at most 16 characters, of letters, digits, '-' and '/', unique in its
 * financial year. Hence the short year (26-27 for 2026-27) and a three-letter prefix: KAP/26-27/000001 is 16
 * characters, up to the 999,999th document of a year.
 */
const documentNumber = (prefix: string, year: string, sequence: number): string =>
  `${prefix}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;

/** KAP/26-27/000001, of the year 2026-27. */
export const invoiceNumber = (year: string, sequence: number): string => documentNumber(INVOICE_PREFIX, year, sequence);

/** KCN/26-27/000001: credit notes are a series of their own, beside the invoices'. */
export const creditNoteNumber = (year: string, sequence: number): string =>
  documentNumber(CREDIT_NOTE_PREFIX, year, sequence);

/**
 * Shares `total` out over `weights` in proportion, in whole paise, the remainders going to the largest fractions, so
 * the shares add up to `total` exactly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  order.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
