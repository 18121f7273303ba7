// Serves the built storefront (with an index.html fallback for client routes) and product images.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_URL_PREFIX } from '../constants';
import { cacheControlFor } from './hashedNames';
import { inCallersWords } from './errors';
import { QA_LINKS_MARK } from '../pages/pageRenderer';
import type { PictureStore } from '../images/picture';
import { serverPages } from './pages';
import { registerPictures } from './pictures';
import { loadRouteAssets, preloadsFor } from './preloads';

/**
 * Files, never pages: a missing picture or script (anything under the folders of files, or any name with an
 * extension) is a 404, not the storefront's page, which a browser would try to run as a script or show as a broken
 * picture, and a CDN would keep for a year. Page routes (/product/<id> included) have no extension.
 */
const FILE_PREFIXES = [IMAGES_URL_PREFIX, '/assets/'];
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
const isFilePath = (pathname: string) =>
  FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || FILE_NAME.test(pathname);

function cacheHeaders(reply: { setHeader(name: string, value: string): unknown }, file: string): void {
  reply.setHeader('cache-control', cacheControlFor(file));
}

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>The storefront is being built</h1>
<p>The shop's API is ready: see <a href="/api/product/list">the catalog</a> and
<a href="/api/openapi.json">its OpenAPI description</a>.</p></main></body></html>`;

export async function registerWeb(app: FastifyInstance, distDir: string, pictures: PictureStore): Promise<void> {
  await registerPictures(app, pictures);

  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The server's renderer is in the build folder but is not a file for browsers.
      allowedPath: (pathName: string) => !pathName.startsWith('/server/'),
    });
  }
  const routeAssets = loadRouteAssets(distDir);
  // With QA_LINKS=on the empty page carries the mark too; it is read once, as the static file would be.
  const markedShell =
    hasBuild && app.config.qaLinks
      ? readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
          /<meta charset="utf-8" ?\/?>/,
          (charset) => charset + QA_LINKS_MARK,
        )
      : undefined;
  const sendPage = hasBuild ? serverPages(app, distDir) : undefined;
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // The screen's code is asked for with the page, so the app takes the page over as soon as it can.
    const preloads = preloadsFor(pathname, routeAssets);
    if (preloads) reply.header('link', preloads);
    if (sendPage) {
      try {
        return await sendPage(request, reply);
      } catch (error) {
        request.log.error({ err: error }, 'Rendering the page failed; the browser will render it');
      }
    }
    if (markedShell)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(markedShell);
    return hasBuild
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER_PAGE);
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    if (isFilePath(pathname)) {
      return reply.status(404).send({ success: false, message: `There is no file ${pathname}.` });
    }
    if (!pathname.startsWith('/api/') && wantsPage) return sendShell(request, reply, pathname);
    return reply.status(404).send({
      success: false,
      message: inCallersWords(request, {
        key: 'request.noSuchCall',
        values: { method: request.method, path: pathname },
      }),
    });
  });
}
