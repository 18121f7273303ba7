// POST /api/order/place (cash on delivery), /api/order/userorder and its original spelling userorders, and
// GET /api/order/detail/:orderId (one order with its timeline).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_BODY_LIMIT_BYTES } from '../../constants';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures, ListedOrder, OrderDetail, OrderRequest, OriginalOrder } from '../../schemas/entities';
import { getOrderDetail } from '../detail';
import { languageOf } from '../../messages';
import { placeOrderFromCart } from '../placing';
import { listOrders, listOrdersAsOriginal } from '../queries';
import type { OrdersMoney, OrderStory, PlacingHooks } from '../laterWings';

/** The shopper's order calls, with what placing and an order's page ask of the payments and after-sale wings. */
export const orderRoutes =
  (hooks: { placing: PlacingHooks; story: OrderStory; money: OrdersMoney }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      '/api/order/place',
      {
        onRequest: app.limitShopperWrites,
        bodyLimit: ORDER_BODY_LIMIT_BYTES,
        schema: {
          tags: ['order'],
          operationId: 'placeOrder',
          summary: 'Place a cash-on-delivery order for the whole server cart',
          description:
            'items and amount must describe the server cart at current prices (delivery fee included); otherwise 409.',
          security: TOKEN_SECURITY,
          body: Type.Ref(OrderRequest),
          response: {
            201: Type.Object({
              success: Type.Literal(true),
              message: Type.String(),
              orderId: Type.String({ description: 'The placed order (GET /api/order/detail/:orderId)' }),
            }),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const orderId = await placeOrderFromCart(
          app.db,
          {
            userId: request.userId,
            request: request.body,
            limits: app.config.unpaidLimits,
            language: languageOf(request),
            dispatch: app.config.dispatch,
          },
          { language: languageOf(request), publicUrl: app.config.publicUrl },
          hooks.placing,
        );
        app.mail.wake();
        return reply.status(201).send({ success: true, message: 'Order Placed', orderId });
      },
    );

    app.post(
      '/api/order/userorder',
      {
        schema: {
          tags: ['order'],
          operationId: 'listUserOrders',
          summary: "The caller's orders, newest first, each with its money",
          security: TOKEN_SECURITY,
          response: {
            200: Type.Object({ success: Type.Literal(true), orders: Type.Array(Type.Ref(ListedOrder)) }),
            ...failures,
          },
        },
      },
      async (request) => ({
        success: true as const,
        orders: await listOrders(app.db, request.userId, { imageBaseUrl: app.config.imageBaseUrl }, hooks.money),
      }),
    );

    app.post(
      '/api/order/userorders',
      {
        schema: {
          tags: ['order'],
          operationId: 'listUserOrdersOldestFirst',
          summary: "The caller's orders, oldest first, as the original server answered them",
          description:
            'For storefronts written against the original server (docs/compat.md). New clients call userorder.',
          deprecated: true,
          security: TOKEN_SECURITY,
          response: {
            200: Type.Object({ success: Type.Literal(true), orders: Type.Array(Type.Ref(OriginalOrder)) }),
            ...failures,
          },
        },
      },
      async (request) => ({
        success: true as const,
        orders: await listOrdersAsOriginal(app.db, request.userId, app.config.imageBaseUrl),
      }),
    );

    app.get(
      '/api/order/detail/:orderId',
      {
        schema: {
          tags: ['order'],
          operationId: 'getOrder',
          summary: "One of the caller's orders with its status timeline",
          description:
            'history is oldest first: the status the order was placed in at its date, then each change the shop made. ' +
            "Another shopper's order and an unknown id both answer 404.",
          security: TOKEN_SECURITY,
          params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100 }) }),
          response: {
            200: Type.Object({ success: Type.Literal(true), order: Type.Ref(OrderDetail) }),
            ...failures,
          },
        },
      },
      async (request) => ({
        success: true as const,
        order: await getOrderDetail(
          app.db,
          request.userId,
          request.params.orderId,
          {
            imageBaseUrl: app.config.imageBaseUrl,
            returnWindowDays: app.config.returnWindowDays,
          },
          hooks.story,
        ),
      }),
    );
  };
