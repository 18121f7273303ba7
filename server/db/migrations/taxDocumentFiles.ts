// 0026: the PDFs of invoices and credit notes, made once (at their first download) and kept, so every later download,
// by any server process on the database, sends the same bytes without drawing the document again.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

export const taxDocumentFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tax_document_files')
      // The invoice's or the credit note's id.
      .addColumn('document_id', 'text', (c) => c.primaryKey())
      // invoice | credit-note
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      // A hash of the bytes, sent as the answer's ETag.
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // A PDF compresses its own streams: kept out of line without TOAST's compression, which would gain nothing.
    if (isPostgres(db)) await sql`alter table tax_document_files alter column bytes set storage external`.execute(db);
  },
};
