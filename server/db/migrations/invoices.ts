// 0019: GST tax invoices. An order gets one invoice (invoices.order_id is unique) numbered from a consecutive series per
// financial year (invoice_series holds the last number given, taken in the paying transaction so a rollback gives it
// back), with its lines (invoice_lines); the shop's tax particulars as the server last started with them
// (invoice_shop) and the HSN code of each product type (invoice_hsn, edited with `invoices hsn`).
import type { Kysely, Migration } from 'kysely';

/** Garments' HSN chapters 61 (knitted) and 62 (woven), one per product type of the demo catalog; see docs/operations.md. */
const DEFAULT_HSN: ReadonlyArray<[string, string]> = [
  ['Topwear', '6109'],
  ['Bottomwear', '6203'],
  ['Winterwear', '6110'],
  ['Summerwear', '6206'],
];

export const invoices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_series')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // KAP/26-27/000001
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      // JSON: the seller's GSTIN, legal name, address and state when the invoice was issued.
      .addColumn('seller', 'text', (c) => c.notNull())
      // JSON: the delivery address.
      .addColumn('buyer', 'text', (c) => c.notNull())
      .addColumn('buyer_state', 'text', (c) => c.notNull())
      // 1: CGST + SGST (the shop's own state); 0: IGST.
      .addColumn('intra_state', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addUniqueConstraint('invoices_series_number', ['financial_year', 'sequence'])
      .execute();
    await db.schema.createIndex('invoices_issued').on('invoices').column('issued_at').execute();
    await db.schema.createIndex('invoices_user').on('invoices').column('user_id').execute();

    await db.schema
      .createTable('invoice_lines')
      .addColumn('invoice_id', 'text', (c) => c.notNull())
      .addColumn('line_no', 'integer', (c) => c.notNull())
      // goods | delivery
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_hi', 'text')
      .addColumn('size', 'text')
      // HSN for goods, SAC for the delivery fee.
      .addColumn('hsn', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('rate_percent', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'line_no'])
      .execute();

    await db.schema
      .createTable('invoice_shop')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('gstin', 'text', (c) => c.notNull())
      .addColumn('legal_name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('delivery_fee_rate', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invoice_hsn')
      .addColumn('product_type', 'text', (c) => c.primaryKey())
      .addColumn('hsn', 'text', (c) => c.notNull())
      .execute();
    await (db as Kysely<{ invoice_hsn: { product_type: string; hsn: string } }>)
      .insertInto('invoice_hsn')
      .values(DEFAULT_HSN.map(([product_type, hsn]) => ({ product_type, hsn })))
      .execute();
  },
};
