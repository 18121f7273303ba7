// Reading issued invoices: one order's (the shopper's own, or any for the operator) and a month's for the accountant.
import type { Kysely, Selectable } from 'kysely';
import type { DB, InvoiceLinesTable, InvoicesTable } from '../db/schema';
import { toRupees } from '../../contract';
import type { TaxDocument } from '../schemas/entities';
import type { Seller } from './shopTax';
import { IST_OFFSET_MS } from './taxMath';

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

/** A month (YYYY-MM) as the moments it runs from and until, by the date in India. */
export function monthBounds(month: string): { from: number; until: number } {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  return {
    from: Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS,
    until: Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS,
  };
}

/** The invoices issued in a month (YYYY-MM, by the date in India), in the order of their numbers. */
export async function invoicesOfMonth(db: Kysely<DB>, month: string): Promise<InvoiceRow[]> {
  const { from, until } = monthBounds(month);
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('issued_at', '>=', from)
    .where('issued_at', '<', until)
    .orderBy('financial_year')
    .orderBy('sequence')
    .execute();
}
