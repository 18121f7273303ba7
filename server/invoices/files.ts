// The tax documents' PDFs as they were first drawn: made on the first download (by the drawing thread, renderer.ts)
// and kept in tax_document_files, so every later download, from any process on the database, sends the same bytes
// and draws nothing. An invoice or a credit note never changes once issued, so neither does its PDF.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { PdfRenderer, TaxDocumentToDraw } from './renderer';

export interface StoredPdf {
  bytes: Buffer;
  /** A strong ETag of the bytes. */
  etag: string;
}

const idOf = (document: TaxDocumentToDraw) =>
  document.kind === 'invoice' ? document.invoice.header.id : document.note.header.id;

async function kept(db: Kysely<DB>, documentId: string): Promise<StoredPdf | undefined> {
  const row = await db
    .selectFrom('tax_document_files')
    .select(['bytes', 'etag'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row && { bytes: Buffer.from(row.bytes), etag: row.etag };
}

/**
 * The document's PDF: the kept one, else drawn now and kept. Two processes drawing the same document at once keep the
 * first one written, and both send that.
 */
export async function storedPdf(
  db: Kysely<DB>,
  renderer: PdfRenderer,
  document: TaxDocumentToDraw,
): Promise<StoredPdf> {
  const documentId = idOf(document);
  const found = await kept(db, documentId);
  if (found) return found;
  const bytes = await renderer.render(document);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  await db
    .insertInto('tax_document_files')
    .values({ document_id: documentId, kind: document.kind, bytes, etag, created_at: Date.now() })
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .execute();
  return (await kept(db, documentId)) ?? { bytes, etag };
}
