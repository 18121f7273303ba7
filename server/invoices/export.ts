// A month's invoices and credit notes as one CSV for the accountant: a row per document, amounts in rupees to the
// paisa. A credit note's amounts are negative (it takes value and tax off the month), so each amount column sums to
// the month's net, and it names the invoice it is against.
import { orderNumber, rupeesText, toRupees } from '../../contract';
import type { MonthCreditNote } from './creditRecords';
import type { InvoiceRow } from './records';
import { indianDate } from './taxMath';

export const EXPORT_COLUMNS = [
  'type',
  'number',
  'date',
  'order number',
  'against invoice',
  'buyer state',
  'taxable',
  'CGST',
  'SGST',
  'IGST',
  'total',
] as const;

/**
 * A CSV cell: quoted when it holds a comma, a quote or a line break; a leading formula sign is neutralised (but for
 * the minus of a negative amount, which no spreadsheet runs).
 */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-\d+\.\d{2}$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const rupees = (paise: number) => rupeesText(toRupees(paise));

function date(at: number): string {
  const { year, month, day } = indianDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Amounts = Pick<InvoiceRow, 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise'>;

/** The five amounts, negated for a credit note. */
const amounts = (row: Amounts, sign: 1 | -1) =>
  [row.taxable_paise, row.cgst_paise, row.sgst_paise, row.igst_paise, row.total_paise].map((paise) =>
    rupees(sign * paise),
  );

/** The invoices, then the credit notes, as CSV text, a header line first. */
export function monthCsv(invoices: readonly InvoiceRow[], creditNotes: readonly MonthCreditNote[]): string {
  const rows = [
    ...invoices.map((invoice) => [
      'Invoice',
      invoice.number,
      date(invoice.issued_at),
      orderNumber(invoice.order_id),
      '',
      invoice.buyer_state,
      ...amounts(invoice, 1),
    ]),
    ...creditNotes.map((note) => [
      'Credit note',
      note.number,
      date(note.issued_at),
      orderNumber(note.order_id),
      note.invoice_number,
      note.buyer_state,
      ...amounts(note, -1),
    ]),
  ];
  return [[...EXPORT_COLUMNS], ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
