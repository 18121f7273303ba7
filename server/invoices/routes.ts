// The invoice's PDF: the shopper's own order's (GET /api/order/invoice/:orderId) and any order's for the operator
// (GET /api/admin/orders/:id/invoice). An order without an invoice (not paid or delivered yet), or another shopper's,
// is not found. A credit note's PDF likewise, by its id (GET /api/order/credit-note/:id, /api/admin/credit-notes/:id).
// Each PDF is drawn once, on its first download, off the server's thread, and kept (files.ts); a shopper downloads at
// most TAX_DOCUMENT_DOWNLOADS_PER_MINUTE of them a minute.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooMany } from '../http/answers';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures } from '../schemas/entities';
import { creditNoteOf } from './creditRecords';
import { CreditNoteNotFound, InvoiceNotFound } from './errors';
import { storedPdf, type StoredPdf } from './files';
import { invoiceOfOrder } from './records';
import { PdfRenderer } from './renderer';

/** A shopper's downloads of invoices and credit notes a minute, all of them together; more are answered 429. */
export const TAX_DOCUMENT_DOWNLOADS_PER_MINUTE = 20;

/** The process's one drawing thread, shared by the shopper's and the operator's routes, stopped with the last app. */
let renderer: PdfRenderer | undefined;
let users = 0;
function useRenderer(app: FastifyInstance): PdfRenderer {
  renderer ??= new PdfRenderer();
  const used = renderer;
  users += 1;
  app.addHook('onClose', async () => {
    users -= 1;
    if (users === 0 && renderer === used) {
      renderer = undefined;
      await used.close();
    }
  });
  return used;
}

const pdfAnswer = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
});
const invoiceAnswer = pdfAnswer('The tax invoice as a PDF.');
const creditNoteAnswer = pdfAnswer('The credit note as a PDF.');

/**
 * Sends a document's PDF as `invoice-KAP-26-27-000001.pdf` or `credit-note-KCN-26-27-000001.pdf`: shown in the browser
 * (`inline`) or saved (`attachment`), never kept by a cache; its ETag names the kept bytes.
 */
function sendPdf(
  reply: FastifyReply,
  file: { kind: 'invoice' | 'credit-note'; number: string; pdf: StoredPdf },
  disposition: 'inline' | 'attachment',
) {
  const name = `${file.kind}-${file.number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('etag', file.pdf.etag)
    .send(file.pdf.bytes);
}

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const pdfs = useRenderer(app);
  // Per account (named by `authenticate` before this), across processes where the limits are shared.
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: TAX_DOCUMENT_DOWNLOADS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `tax-documents:${request.userId || request.ip}`,
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        success: false,
        message: tooMany(request, 'limit.documents', context),
      }),
    }),
  );
  app.get(
    '/api/order/invoice/:orderId',
    {
      schema: {
        tags: ['orders'],
        security: TOKEN_SECURITY,
        operationId: 'orderInvoice',
        summary: "The tax invoice of the shopper's own order, as a PDF: once paid (online) or delivered (cash)",
        params: Type.Object({ orderId: Type.String({ maxLength: 80 }) }),
        response: { 200: invoiceAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfOrder(app.db, request.params.orderId, request.userId);
      if (!invoice) throw new InvoiceNotFound({ key: 'invoice.none' });
      const pdf = await storedPdf(app.db, pdfs, { kind: 'invoice', invoice });
      return sendPdf(reply, { kind: 'invoice', number: invoice.header.number, pdf }, 'inline');
    },
  );
  app.get(
    '/api/order/credit-note/:id',
    {
      schema: {
        tags: ['orders'],
        security: TOKEN_SECURITY,
        operationId: 'orderCreditNote',
        summary:
          "A credit note against the invoice of one of the shopper's own orders, as a PDF (its id: the order's creditNotes)",
        params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
        response: { 200: creditNoteAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const note = await creditNoteOf(app.db, request.params.id, request.userId);
      if (!note) throw new CreditNoteNotFound({ key: 'creditNote.none' });
      const pdf = await storedPdf(app.db, pdfs, { kind: 'credit-note', note });
      return sendPdf(reply, { kind: 'credit-note', number: note.header.number, pdf }, 'inline');
    },
  );
};

export const adminInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
  const pdfs = useRenderer(app);
  app.get(
    '/api/admin/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        security: TOKEN_SECURITY,
        operationId: 'adminOrderInvoice',
        summary: "An order's tax invoice, as a PDF",
        params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
        response: { 200: invoiceAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfOrder(app.db, request.params.id);
      if (!invoice) throw new InvoiceNotFound({ key: 'invoice.none' });
      const pdf = await storedPdf(app.db, pdfs, { kind: 'invoice', invoice });
      return sendPdf(reply, { kind: 'invoice', number: invoice.header.number, pdf }, 'attachment');
    },
  );
  app.get(
    '/api/admin/credit-notes/:id',
    {
      schema: {
        tags: ['admin'],
        security: TOKEN_SECURITY,
        operationId: 'adminCreditNote',
        summary: 'A credit note, as a PDF',
        params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
        response: { 200: creditNoteAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const note = await creditNoteOf(app.db, request.params.id);
      if (!note) throw new CreditNoteNotFound({ key: 'creditNote.none' });
      const pdf = await storedPdf(app.db, pdfs, { kind: 'credit-note', note });
      return sendPdf(reply, { kind: 'credit-note', number: note.header.number, pdf }, 'attachment');
    },
  );
};
