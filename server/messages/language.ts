// The language a request is answered in: the storefront's header, else Accept-Language, else English, so a caller that
// sends neither (the original client) reads the words it always has.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, SHOP_LANGUAGE_HEADER, type Language } from '../../contract';

/** `hi-IN;q=0.9` as `hi;q=0.9`: the shop has one Hindi and one English, whatever the region. */
const withoutRegions = (header: string) => header.replace(/\b([a-z]{2,3})-[a-z0-9-]+/gi, '$1');

/** Accept-Language negotiated against the shop's languages; null when it names none of them. */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  return negotiate(withoutRegions(header), [...LANGUAGES]);
}

export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const named = request.headers[SHOP_LANGUAGE_HEADER];
  if (isLanguage(named)) return named;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
