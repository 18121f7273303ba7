// POST /api/cart/add, /api/cart/update and /api/cart/get: the logged-in shopper's server cart.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures } from '../../schemas/entities';
import { addOne, getCart, setQuantity } from '../cart';
import { MAX_LINE_QUANTITY } from '../../../contract';

const itemId = Type.String({ minLength: 1, maxLength: 100, description: 'The product _id.' });
const size = Type.String({ minLength: 1, maxLength: 20 });
const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/cart/add',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['cart'],
        operationId: 'addToCart',
        summary: 'Add one piece of a size to the cart',
        security: TOKEN_SECURITY,
        body: Type.Object({ itemId, size }, { additionalProperties: false }),
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { itemId: productId, size: chosen } = request.body;
      await addOne(app.db, { userId: request.userId, productId, size: chosen });
      return { success: true as const, message: 'Added To Cart' };
    },
  );

  app.post(
    '/api/cart/update',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['cart'],
        operationId: 'updateCart',
        summary: "Set a line's quantity; 0 removes the line",
        security: TOKEN_SECURITY,
        body: Type.Object(
          { itemId, size, quantity: Type.Integer({ minimum: 0, maximum: MAX_LINE_QUANTITY }) },
          { additionalProperties: false },
        ),
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { itemId: productId, size: chosen, quantity } = request.body;
      await setQuantity(app.db, { userId: request.userId, productId, size: chosen }, quantity);
      return { success: true as const, message: 'Cart Updated' };
    },
  );

  app.post(
    '/api/cart/get',
    {
      schema: {
        tags: ['cart'],
        operationId: 'getCart',
        summary: 'The cart as product id -> size -> quantity',
        security: TOKEN_SECURITY,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            cartData: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
          }),
          ...failures,
        },
      },
    },
    async (request) => ({ success: true as const, cartData: await getCart(app.db, request.userId) }),
  );
};
