// Storefront pages rendered on the server (unless SERVER_RENDERING=off, or the build has no renderer): the page for
// any path, with its status (404 for what the shop does not have), cached until the catalog or its stock changes and
// answered 304 when the browser's copy is current. The renderer asks the API for what the page shows as the browser
// would, answered in-process; the page carries those answers. A failed render falls back to the page the browser
// renders by itself. Pages are kept and rendered under their meaningful address (pages/pageKey.ts); a render, unlike
// a kept page, counts against its client's PAGE_RENDER_RATE_LIMIT_PER_MINUTE (429) and waits for a place among
// PAGE_RENDER_CONCURRENCY (503 when none frees in time), so new addresses cannot be turned into load.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_RECHECK_MS } from '../constants';
import { createCatalogMark } from '../pages/catalogMark';
import { PageCache, type CachedPage } from '../pages/pageCache';
import { loadPageRenderer, type ScreenScripts } from '../pages/pageRenderer';
import { busyRefusal, refusalPage, tooManyPagesRefusal, type Refusal } from '../pages/refusalPage';
import { createRenderGate, RendersBusy } from '../pages/renderGate';
import { fieldMetricsRate } from './fieldMetrics';
import { sendPrecompressed } from '../http/precompressed';
import { contentSecurityPolicy, policyHeader } from '../http/securityPolicy';
import { pageKey } from '../../contract';

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
export function serverPages(
  app: FastifyInstance,
  distDir: string,
  screenScripts?: ScreenScripts,
): PageSender | undefined {
  if (!app.config.serverRendering) return undefined;
  const renderer = loadPageRenderer(
    distDir,
    { qaLinks: app.config.qaLinks, fieldMetricsRate: fieldMetricsRate(app) },
    screenScripts,
  );
  if (!renderer) {
    app.log.warn(
      'The storefront build has no server renderer (dist/server/render.js): pages are rendered in the browser. Run npm run build.',
    );
    return undefined;
  }
  const cache = new PageCache();
  const catalogMark = createCatalogMark(app.db, CATALOG_RECHECK_MS);
  const fetchFn = inProcessFetch(app);
  // A page runs one inline script of its own (the held taps and the scripts' loader): the policy names it by its hash.
  const policy = contentSecurityPolicy(app.config);
  const pagePolicy = policyHeader({
    ...policy,
    'script-src': [...(policy['script-src'] ?? []), renderer.inlineScriptSource],
  });
  const { pageRenderConcurrency, pageRenderQueue, pageRenderQueueWaitMs, pageRenderRateLimitPerMinute } = app.config;
  const gate = createRenderGate({
    concurrency: pageRenderConcurrency,
    queue: pageRenderQueue,
    maxWaitMs: pageRenderQueueWaitMs,
  });
  // Counted only for renders: a page the cache answers costs next to nothing, however often it is asked for.
  const countRender = app.createRateLimit({
    max: pageRenderRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `page-renders:${request.ip}`,
  });

  return async (request, reply) => {
    const key = pageKey(request.url);
    const catalog = await catalogMark();
    const held = cache.held(catalog, key);
    app.metrics.page(held !== undefined);
    if (!held) {
      const count = await countRender(request);
      if (!count.isAllowed && count.isExceeded) return sendRefusal(reply, tooManyPagesRefusal(count.ttlInSeconds));
    }
    let page: CachedPage;
    try {
      page = await cache.get(
        catalog,
        key,
        () => gate.run(() => app.metrics.rendering(() => renderer.render(key, fetchFn, app.config.publicUrl))),
        // Pages of things the shop does not have are not kept: anyone could fill the cache with made-up addresses.
        (rendered) => rendered.status === 200,
      );
    } catch (error) {
      if (error instanceof RendersBusy) return sendRefusal(reply, busyRefusal(error.retryAfterSeconds));
      throw error;
    }
    reply.header('content-security-policy', pagePolicy);
    return sendPrecompressed(request, reply.status(page.status), page, 'text/html; charset=utf-8');
  };
}

/** A page that was not rendered: the refusal's status, when to ask again, and a few lines saying so. */
function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply
    .status(refusal.status)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(refusalPage(refusal));
}
