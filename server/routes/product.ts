// GET /api/product/list: the whole catalog, newest first, sent from memory (see services/productList.ts):
// compressed once per catalog version, and answered 304 when the shopper's copy is current.
import { Negotiator } from '@fastify/accept-negotiator';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
import { failures, Product } from '../schemas/entities';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

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
      // Shoppers' browsers keep the list and ask again each time; an unchanged catalog costs a 304.
      reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (fresh(request.headers, { etag: body.etag })) return reply.code(304).send();
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
      reply.type('application/json; charset=utf-8');
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.json);
    },
  );
};
