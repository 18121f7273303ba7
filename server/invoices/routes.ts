// The invoice's PDF: the shopper's own order's (GET /api/order/invoice/:orderId) and any order's for the operator
// (GET /api/admin/orders/:id/invoice). An order without an invoice (not paid or delivered yet), or another shopper's,
// is not found.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { TOKEN_SECURITY } from '../plugins/openapi';
import { failures } from '../schemas/entities';
import { InvoiceNotFound } from './errors';
import { invoicePdf } from './pdf';
import { invoiceOfOrder, type Invoice } from './records';

const pdfAnswer = {
  description: 'The tax invoice as a PDF.',
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
};
const fileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;

/** Sends the invoice's PDF: shown in the browser (`inline`) or saved (`attachment`), never kept by a cache. */
async function sendPdf(reply: FastifyReply, invoice: Invoice, disposition: 'inline' | 'attachment') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName(invoice.header.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(await invoicePdf(invoice));
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
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfOrder(app.db, request.params.orderId, request.userId);
      if (!invoice) throw new InvoiceNotFound({ key: 'invoice.none' });
      return sendPdf(reply, invoice, 'inline');
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
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfOrder(app.db, request.params.id);
      if (!invoice) throw new InvoiceNotFound({ key: 'invoice.none' });
      return sendPdf(reply, invoice, 'attachment');
    },
  );
};
