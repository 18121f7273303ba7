// GET /sitemap.xml and GET /robots.txt: what search engines read to find the storefront's pages (catalog/sitemap.ts).
// Files for crawlers, not API calls: hidden from the OpenAPI document like the shop's other non-API answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fresh from 'fresh';
import { sendUnavailable } from '../../http/answers';
import { createSitemapCache, robotsTxt } from '../sitemap';

/** Crawlers and CDNs may keep them a few minutes; the sitemap's ETag makes asking again cheap. */
const CRAWL_FILE_CACHE = 'public, max-age=300';

export const crawlFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sitemap = createSitemapCache(app.db, app.productList, app.config.publicUrl);
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // Before the migrations have run there may be no products table to read yet.
    if (!app.databaseReadiness.ready) return sendUnavailable(reply);
    const { etag, xml } = await sitemap.current();
    reply.header('etag', etag).header('cache-control', CRAWL_FILE_CACHE);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWL_FILE_CACHE).send(robots),
  );
};
