// Which storefront a request comes from, for links that bring the shopper back to it (a payment's return): a client
// on another origin that CORS_ORIGINS lists gets its own origin, as the original server used the request's Origin;
// any other request, our own storefront's included, gets PUBLIC_URL. An unlisted Origin is never linked to.
import type { FastifyRequest } from 'fastify';

export function storefrontOrigin(request: FastifyRequest): string {
  const { corsOrigins, publicUrl } = request.server.config;
  const origin = request.headers.origin;
  return origin !== undefined && corsOrigins.includes(origin) ? origin : publicUrl;
}
