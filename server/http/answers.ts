// The answers routes and plugins share: a refusal in the caller's words, 503 while the database cannot be reached,
// and what a passed rate limit says. Below the wings and the plugins, so both may use them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../contract';
import { languageOf, say, type MessageKey, type ShopperMessage } from '../messages';

/** Retry-After of every 503 about the database: the longest pause between the server's own attempts to reach it. */
export const UNAVAILABLE_RETRY_AFTER = '5';

/** The words of a refusal in the language of the request that met it. */
export function inCallersWords(request: FastifyRequest, words: ShopperMessage | string): string {
  return typeof words === 'string' ? words : say(words, languageOf(request));
}

/** 503 with Retry-After: the database cannot be reached (or is not ready yet); the call may be repeated. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', UNAVAILABLE_RETRY_AFTER)
    .send({ success: false, message: inCallersWords(reply.request, { key: 'shop.unavailable' }) });
}

/**
 * What a limit says, with the wait in the caller's words: the plugin's own English ("1 minute"), else the catalog's.
 * For a route's own words when its limit is passed (an errorResponseBuilder's message).
 */
export function tooMany(request: FastifyRequest, key: MessageKey, context: { after: string; ttl: number }): string {
  const language = languageOf(request);
  if (language === DEFAULT_LANGUAGE) return say({ key, values: { after: context.after } });
  const seconds = Math.ceil(context.ttl / 1000);
  const after =
    seconds < 60
      ? say({ key: 'wait.seconds', values: { seconds } }, language)
      : say({ key: 'wait.minutes', values: { minutes: Math.round(seconds / 60) } }, language);
  return say({ key, values: { after } }, language);
}
