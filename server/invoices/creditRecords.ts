// Reading issued credit notes: an order's (for its page, with its invoice), one by id (the shopper's own, or any for
// the operator, with the invoice it is against) and a month's for the accountant.
import type { Kysely, Selectable } from 'kysely';
import type { CreditNoteLinesTable, CreditNotesTable, DB } from '../db/schema';
import { toRupees } from '../../contract';
import type { TaxDocument } from '../schemas/entities';
import { invoiceSummaryOf, monthBounds } from './records';
import type { Seller } from './shopTax';

export type CreditNoteRow = Selectable<CreditNotesTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable>;

export interface CreditNote {
  header: CreditNoteRow;
  /** The invoice it is against: its number and when it was issued. */
  invoice: { number: string; issuedAt: number };
  seller: Seller;
  buyer: Record<string, string>;
  lines: CreditNoteLineRow[];
}

/** The order's credit notes as its page names them (number, date, total), oldest first. */
export async function creditNotesOfOrder(db: Kysely<DB>, orderId: string): Promise<TaxDocument[]> {
  const rows = await db
    .selectFrom('credit_notes')
    .select(['id', 'number', 'issued_at', 'total_paise'])
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .orderBy('financial_year')
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: Number(row.issued_at),
    amount: toRupees(Number(row.total_paise)),
  }));
}

export interface TaxDocuments {
  invoice: TaxDocument | null;
  creditNotes: TaxDocument[];
}

/** The order's invoice (null before one is issued) and its credit notes: the shopper's order page and the operator's. */
export async function taxDocumentsOf(db: Kysely<DB>, orderId: string): Promise<TaxDocuments> {
  return { invoice: await invoiceSummaryOf(db, orderId), creditNotes: await creditNotesOfOrder(db, orderId) };
}

/** The credit note, or null (none such, or, with `userId`, it is another shopper's). */
export async function creditNoteOf(db: Kysely<DB>, id: string, userId?: string): Promise<CreditNote | null> {
  let query = db.selectFrom('credit_notes').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const header = await query.executeTakeFirst();
  if (!header) return null;
  const invoice = await db
    .selectFrom('invoices')
    .select(['number', 'issued_at', 'seller', 'buyer'])
    .where('id', '=', header.invoice_id)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('credit_note_lines')
    .selectAll()
    .where('credit_note_id', '=', header.id)
    .orderBy('line_no')
    .execute();
  return {
    header,
    invoice: { number: invoice.number, issuedAt: Number(invoice.issued_at) },
    // The parties as the invoice names them: a credit note amends that invoice.
    seller: JSON.parse(invoice.seller) as Seller,
    buyer: JSON.parse(invoice.buyer) as Record<string, string>,
    lines,
  };
}

export type MonthCreditNote = CreditNoteRow & { invoice_number: string };

/** The credit notes issued in a month (YYYY-MM, by the date in India), in the order of their numbers. */
export async function creditNotesOfMonth(db: Kysely<DB>, month: string): Promise<MonthCreditNote[]> {
  const { from, until } = monthBounds(month);
  return db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .selectAll('credit_notes')
    .select('invoices.number as invoice_number')
    .where('credit_notes.issued_at', '>=', from)
    .where('credit_notes.issued_at', '<', until)
    .orderBy('credit_notes.financial_year')
    .orderBy('credit_notes.sequence')
    .execute();
}
