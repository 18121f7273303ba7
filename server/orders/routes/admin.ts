// The admin API's order calls: every order, one order with its history, status changes.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../../plugins/openapi';
import { DEFAULT_LIMIT, limit } from '../../schemas/admin';
import { AdminOrder, StatusChange } from '../adminSchemas';
import { failures } from '../../schemas/entities';
import { OrderNotFound } from '../errors';
import {
  cancelUnpaidOrders,
  changeOrderStatus,
  findOrder,
  listAllOrders,
  ORDER_STATUSES,
  parseSince,
} from '../lifecycle';

const security = TOKEN_SECURITY;
const tags = ['admin'];
const orderId = Type.Object({ id: Type.String({ maxLength: 80 }) });

export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        operationId: 'adminListOrders',
        summary: "Every shopper's orders, newest first",
        querystring: Type.Object({
          status: Type.Optional(
            Type.String({
              maxLength: 40,
              description: `Only orders with this status, such as ${ORDER_STATUSES.join(', ')}.`,
            }),
          ),
          since: Type.Optional(
            Type.String({ maxLength: 40, description: 'Only orders placed at or after this date or time.' }),
          ),
          email: Type.Optional(
            Type.String({ maxLength: 254, description: "Only this account's orders (its e-mail, in any case)." }),
          ),
          unpaid: Type.Optional(
            Type.Union([Type.Literal('true'), Type.Literal('false')], {
              description:
                "Only orders counting against the account's unpaid caps: not paid, neither delivered nor cancelled (cash on delivery until delivered).",
            }),
          ),
          limit,
        }),
        response: {
          200: Type.Object({ success: Type.Literal(true), orders: Type.Array(Type.Ref(AdminOrder)) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { status, since, email, unpaid, limit: most } = request.query;
      const filter = {
        status,
        since: parseSince(since),
        email,
        unpaid: unpaid === 'true',
        limit: most ? Number(most) : DEFAULT_LIMIT,
      };
      return { success: true as const, orders: await listAllOrders(app.db, filter) };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'adminShowOrder',
        summary: 'One order with every status change made to it',
        params: orderId,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            order: Type.Ref(AdminOrder),
            history: Type.Array(Type.Ref(StatusChange)),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const found = await findOrder(app.db, request.params.id);
      if (!found) throw new OrderNotFound(`There is no order ${request.params.id}.`);
      return { success: true as const, ...found };
    },
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        security,
        operationId: 'adminChangeOrderStatus',
        summary: 'Move an order to its next status',
        description: `The lifecycle: Order Placed → Packing → Shipped → Out for delivery → Delivered; Order Placed or Packing → Cancelled. Any other move is refused with 409, as is a move of an order awaiting payment.`,
        params: orderId,
        body: Type.Object(
          { status: Type.String({ maxLength: 40, examples: ORDER_STATUSES }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), order: Type.Ref(AdminOrder) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const order = await changeOrderStatus(app.db, request.params.id, request.body.status, request.userEmail);
      return { success: true as const, message: `Order ${order._id} is now ${order.status}.`, order };
    },
  );

  app.post(
    '/api/admin/orders/cancel-unpaid',
    {
      schema: {
        tags,
        security,
        operationId: 'adminCancelUnpaidOrders',
        summary: "Cancel an account's unpaid orders, restocking them",
        description:
          'Every order of the account that is not paid and can still be cancelled (Order Placed, Packing) becomes Cancelled, its pieces back in stock, each recorded in its history; orders already shipped are kept and listed.',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            cancelled: Type.Array(Type.Ref(AdminOrder)),
            kept: Type.Array(Type.Object({ id: Type.String(), status: Type.String() })),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const result = await cancelUnpaidOrders(app.db, request.body.email, request.userEmail);
      const message = `${result.cancelled.length} unpaid order${result.cancelled.length === 1 ? '' : 's'} of ${request.body.email} cancelled and restocked${result.kept.length > 0 ? `; ${result.kept.length} already on its way kept` : ''}.`;
      return { success: true as const, message, ...result };
    },
  );
};
