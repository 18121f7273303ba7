// POST /api/order/cancel (pieces or the whole order, before dispatch), POST /api/order/return (return or exchange
// pieces after delivery) and GET /api/order/credit (the caller's store credit).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CANCEL_REASONS, REFUND_ROUTES, RETURN_KINDS, RETURN_REASONS } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { PLAIN_TEXT } from '../../schemas/text';
import { failures, literals, OrderDetail, ReturnRequest } from '../../schemas/entities';
import { languageOf } from '../../messages';
import { getOrderDetail } from '../../orders';
import { orderStory } from '../forOrders';
import { cancelPieces } from '../cancellations';
import { requestReturn } from '../returnRequests';
import { storeCredit } from '../storeCredit';

const pieces = Type.Array(Type.String({ pattern: '^\\d{1,3}\\.\\d{1,3}$', description: 'A piece: `<line>.<unit>`.' }), {
  minItems: 1,
  maxItems: 200,
});
const orderAnswer = Type.Object({ success: Type.Literal(true), message: Type.String(), order: Type.Ref(OrderDetail) });

export const afterSaleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const mailOf = (request: Parameters<typeof languageOf>[0]) => ({
    language: languageOf(request),
    publicUrl: app.config.publicUrl,
  });
  const detail = (userId: string, orderId: string) =>
    getOrderDetail(
      app.db,
      userId,
      orderId,
      {
        imageBaseUrl: app.config.imageBaseUrl,
        returnWindowDays: app.config.returnWindowDays,
      },
      orderStory,
    );

  app.post(
    '/api/order/cancel',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['order'],
        operationId: 'cancelOrder',
        summary: 'Cancel the whole order, or some of its pieces, before it leaves',
        description:
          'While the order is Order Placed or Packing. Without units every piece not cancelled yet is cancelled and the ' +
          'order becomes Cancelled; with units only those pieces (named in the order detail’s lines). Their units go ' +
          'back to stock; an online payment’s part is refunded through the provider (refunds), a cash order collects ' +
          'less. Shipped or later: 409. Another shopper’s order: 404.',
        security: TOKEN_SECURITY,
        body: Type.Object(
          {
            orderId: Type.String({ minLength: 1, maxLength: 100 }),
            reason: literals(CANCEL_REASONS),
            units: Type.Optional(pieces),
          },
          { additionalProperties: false },
        ),
        response: { 200: orderAnswer, ...failures },
      },
    },
    async (request) => {
      const { orderId, reason, units } = request.body;
      const { whole } = await cancelPieces(
        app.db,
        app.payments,
        { orderId, units, reason, by: 'shopper', userId: request.userId },
        mailOf(request),
      );
      app.mail.wake();
      return {
        success: true as const,
        message: whole ? 'Order cancelled' : 'Pieces cancelled',
        order: await detail(request.userId, orderId),
      };
    },
  );

  app.post(
    '/api/order/return',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['order'],
        operationId: 'requestReturn',
        summary: 'Ask to return pieces of a delivered order for a refund, or exchange them for another size',
        description:
          'Within RETURN_WINDOW_DAYS of delivery (returnsUntil in the order detail), for returnable products. An ' +
          'exchange is for pieces of one line and takes the new size from stock at once (409 when sold out). A ' +
          'refund of an online payment goes back through the provider; a cash-on-delivery shopper chooses ' +
          'storeCredit or bank (with payoutTo: a UPI id or bank account and IFSC). A piece already cancelled, ' +
          'returned or in an open request: 409.',
        security: TOKEN_SECURITY,
        body: Type.Object(
          {
            orderId: Type.String({ minLength: 1, maxLength: 100 }),
            units: pieces,
            reason: literals(RETURN_REASONS),
            kind: literals(RETURN_KINDS),
            exchangeSize: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
            refundRoute: Type.Optional(literals(REFUND_ROUTES)),
            payoutTo: Type.Optional(Type.String({ maxLength: 100, format: PLAIN_TEXT })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            request: Type.Ref(ReturnRequest),
            order: Type.Ref(OrderDetail),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const requestId = await requestReturn(
        app.db,
        { userId: request.userId, ...body },
        { windowDays: app.config.returnWindowDays, deliveryFee: app.config.returnDeliveryFee },
        mailOf(request),
      );
      app.mail.wake();
      const order = await detail(request.userId, body.orderId);
      const made = order.returns.find((item) => item.id === requestId);
      if (!made) throw new Error(`Return ${requestId} is not on its order.`);
      return reply.status(201).send({ success: true, message: 'Return requested', request: made, order });
    },
  );

  app.get(
    '/api/order/credit',
    {
      schema: {
        tags: ['order'],
        operationId: 'getStoreCredit',
        summary: "The caller's store credit: the balance and the latest entries, newest first",
        description:
          'Refunds of returned cash-on-delivery pieces may become store credit; a cash-on-delivery order spends it ' +
          'with useStoreCredit.',
        security: TOKEN_SECURITY,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            balance: Type.Number({ description: 'In rupees.' }),
            entries: Type.Array(
              Type.Object(
                {
                  amount: Type.Number({ description: 'In rupees: added (positive) or spent (negative).' }),
                  reason: literals(['return', 'spent', 'restored']),
                  orderId: Type.Union([Type.String(), Type.Null()]),
                  date: Type.Number(),
                },
                { additionalProperties: false },
              ),
            ),
          }),
          ...failures,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await storeCredit(app.db, request.userId)) }),
  );
};
