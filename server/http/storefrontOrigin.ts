// Which storefront a request comes from, for links that bring the shopper back to it (a payment's return): a client
// on another origin that CORS_ORIGINS lists gets its own origin, as the original server used the request's Origin;
// any other request, our own storefront's included, gets PUBLIC_URL. An unlisted Origin is never linked to.
import type { FastifyRequest } from 'fastify';
import { isLanguage, languagePrefix, SHOP_LANGUAGE_HEADER } from '../../contract';

export function storefrontOrigin(request: FastifyRequest): string {
  const { corsOrigins, publicUrl } = request.server.config;
  const origin = request.headers.origin;
  return origin !== undefined && corsOrigins.includes(origin) ? origin : publicUrl;
}

/**
 * Where the storefront that sent a request lives: its origin, and the prefix of the language its page was in when the
 * storefront named it (the shop-language header), so a Hindi shopper comes back to a Hindi page. A caller that names
 * none (the original client, whose storefront has no such pages) comes back to its origin's own pages.
 */
export function storefrontBase(request: FastifyRequest): string {
  const named = request.headers[SHOP_LANGUAGE_HEADER];
  return storefrontOrigin(request) + (isLanguage(named) ? languagePrefix(named) : '');
}
