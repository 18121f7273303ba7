// The admin API's money calls: refund what an order has to give back, and ask the provider about a waiting order
// (or every one) now rather than at the next reconciliation.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatRupees } from '../../messages';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures, Refund, type Refund as RefundShape } from '../../schemas/entities';
import { AdminOrderSchema as AdminOrder } from '../../orders';
import { OrderNotFound } from '../../orders';
import { findAdminOrder } from '../../orders';
import { reconcileOrder, reconcileWaitingOrders, shopSettlement } from '../reconcile';
import { refundOrder } from '../refunds';

const security = TOKEN_SECURITY;
const tags = ['admin'];
const orderId = Type.Object({ id: Type.String({ maxLength: 80 }) });

const said = (refund: RefundShape) =>
  `${formatRupees(refund.amount)} ${refund.state}${refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}`;

export const adminPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);

  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags,
        security,
        operationId: 'adminRefundOrder',
        summary: 'Refund what an order has to give back, through its payment provider',
        description:
          'Each payment the order could not take (a Refund Due order, a second payment) is refunded in full, once: ' +
          'asking again sends nothing, but for a refund the provider refused or never answered. 409 when nothing is due.',
        params: orderId,
        body: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            refunds: Type.Array(Type.Ref(Refund)),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { refunds, sent } = await refundOrder(app.db, app.payments, {
        orderId: request.params.id,
        by: request.userEmail,
      });
      const message =
        sent === 0
          ? `Order ${request.params.id} was refunded before: ${refunds.map(said).join('; ')}. Nothing was sent again.`
          : `Refund of order ${request.params.id}: ${refunds.map(said).join('; ')}.`;
      return { success: true as const, message, refunds };
    },
  );

  app.post(
    '/api/admin/orders/:id/reconcile',
    {
      schema: {
        tags,
        security,
        operationId: 'adminReconcileOrder',
        summary: "Ask the order's payment provider about it now, and settle it from the answer",
        params: orderId,
        body: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), order: Type.Ref(AdminOrder) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const found = await reconcileOrder(app.db, request.params.id, shopSettlement(app));
      app.mail.wake();
      const shown = await findAdminOrder(app.db, request.params.id);
      if (!shown) throw new OrderNotFound(`There is no order ${request.params.id}.`);
      return {
        success: true as const,
        message: `Asked the provider about order ${request.params.id}: ${found}. It is ${shown.status} now.`,
        order: shown,
      };
    },
  );

  app.post(
    '/api/admin/payments/reconcile',
    {
      schema: {
        tags,
        security,
        operationId: 'adminReconcilePayments',
        summary: 'Ask the providers now about every order awaiting payment',
        body: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            asked: Type.Integer(),
            paid: Type.Integer(),
          }),
          ...failures,
        },
      },
    },
    async () => {
      const { asked, paid, failed } = await reconcileWaitingOrders(app.db, shopSettlement(app), {
        everyMs: 0,
        limit: 500,
      });
      app.mail.wake();
      const unanswered = failed.length > 0 ? ` The provider could not be asked about ${failed.length}; try again.` : '';
      return {
        success: true as const,
        message: `Asked about ${asked} waiting orders; ${paid} paid.${unanswered}`,
        asked,
        paid,
      };
    },
  );
};
