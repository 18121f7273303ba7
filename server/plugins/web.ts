// Serves the built storefront (with an index.html fallback for client routes) and product images.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_URL_PREFIX } from '../constants';
import { cacheControlFor } from './hashedNames';
import { inCallersWords } from '../http/answers';
import { pageMarks } from '../pages/pageRenderer';
import type { PictureStore } from '../images/picture';
import { fieldMetricsRate } from './fieldMetrics';
import { serverPages } from './pages';
import { registerPictures } from './pictures';
import { loadRouteAssets, preloadsFor, screenScripts } from './preloads';

/**
 * Files, never pages: a missing picture or script (anything under the folders of files, or any name with an
 * extension) is a 404, not the storefront's page, which a browser would try to run as a script or show as a broken
 * picture, and a CDN would keep for a year. Page routes (/product/<id> included) have no extension.
 */
const FILE_PREFIXES = [IMAGES_URL_PREFIX, '/assets/'];
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
const isFilePath = (pathname: string) =>
  FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || FILE_NAME.test(pathname);

/**
 * A file's headers. What is sent may be its brotli or gzip form (`main.<hash>.js.br`): it is kept as long as the file
 * it stands for, and caches must keep each form apart by the encodings the browser takes.
 */
function cacheHeaders(reply: { setHeader(name: string, value: string): unknown }, file: string): void {
  reply.setHeader('cache-control', cacheControlFor(file.replace(/\.(br|gz)$/, '')));
  reply.setHeader('vary', 'accept-encoding');
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
      // The build writes each file's brotli and gzip forms beside it (webpack.config.ts): the one the browser takes is
      // sent as it is, never compressed again per request.
      preCompressed: true,
      // The server's renderer is in the build folder but is not a file for browsers, nor is a compressed form asked
      // for by its own name (it is sent for the file it stands for, with its encoding).
      allowedPath: (pathName: string) => !pathName.startsWith('/server/') && !/\.(br|gz)$/.test(pathName),
    });
  }
  const routeAssets = loadRouteAssets(distDir);
  // The empty page carries the shop's marks too (QA_LINKS=on, field metrics); it is read once, as the static file would be.
  const marks = pageMarks({ qaLinks: app.config.qaLinks, fieldMetricsRate: fieldMetricsRate(app) });
  const markedShell =
    hasBuild && marks
      ? readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
          /<meta charset="utf-8" ?\/?>/,
          (charset) => charset + marks,
        )
      : undefined;
  const sendPage = hasBuild
    ? serverPages(app, distDir, (pathname) => screenScripts(pathname, routeAssets) ?? [])
    : undefined;
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // With scripts it announces all it did without them, so the second call replaces the first's header.
    const announce = (withScripts: boolean) => {
      const preloads = preloadsFor(pathname, routeAssets, withScripts);
      if (preloads) reply.header('link', preloads);
    };
    if (sendPage) {
      // A rendered page is shown before its scripts come: its picture is announced, its scripts follow the paint.
      announce(false);
      try {
        return await sendPage(request, reply);
      } catch (error) {
        request.log.error({ err: error }, 'Rendering the page failed; the browser will render it');
      }
    }
    // The screen's code is asked for with the page, so the app draws the page as soon as it can.
    announce(true);
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
