// GET /api/product/list: the whole catalog, newest first.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures, Product } from '../schemas/entities';
import { listProducts } from '../services/catalog';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/product/list',
    {
      schema: {
        tags: ['product'],
        operationId: 'listProducts',
        summary: 'The catalog, newest product first',
        response: {
          200: Type.Object({ success: Type.Literal(true), products: Type.Array(Type.Ref(Product)) }),
          ...failures,
        },
      },
    },
    async () => ({ success: true as const, products: await listProducts(app.db) }),
  );
};
