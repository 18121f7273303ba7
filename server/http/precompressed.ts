// Answers kept in memory already compressed (the product list, rendered pages): sent as the client accepts them,
// with an ETag, and 304 when the client's copy is current.
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

export interface Precompressed {
  etag: string;
  /** The uncompressed bytes, and the same in gzip and brotli. */
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  contentType: string,
): FastifyReply {
  // Browsers keep the answer and ask again each time; an unchanged one costs a 304.
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (fresh(request.headers, { etag: body.etag })) return reply.code(304).send();
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  reply.type(contentType);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}
