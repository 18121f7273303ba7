// The crawl files: sitemap.xml (every public page and product page of the storefront in every language, absolute,
// dated and naming each other) and
// robots.txt. The sitemap is built once per catalog version, which the product list cache already watches.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { escapeMarkup } from '../pages/markup';
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, PAGES, productPath } from '../../contract';
import type { ProductListCache } from './productListCache';

const PAGE_SPECS = Object.values(PAGES);
/** The storefront's pages anyone may read (the contract's page table), besides each product's page. */
export const PUBLIC_PAGES = PAGE_SPECS.filter((page) => !page.shoppersOwn && !page.path.includes(':')).map(
  (page) => page.path,
);
/**
 * One shopper's pages (cart, checkout, orders, sign-in, the account), in every language, and the API: nothing a
 * search engine should list. A path covers the paths under it (`/orders` an order's page).
 */
export const PRIVATE_PATHS = [
  ...LANGUAGES.flatMap((language) =>
    PAGE_SPECS.filter((page) => page.shoppersOwn && !page.path.includes(':')).map((page) =>
      inLanguage(page.path, language),
    ),
  ),
  '/api/',
];

export interface Sitemap {
  etag: string;
  xml: string;
}

export interface SitemapCache {
  current(): Promise<Sitemap>;
}

/** W3C Datetime (what sitemaps.org asks for), to the second, in UTC. */
const w3cDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * One page in every language: an entry for each, every entry naming all of them and `x-default` (English) as
 * `xhtml:link` alternates, as search engines read a sitemap's language versions.
 */
function urlEntries(publicUrl: string, path: string, lastmod: number | undefined): string[] {
  const date = lastmod === undefined ? '' : `<lastmod>${w3cDate(lastmod)}</lastmod>`;
  const href = (language: (typeof LANGUAGES)[number]) => escapeMarkup(`${publicUrl}${inLanguage(path, language)}`);
  const alternates = [
    ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}"/>`,
  ].join('');
  return LANGUAGES.map((language) => `  <url><loc>${href(language)}</loc>${date}${alternates}</url>`);
}

/** The product list carries no dates, so the sitemap reads each product's own (a product is dated when added). */
async function build(db: Kysely<DB>, publicUrl: string): Promise<Sitemap> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  // The public pages show the catalog, so they change when its newest product arrives.
  const newest = products[0] === undefined ? undefined : Number(products[0].created_at);
  const entries = [
    ...PUBLIC_PAGES.flatMap((page) => urlEntries(publicUrl, page, newest)),
    ...products.flatMap((product) => urlEntries(publicUrl, productPath(product.id), Number(product.created_at))),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  // A tag of the bytes, not of the product list's: that one changes with every sale, which the sitemap does not show.
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  return { etag, xml };
}

export function createSitemapCache(db: Kysely<DB>, productList: ProductListCache, publicUrl: string): SitemapCache {
  let built: { version: number; sitemap: Promise<Sitemap> } | undefined;
  return {
    async current() {
      const { version } = await productList.current();
      if (built?.version !== version) {
        const check = { version, sitemap: build(db, publicUrl) };
        built = check;
        // A failed read is not kept: the next request tries again.
        check.sitemap.catch(() => {
          if (built === check) built = undefined;
        });
      }
      return built.sitemap;
    },
  };
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
