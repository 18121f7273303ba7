// 0021: GST credit notes. A refund, a cancellation of an invoiced order or a return gives the buyer a credit note
// against the order's invoice (credit_notes, its lines in credit_note_lines, each naming the invoice line it reverses),
// numbered from its own consecutive series per financial year (credit_note_series, taken in the refunding transaction
// as invoice numbers are). What made it (a cancellation, a return request or a refund, by id) is unique, so a retry
// never issues two. Invoice lines now say which line of the order they bill (invoice_lines.order_line), so a credit
// note reverses the line its pieces are on; invoices issued before are matched here, line by line.
import type { Kysely, Migration } from 'kysely';

interface Backfill {
  invoices: { id: string; order_id: string };
  invoice_lines: {
    invoice_id: string;
    line_no: number;
    kind: string;
    name: string;
    size: string | null;
    order_line: number | null;
  };
  orders: { id: string; items: string };
}

/**
 * Names the order line of each goods line of the invoices issued before this migration: the invoice kept the order's
 * lines in their order, leaving out lines cancelled before the sale, so each goods line is the next order line of
 * its name and size.
 */
async function matchOrderLines(db: Kysely<Backfill>): Promise<void> {
  const invoices = await db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select(['invoices.id', 'orders.items'])
    .execute();
  for (const invoice of invoices) {
    const items = JSON.parse(invoice.items) as Array<{ name: string; size: string }>;
    const lines = await db
      .selectFrom('invoice_lines')
      .select(['line_no', 'name', 'size'])
      .where('invoice_id', '=', invoice.id)
      .where('kind', '=', 'goods')
      .orderBy('line_no')
      .execute();
    let next = 0;
    for (const line of lines) {
      while (next < items.length && (items[next]?.name !== line.name || items[next]?.size !== line.size)) next += 1;
      if (next >= items.length) break;
      next += 1;
      await db
        .updateTable('invoice_lines')
        .set({ order_line: next })
        .where('invoice_id', '=', invoice.id)
        .where('line_no', '=', line.line_no)
        .execute();
    }
  }
}

export const creditNotes: Migration = {
  async up(db: Kysely<unknown>) {
    // The order's line (1 for the first) a goods line bills; null for the delivery fee.
    await db.schema.alterTable('invoice_lines').addColumn('order_line', 'integer').execute();
    await matchOrderLines(db as Kysely<Backfill>);

    await db.schema
      .createTable('credit_note_series')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('credit_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // KCN/26-27/000001
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      // cancellation | return | refund
      .addColumn('reason', 'text', (c) => c.notNull())
      // The cancellation's, return request's or refund's id.
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('buyer_state', 'text', (c) => c.notNull())
      // 1: CGST + SGST, as the invoice; 0: IGST.
      .addColumn('intra_state', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addUniqueConstraint('credit_notes_series_number', ['financial_year', 'sequence'])
      .addUniqueConstraint('credit_notes_source', ['reason', 'source_id'])
      .execute();
    await db.schema.createIndex('credit_notes_order').on('credit_notes').column('order_id').execute();
    await db.schema.createIndex('credit_notes_invoice').on('credit_notes').column('invoice_id').execute();
    await db.schema.createIndex('credit_notes_issued').on('credit_notes').column('issued_at').execute();

    await db.schema
      .createTable('credit_note_lines')
      .addColumn('credit_note_id', 'text', (c) => c.notNull())
      .addColumn('line_no', 'integer', (c) => c.notNull())
      // The line of the credit note's invoice it reverses (invoice_lines.line_no).
      .addColumn('invoice_line_no', 'integer', (c) => c.notNull())
      // goods | delivery
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_hi', 'text')
      .addColumn('size', 'text')
      .addColumn('hsn', 'text', (c) => c.notNull())
      // The pieces it takes back (0: part of the line's value, not whole pieces).
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('rate_percent', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('credit_note_lines_pk', ['credit_note_id', 'line_no'])
      .execute();
  },
};
