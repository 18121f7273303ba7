// Serves product pictures under /images/: files as files (SQLite's one machine), or from the database's picture
// store, so every server process on one PostgreSQL answers every picture the same way.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_URL_PREFIX } from '../constants';
import { cacheControlFor } from './hashedNames';
import type { Picture, PictureStore } from '../images/picture';
import { sendUnavailable } from '../http/answers';

/** Pictures may be shown from another origin (a CDN in front of the shop, a shared link's preview). */
const CROSS_ORIGIN = 'cross-origin';

/**
 * Whether the browser holds this picture: its If-None-Match names the ETag (or any: `*`; weak forms count, as for
 * any GET). A reload that says `Cache-Control: no-cache` gets the picture whole, as the files on SQLite do.
 */
function isFresh(headers: FastifyRequest['headers'], etag: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (!ifNoneMatch || headers['cache-control']?.includes('no-cache')) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function sendPicture(request: FastifyRequest, reply: FastifyReply, name: string, picture: Picture): FastifyReply {
  reply
    .header('cache-control', cacheControlFor(name))
    .header('etag', picture.etag)
    .header('cross-origin-resource-policy', CROSS_ORIGIN);
  if (isFresh(request.headers, picture.etag)) return reply.code(304).send();
  return reply.type(picture.contentType).send(picture.bytes);
}

export async function registerPictures(app: FastifyInstance, pictures: PictureStore): Promise<void> {
  if (pictures.folder) {
    await app.register(fastifyStatic, {
      root: pictures.folder,
      prefix: IMAGES_URL_PREFIX,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.setHeader('cache-control', cacheControlFor(file));
        reply.setHeader('cross-origin-resource-policy', CROSS_ORIGIN);
      },
    });
    return;
  }
  app.get(`${IMAGES_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // Before the migrations have run there may be no table to read yet.
    if (!app.databaseReadiness.ready) return sendUnavailable(reply);
    const name = (request.params as { '*': string })['*'];
    const picture = await pictures.get(name);
    // The shop's one answer for a missing file (plugins/web.ts): 404, never the storefront's page.
    if (!picture) return reply.callNotFound();
    return sendPicture(request, reply, name, picture);
  });
}
