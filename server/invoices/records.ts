// Reading issued invoices: one order's (the shopper's own, or any for the operator), a month's for the accountant,
// and the check of a year's series for gaps and repeats.
import type { Kysely, Selectable } from 'kysely';
import type { DB, InvoiceLinesTable, InvoicesTable } from '../db/schema';
import { toRupees } from '../../contract';
import type { TaxDocument } from '../schemas/entities';
import type { Seller } from './shopTax';
import { invoiceNumber, IST_OFFSET_MS } from './taxMath';

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;

export interface Invoice {
  header: InvoiceRow;
  seller: Seller;
  buyer: Record<string, string>;
  lines: InvoiceLineRow[];
}

/** The order's invoice, or null (none issued, or, with `userId`, the order is another shopper's). */
export async function invoiceOfOrder(db: Kysely<DB>, orderId: string, userId?: string): Promise<Invoice | null> {
  let query = db.selectFrom('invoices').selectAll().where('order_id', '=', orderId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const header = await query.executeTakeFirst();
  if (!header) return null;
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', header.id)
    .orderBy('line_no')
    .execute();
  return {
    header,
    seller: JSON.parse(header.seller) as Seller,
    buyer: JSON.parse(header.buyer) as Record<string, string>,
    lines,
  };
}

/** The order's invoice as its page names it (number, date, total), or null before one is issued. */
export async function invoiceSummaryOf(db: Kysely<DB>, orderId: string): Promise<TaxDocument | null> {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'issued_at', 'total_paise'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row
    ? { id: row.id, number: row.number, issuedAt: Number(row.issued_at), amount: toRupees(Number(row.total_paise)) }
    : null;
}

/** The invoices issued in a month (YYYY-MM, by the date in India), in the order of their numbers. */
export async function invoicesOfMonth(db: Kysely<DB>, month: string): Promise<InvoiceRow[]> {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const from = Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS;
  const until = Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS;
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('issued_at', '>=', from)
    .where('issued_at', '<', until)
    .orderBy('financial_year')
    .orderBy('sequence')
    .execute();
}

export interface SeriesCheck {
  year: string;
  /** How many invoices the year's series holds. */
  checked: number;
  first: string | null;
  last: string | null;
  /** Numbers missing between 1 and the last number given. */
  gaps: string[];
  /** Numbers two invoices share. */
  repeats: string[];
}

/** Checks each financial year's series (or the one named): the numbers it holds, their range, gaps and repeats. */
export async function checkSeries(db: Kysely<DB>, onlyYear?: string): Promise<SeriesCheck[]> {
  let query = db.selectFrom('invoices').select(['financial_year', 'sequence', 'number']);
  if (onlyYear !== undefined) query = query.where('financial_year', '=', onlyYear);
  const rows = await query.orderBy('financial_year').orderBy('sequence').execute();
  let counters = db.selectFrom('invoice_series').selectAll();
  if (onlyYear !== undefined) counters = counters.where('financial_year', '=', onlyYear);
  const given = new Map((await counters.execute()).map((row) => [row.financial_year, Number(row.last_number)]));
  const years = [
    ...new Set([...rows.map((row) => row.financial_year), ...given.keys(), ...(onlyYear ? [onlyYear] : [])]),
  ];
  return years.sort().map((year) => {
    const numbers = rows.filter((row) => row.financial_year === year);
    const seen = new Map<number, number>();
    for (const row of numbers) seen.set(Number(row.sequence), (seen.get(Number(row.sequence)) ?? 0) + 1);
    // A number that does not say its own year and sequence is a repeat of the one it should have been.
    const misnamed = numbers.filter((row) => row.number !== invoiceNumber(year, Number(row.sequence)));
    const highest = Math.max(0, given.get(year) ?? 0, ...seen.keys());
    const gaps: string[] = [];
    for (let sequence = 1; sequence <= highest; sequence += 1)
      if (!seen.has(sequence)) gaps.push(invoiceNumber(year, sequence));
    return {
      year,
      checked: numbers.length,
      first: numbers[0]?.number ?? null,
      last: numbers.at(-1)?.number ?? null,
      gaps,
      repeats: [
        ...[...seen].filter(([, count]) => count > 1).map(([sequence]) => invoiceNumber(year, sequence)),
        ...misnamed.map((row) => row.number),
      ],
    };
  });
}
