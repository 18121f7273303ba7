// A month's invoices as CSV for the accountant: one row per invoice, amounts in rupees to the paisa.
import { orderNumber, toRupees } from '../../contract';
import type { InvoiceRow } from './records';
import { indianDate } from './taxMath';

export const EXPORT_COLUMNS = [
  'number',
  'date',
  'order number',
  'buyer state',
  'taxable',
  'CGST',
  'SGST',
  'IGST',
  'total',
] as const;

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a leading formula sign is neutralised. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const rupees = (paise: number) => toRupees(paise).toFixed(2);

function date(at: number): string {
  const { year, month, day } = indianDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The invoices as CSV text, a header line first. */
export function monthCsv(invoices: readonly InvoiceRow[]): string {
  const rows = invoices.map((invoice) => [
    invoice.number,
    date(invoice.issued_at),
    orderNumber(invoice.order_id),
    invoice.buyer_state,
    rupees(invoice.taxable_paise),
    rupees(invoice.cgst_paise),
    rupees(invoice.sgst_paise),
    rupees(invoice.igst_paise),
    rupees(invoice.total_paise),
  ]);
  return [[...EXPORT_COLUMNS], ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
