// Storefront pages rendered on the server (unless SERVER_RENDERING=off, or the build has no renderer): the page for
// any path, with its status (404 for what the shop does not have), cached until the catalog or its stock changes and
// answered 304 when the browser's copy is current. The renderer asks the API for what the page shows as the browser
// would, answered in-process; the page carries those answers. A failed render falls back to the page the browser
// renders by itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_RECHECK_MS } from '../constants';
import { createCatalogMark } from '../pages/catalogMark';
import { PageCache } from '../pages/pageCache';
import { loadPageRenderer } from '../pages/pageRenderer';
import { sendPrecompressed } from './precompressed';
import { contentSecurityPolicy, policyHeader } from './security';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The API's answer to a GET, asked in-process: the same routes, schemas and answers the browser gets. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // The renderer makes its Request in its own module context, so it is told by its shape, not its class.
    const request = typeof input === 'object' && 'url' in input ? input : undefined;
    const url = new URL(request ? request.url : input instanceof URL ? input.href : `${input as string}`);
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page asked the API for ${method} ${url.pathname}: pages only read.`);
    const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A sender of rendered pages, or undefined when pages are left to the browser. */
export function serverPages(app: FastifyInstance, distDir: string): PageSender | undefined {
  if (!app.config.serverRendering) return undefined;
  const renderer = loadPageRenderer(distDir, { qaLinks: app.config.qaLinks });
  if (!renderer) {
    app.log.warn(
      'The storefront build has no server renderer (dist/server/render.js): pages are rendered in the browser. Run npm run build.',
    );
    return undefined;
  }
  const cache = new PageCache();
  const catalogMark = createCatalogMark(app.db, CATALOG_RECHECK_MS);
  const fetchFn = inProcessFetch(app);
  // A page runs one inline script of its own (the held taps): the policy names it by its hash.
  const policy = contentSecurityPolicy(app.config);
  const pagePolicy = policyHeader({
    ...policy,
    'script-src': [...(policy['script-src'] ?? []), renderer.inlineScriptSource],
  });

  return async (request, reply) => {
    const page = await cache.get(
      await catalogMark(),
      request.url,
      () => renderer.render(request.url, fetchFn, app.config.publicUrl),
      // Pages of things the shop does not have are not kept: anyone could fill the cache with made-up addresses.
      (rendered) => rendered.status === 200,
    );
    reply.header('content-security-policy', pagePolicy);
    return sendPrecompressed(request, reply.status(page.status), page, 'text/html; charset=utf-8');
  };
}
