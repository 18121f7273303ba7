// What every request and answer of the API must be, whatever the route: sent within REQUEST_TIMEOUT_MS, no NUL
// character anywhere in it (PostgreSQL cannot store one, and no field of the shop needs one), and no answer kept in a
// cache, since answers carry tokens, carts, orders and accounts.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import type { ShopperMessage } from '../messages';

/**
 * A client that trickles its headers or its body is cut when the whole request has taken `requestTimeoutMs` (408, or
 * the connection closed). Node looks for such clients every `connectionsCheckingInterval`, so that runs often enough
 * for the cut to come when the time is up, not up to half a minute later.
 */
export function slowClientLimits(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

const NUL_MESSAGE: ShopperMessage = { key: 'request.nul' };

/**
 * Whether JSON text spells a NUL: `\u0000` after an odd run of backslashes (after an even run, the backslashes
 * escape each other and the text is the six characters `\u0000`). A raw NUL byte is not valid JSON at all.
 */
export function spellsNul(json: string): boolean {
  for (let at = json.indexOf('u0000'); at !== -1; at = json.indexOf('u0000', at + 1)) {
    let backslashes = 0;
    while (json[at - 1 - backslashes] === '\\') backslashes += 1;
    if (backslashes % 2 === 1) return true;
  }
  return false;
}

/** Routes that set their own Cache-Control (the public product list's ETag) keep it. */
const NO_STORE = 'no-store';

export function registerRequestRules(app: FastifyInstance): void {
  // Fastify's own JSON parser (with its __proto__ and constructor refusals), after a scan for a spelt NUL.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (spellsNul(text)) return done(badRequest(NUL_MESSAGE), undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    // A NUL in the path or the query reaches route parameters the same way.
    if (/%00/.test(request.url)) throw badRequest(NUL_MESSAGE);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
