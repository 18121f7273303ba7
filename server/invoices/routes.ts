// The invoice's PDF: the shopper's own order's (GET /api/order/invoice/:orderId) and any order's for the operator
// (GET /api/admin/orders/:id/invoice). An order without an invoice (not paid or delivered yet), or another shopper's,
// is not found. A credit note's PDF likewise, by its id (GET /api/order/credit-note/:id, /api/admin/credit-notes/:id).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { TOKEN_SECURITY } from '../plugins/openapi';
import { failures } from '../schemas/entities';
import { creditNoteOf } from './creditRecords';
import { CreditNoteNotFound, InvoiceNotFound } from './errors';
import { creditNotePdf, invoicePdf } from './pdf';
import { invoiceOfOrder } from './records';

const pdfAnswer = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
});
const invoiceAnswer = pdfAnswer('The tax invoice as a PDF.');
const creditNoteAnswer = pdfAnswer('The credit note as a PDF.');

/**
 * Sends a document's PDF as `invoice-KAP-26-27-000001.pdf` or `credit-note-KCN-26-27-000001.pdf`: shown in the browser
 * (`inline`) or saved (`attachment`), never kept by a cache.
 */
function sendPdf(
  reply: FastifyReply,
  file: { kind: 'invoice' | 'credit-note'; number: string; bytes: Buffer },
  disposition: 'inline' | 'attachment',
) {
  const name = `${file.kind}-${file.number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
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
      const bytes = await invoicePdf(invoice);
      return sendPdf(reply, { kind: 'invoice', number: invoice.header.number, bytes }, 'inline');
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
      const bytes = await creditNotePdf(note);
      return sendPdf(reply, { kind: 'credit-note', number: note.header.number, bytes }, 'inline');
    },
  );
};

export const adminInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
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
      const bytes = await invoicePdf(invoice);
      return sendPdf(reply, { kind: 'invoice', number: invoice.header.number, bytes }, 'attachment');
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
      const bytes = await creditNotePdf(note);
      return sendPdf(reply, { kind: 'credit-note', number: note.header.number, bytes }, 'attachment');
    },
  );
};
