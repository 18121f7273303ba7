// The code each storefront route loads first: every script and stylesheet a cold load of the route fetches, in a
// browser, compressed as a static host would serve it (gzip level 9, brotli quality 11), and its scripts' bytes as the
// shop serves them to a browser that takes brotli.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE } from './browser';
import { formatKb, formatCount } from './stats';
import { getRaw } from './rawAnswer';
import { table } from './report';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface ShopRoute {
  label: string;
  path: string;
}

export interface RouteCode {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  cssFiles: number;
  /** The scripts' bodies as the shop sends them to a browser accepting brotli, and the encodings it used. */
  servedScriptBytes: number;
  servedEncodings: string[];
}

async function compressed(body: Buffer): Promise<{ gzip: number; brotli: number }> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return { gzip: gz.length, brotli: br.length };
}

/**
 * The scripts as the shop serves them: Chromium takes brotli only over HTTPS, so over the bench's plain HTTP each
 * script is asked for again as such a browser asks for it.
 */
async function served(origin: string, scripts: readonly string[]): Promise<{ bytes: number; encodings: string[] }> {
  const answers = await Promise.all(scripts.map((pathname) => getRaw(`${origin}${pathname}`, 'br')));
  const failed = answers.findIndex((answer) => answer.status !== 200);
  if (failed !== -1) throw new Error(`${scripts[failed]} answered ${answers[failed]?.status} when asked for again.`);
  return {
    bytes: answers.reduce((sum, answer) => sum + answer.body.length, 0),
    encodings: [...new Set(answers.map((answer) => answer.headers['content-encoding'] ?? 'identity'))],
  };
}

/** Loads `route` in a fresh context (no cache) and answers the code it fetched before the network went quiet. */
async function routeCode(browser: Browser, baseUrl: string, route: ShopRoute): Promise<RouteCode> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<{ css: boolean; body: Buffer }>>();
    const origin = new URL(baseUrl).origin;
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      const url = new URL(response.url());
      if (
        (kind === 'script' || kind === 'stylesheet') &&
        url.origin === origin &&
        response.ok() &&
        !bodies.has(url.pathname)
      ) {
        bodies.set(
          url.pathname,
          response.body().then((body) => ({ css: kind === 'stylesheet', body })),
        );
      }
    });
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
    const files = [...bodies.keys()].sort();
    const loaded = await Promise.all([...bodies.values()]);
    const sizes = await Promise.all(loaded.map(({ body }) => compressed(body)));
    const scripts = await served(
      origin,
      files.filter((_, index) => !loaded[index]?.css),
    );
    return {
      route: route.label,
      files: files.map((file) => file.replace(/^\/assets\//, '')),
      rawBytes: loaded.reduce((sum, { body }) => sum + body.length, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      brotliBytes: sizes.reduce((sum, size) => sum + size.brotli, 0),
      cssFiles: loaded.filter(({ css }) => css).length,
      servedScriptBytes: scripts.bytes,
      servedEncodings: scripts.encodings,
    };
  } finally {
    await context.close();
  }
}

export async function measureRouteCode(
  browser: Browser,
  baseUrl: string,
  routes: readonly ShopRoute[],
): Promise<RouteCode[]> {
  const results: RouteCode[] = [];
  for (const route of routes) results.push(await routeCode(browser, baseUrl, route));
  return results;
}

/** The table of the routes' code, with each route's budget for its scripts as served. */
export function routeCodeTable(results: readonly RouteCode[], budgets: Readonly<Record<string, number>>): string {
  return table(
    ['route', 'files (JS + CSS)', 'raw', 'gzip -9', 'brotli -q 11', 'script as served', 'budget', 'loaded'],
    results.map((result) => [
      result.route,
      `${formatCount(result.files.length)}${result.cssFiles > 0 ? ` (${result.cssFiles} CSS)` : ''}`,
      formatKb(result.rawBytes),
      formatKb(result.gzipBytes),
      formatKb(result.brotliBytes),
      `${formatKb(result.servedScriptBytes)} (${result.servedEncodings.join(', ')})`,
      formatKb(budgets[result.route] ?? Number.NaN),
      result.files.map((file) => file.replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1')).join(', '),
    ]),
  );
}

/** The storefront's routes as a shopper first opens them; the product page is labelled /product/:id. */
export function shopRoutes(productId: string): ShopRoute[] {
  return [
    '/',
    '/collection',
    `/product/${productId}`,
    '/cart',
    '/login',
    '/place-order',
    '/orders',
    '/about',
    '/contact',
    '/verify',
  ].map((path) => ({ label: path.replace(productId, ':id'), path }));
}
