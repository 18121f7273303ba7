// The signed-in shopper's wishlist: GET /api/wishlist, PUT and DELETE /api/wishlist/{productId}, and POST
// /api/wishlist/merge, which joins a visitor's browser list into the account at login. Each answers the whole list.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures } from '../schemas/entities';
import { MAX_WISHLIST_ITEMS } from '../../contract';
import { WishlistItem } from './schemas';
import { listWishlist, mergeWishlist, removeFromWishlist, saveToWishlist } from './wishlist';

const tags = ['wishlist'];
const security = TOKEN_SECURITY;
const ProductId = Type.String({ minLength: 1, maxLength: 80 });
const params = Type.Object({ productId: ProductId });
const Items = Type.Object({ success: Type.Literal(true), items: Type.Array(Type.Ref(WishlistItem)) });
const response = { 200: Items, ...failures };

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/wishlist',
    {
      schema: {
        tags,
        security,
        operationId: 'getWishlist',
        summary: "The caller's wishlist, newest saved first; products the shop has removed are left out",
        response,
      },
    },
    async (request) => ({ success: true as const, items: await listWishlist(app.db, request.userId) }),
  );

  app.put(
    '/api/wishlist/:productId',
    {
      schema: {
        tags,
        security,
        operationId: 'saveToWishlist',
        summary: 'Save a product to the wishlist at its price now; one saved already keeps its first price and time',
        description: `404 for a product the shop does not have; 409 beyond ${MAX_WISHLIST_ITEMS} products.`,
        params,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      items: await saveToWishlist(app.db, request.userId, request.params.productId),
    }),
  );

  app.delete(
    '/api/wishlist/:productId',
    {
      schema: {
        tags,
        security,
        operationId: 'removeFromWishlist',
        summary: 'Take a product off the wishlist (one not on it: the same answer)',
        params,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      items: await removeFromWishlist(app.db, request.userId, request.params.productId),
    }),
  );

  app.post(
    '/api/wishlist/merge',
    {
      schema: {
        tags,
        security,
        operationId: 'mergeWishlist',
        summary: "Join a visitor's browser wishlist into the account at login, without duplicates",
        description:
          "Unknown products are ignored and products saved already kept as they are; new ones are saved at the shop's " +
          "price now, at the browser's time or now if that is later. When the wishlist cannot take them all, the " +
          'newest go in until it is full. Sent twice, the same list.',
        body: Type.Object(
          {
            items: Type.Array(
              Type.Object(
                {
                  productId: ProductId,
                  savedAt: Type.Number({ minimum: 0, description: 'When the browser saved it, ms since 1970.' }),
                },
                { additionalProperties: false },
              ),
              { maxItems: MAX_WISHLIST_ITEMS },
            ),
          },
          { additionalProperties: false },
        ),
        response,
      },
    },
    async (request) => ({
      success: true as const,
      items: await mergeWishlist(app.db, request.userId, request.body.items),
    }),
  );
};
