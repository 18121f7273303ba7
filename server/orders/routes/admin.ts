// The admin API's order calls: every order, one order with its history, refunds and tax documents, status changes.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_EMAIL_LENGTH } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { DEFAULT_LIMIT, limit } from '../../schemas/admin';
import { AdminOrder, AdminRefund, BulkMove, StatusChange, TakenPayment } from '../adminSchemas';
import { moveOrders, parseUntil, searchOrders } from '../adminOrderSearch';
import { CANCELLED } from '../../constants';
import { failures, OrderLine, taxDocumentsProperties } from '../../schemas/entities';
import { OrderNotFound } from '../errors';
import { taxDocumentsOf } from '../../invoices';
import { cancelUnpaidOrders, changeOrderStatus, findOrder, ORDER_STATUSES, parseSince } from '../lifecycle';
import type { CancelOrder, OrderPaymentsShown, PieceStates } from '../laterWings';

const security = TOKEN_SECURITY;
const tags = ['admin'];
const orderId = Type.Object({ id: Type.String({ maxLength: 80 }) });
const trueOrFalse = (description: string) =>
  Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description }));
const statusName = Type.String({ maxLength: 40, examples: ORDER_STATUSES });
const seenStatus = Type.Optional(
  Type.String({
    maxLength: 40,
    description: 'The status the operator saw: when the order has moved since, it is refused (409) and left as it is.',
  }),
);
const movedMessage = (order: { _id: string; status: string }) =>
  `Order ${order._id} is now ${order.status}.${order.status === CANCELLED ? ' Its pieces are back in stock.' : ''}`;

/**
 * The operator's order calls, with what they ask of the payments and after-sale wings: an order's payments and
 * refunds (`paymentsShown`), and a cancellation's pieces and refund (`cancel`).
 */
export const adminOrderRoutes =
  (hooks: {
    cancel: CancelOrder;
    paymentsShown: OrderPaymentsShown;
    pieceStates: PieceStates;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticateAdmin);
    // A cancellation by the shop mails the shopper (in English: the shop does not know their language) and refunds an
    // online payment at once.
    const cancelling = { mail: { language: 'en' as const, publicUrl: app.config.publicUrl }, cancel: hooks.cancel };

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags,
          security,
          operationId: 'adminListOrders',
          summary: "Every shopper's orders, newest first, a page at a time, with the count of each status",
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
              Type.String({
                maxLength: MAX_EMAIL_LENGTH,
                description: "Only this account's orders (its e-mail, in any case).",
              }),
            ),
            until: Type.Optional(
              Type.String({
                maxLength: 40,
                description: 'Only orders placed before this time; a date alone means up to the end of that day.',
              }),
            ),
            paymentMethod: Type.Optional(
              Type.String({ maxLength: 20, description: 'Only orders paid this way: COD, Stripe or Razorpay.' }),
            ),
            paid: trueOrFalse('Only paid orders (true) or only orders not paid (false).'),
            unpaid: trueOrFalse(
              "Only orders counting against the account's unpaid caps: not paid, neither delivered nor cancelled (cash on delivery until delivered).",
            ),
            limit,
            offset: Type.Optional(
              Type.String({ pattern: '^[0-9]{1,7}$', description: 'How many matching orders to skip (paging).' }),
            ),
          }),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              orders: Type.Array(Type.Ref(AdminOrder)),
              total: Type.Integer({ description: 'Orders matching every filter, across all pages.' }),
              counts: Type.Record(Type.String(), Type.Integer(), {
                description: 'Orders per status under every filter but status.',
              }),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { status, since, until, email, paymentMethod, paid, unpaid, limit: most, offset } = request.query;
        const page = await searchOrders(app.db, {
          status,
          paymentMethod,
          paid: paid === undefined ? undefined : paid === 'true',
          since: parseSince(since),
          until: parseUntil(until),
          email,
          unpaid: unpaid === 'true',
          limit: most ? Number(most) : DEFAULT_LIMIT,
          offset: offset ? Number(offset) : 0,
        });
        return { success: true as const, ...page };
      },
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: {
          tags,
          security,
          operationId: 'adminShowOrder',
          summary:
            'One order with every status change made to it, the payments it took, its refunds, its tax invoice and credit notes',
          params: orderId,
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              order: Type.Ref(AdminOrder),
              lines: Type.Array(Type.Ref(OrderLine), {
                description:
                  "The order's items, each piece with what became of it: a cancelled piece is not one to ship (`items` keeps what was ordered).",
              }),
              history: Type.Array(Type.Ref(StatusChange)),
              payments: Type.Array(Type.Ref(TakenPayment), {
                description:
                  'Every payment a provider took for the order, oldest first: the one that paid it and any that came after (to be refunded).',
              }),
              refunds: Type.Array(Type.Ref(AdminRefund), {
                description: 'Every refund asked for, oldest first, with its payment and tries.',
              }),
              refundDue: Type.Number({
                description:
                  'Rupees the order has to give back that no refund has been asked for yet (a second payment).',
              }),
              ...taxDocumentsProperties,
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const found = await findOrder(app.db, request.params.id, hooks.pieceStates);
        if (!found) throw new OrderNotFound(`There is no order ${request.params.id}.`);
        // By its id: the order may have been named by its 8-character number.
        const id = found.order._id;
        return {
          success: true as const,
          ...found,
          ...(await hooks.paymentsShown(app.db, id)),
          ...(await taxDocumentsOf(app.db, id)),
        };
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
          body: Type.Object({ status: statusName, from: seenStatus }, { additionalProperties: false }),
          response: {
            200: Type.Object({ success: Type.Literal(true), message: Type.String(), order: Type.Ref(AdminOrder) }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { status, from } = request.body;
        const order = await changeOrderStatus(app.db, request.params.id, status, request.userEmail, from, cancelling);
        app.mail.wake();
        return { success: true as const, message: movedMessage(order), order };
      },
    );

    app.post(
      '/api/admin/orders/bulk-status',
      {
        schema: {
          tags,
          security,
          operationId: 'adminMoveOrders',
          summary: 'Move several orders to one status',
          description:
            'Each order moves on its own, as if moved alone; one that cannot (another operator moved it, or its lifecycle does not allow it) is answered with the reason and the others still move.',
          body: Type.Object(
            {
              ids: Type.Array(Type.String({ maxLength: 80 }), { minItems: 1, maxItems: 100 }),
              status: statusName,
              from: seenStatus,
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              message: Type.String(),
              results: Type.Array(Type.Ref(BulkMove)),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { ids, status, from } = request.body;
        const outcomes = await moveOrders(app.db, ids, { to: status, from }, request.userEmail, cancelling);
        app.mail.wake();
        const moved = outcomes.filter((outcome) => outcome.moved).length;
        return {
          success: true as const,
          message: `${moved} of ${outcomes.length} orders moved to ${status}.`,
          results: outcomes.map((outcome) =>
            outcome.moved
              ? { id: outcome.id, moved: true, message: movedMessage(outcome.order), status: outcome.order.status }
              : { id: outcome.id, moved: false, message: outcome.message },
          ),
        };
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
          body: Type.Object(
            { email: Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH }) },
            { additionalProperties: false },
          ),
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
        const result = await cancelUnpaidOrders(app.db, request.body.email, request.userEmail, cancelling);
        app.mail.wake();
        const message = `${result.cancelled.length} unpaid order${result.cancelled.length === 1 ? '' : 's'} of ${request.body.email} cancelled and restocked${result.kept.length > 0 ? `; ${result.kept.length} already on its way kept` : ''}.`;
        return { success: true as const, message, ...result };
      },
    );
  };
