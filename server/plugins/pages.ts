// Storefront pages rendered on the server (unless SERVER_RENDERING=off, or the build has no renderer): the page for
// any path, with its status (404 for what the shop does not have), cached per catalog and answered 304 when the
// browser's copy is current. A failed render falls back to the page the browser renders by itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRequest } from '../../src/serverEntry';
import { PageCache } from '../pages/pageCache';
import { loadPageRenderer } from '../pages/pageRenderer';
import { sendPrecompressed } from './precompressed';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A sender of rendered pages, or undefined when pages are left to the browser. */
export function serverPages(app: FastifyInstance, distDir: string): PageSender | undefined {
  if (!app.config.serverRendering) return undefined;
  const renderer = loadPageRenderer(distDir);
  if (!renderer) {
    app.log.warn('The storefront build has no server renderer (dist/server/render.js): pages are rendered in the browser. Run npm run build.');
    return undefined;
  }
  const cache = new PageCache();
  /** The list's products, parsed once per catalog. */
  let catalog: { etag: string; products: PageRequest['products'] } | undefined;

  return async (request, reply) => {
    const list = await app.productList.current();
    if (catalog?.etag !== list.etag) {
      catalog = { etag: list.etag, products: (JSON.parse(list.json.toString('utf8')) as { products: PageRequest['products'] }).products };
    }
    const { products } = catalog;
    const page = await cache.get(
      list.etag,
      request.url,
      () => renderer.render(request.url, products, app.config.publicUrl),
      // Pages of things the shop does not have are not kept: anyone could fill the cache with made-up addresses.
      (rendered) => rendered.status === 200,
    );
    return sendPrecompressed(request, reply.status(page.status), page, 'text/html; charset=utf-8');
  };
}
