// GET /api/product/list: the whole catalog, newest first, sent from memory (see services/productList.ts):
// compressed once per catalog version, and answered 304 when the shopper's copy is current.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { sendPrecompressed } from '../plugins/precompressed';
import { failures, Product } from '../schemas/entities';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/product/list',
    {
      compress: false,
      schema: {
        tags: ['product'],
        operationId: 'listProducts',
        summary: 'The catalog, newest product first',
        description:
          'Sent with an ETag: a request carrying If-None-Match with the current tag is answered 304 without a body.',
        response: {
          200: Type.Object({ success: Type.Literal(true), products: Type.Array(Type.Ref(Product)) }),
          ...failures,
        },
      },
    },
    async (request, typedReply) => {
      // The answer goes out as prepared bytes, which the typed reply (made for objects) does not describe.
      const reply: FastifyReply = typedReply;
      const body = await app.productList.current();
      return sendPrecompressed(request, reply, { ...body, raw: body.json }, 'application/json; charset=utf-8');
    },
  );
};
