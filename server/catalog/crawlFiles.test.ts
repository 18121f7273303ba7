// jsdom comes with the screen tests' environment; its DOMParser is a real XML parser, stricter than a pattern.
import { JSDOM } from 'jsdom';
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type Answer, type TestShop } from '../test/harness';

const PUBLIC_URL = 'https://shop.example.com:8443';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PUBLIC_PAGES = ['/', '/collection', '/about', '/contact', '/delivery', '/privacy'];
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const { DOMParser } = new JSDOM('').window;

interface SitemapUrl {
  loc: string;
  lastmod: string;
  /** hreflang → address of the entry's `xhtml:link` alternates. */
  alternates: Record<string, string>;
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The sitemap's entries, after checking it is well-formed XML with a sitemaps.org urlset at its root. */
function urlsOf(answer: Answer): SitemapUrl[] {
  const document = new DOMParser().parseFromString(String(answer.body), 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect([document.documentElement.namespaceURI, document.documentElement.localName]).toEqual([SITEMAP_NS, 'urlset']);
  return [...document.documentElement.children].map((url) => {
    expect([url.namespaceURI, url.localName]).toEqual([SITEMAP_NS, 'url']);
    const field = (name: string) => url.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent ?? '';
    const links = [...url.getElementsByTagNameNS(XHTML_NS, 'link')];
    const alternates = Object.fromEntries(
      links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    );
    return { loc: field('loc'), lastmod: field('lastmod'), alternates };
  });
}

/** The sitemap once `done` holds for it (a catalog change reaches it within the product list's recheck time). */
async function sitemapWhen(
  shop: TestShop,
  done: (urls: SitemapUrl[]) => boolean,
): Promise<{ answer: Answer; urls: SitemapUrl[] }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await shop.get('/sitemap.xml');
    const urls = urlsOf(answer);
    if (done(urls)) return { answer, urls };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sitemap did not follow the catalog change');
}

describeEachDatabase(
  'crawl files',
  (shop) => {
    it('lists every public page and product page at absolute, dated locations under PUBLIC_URL', async () => {
      const answer = await shop().get('/sitemap.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
      const urls = urlsOf(answer);
      const products = await catalog(shop());
      expect(products.length).toBeGreaterThan(0);
      // Every page in English and in Hindi (`/hi`, `/hi/collection`, …).
      expect(urls.map((url) => url.loc).sort()).toEqual(
        [...PUBLIC_PAGES, ...products.map((product) => `/product/${product._id}`)]
          .flatMap((page) => [page, page === '/' ? '/hi' : `/hi${page}`])
          .map((page) => `${PUBLIC_URL}${page}`)
          .sort(),
      );
      for (const url of urls) {
        expect(new URL(url.loc).origin).toBe(PUBLIC_URL);
        expect(url.lastmod).toMatch(W3C_DATETIME);
      }
      // Each language's entry names both and English as the default.
      const product = `/product/${products[0]?._id ?? ''}`;
      const pair = {
        en: `${PUBLIC_URL}${product}`,
        hi: `${PUBLIC_URL}/hi${product}`,
        'x-default': `${PUBLIC_URL}${product}`,
      };
      for (const loc of [pair.en, pair.hi]) expect(urls.find((url) => url.loc === loc)?.alternates).toEqual(pair);
      // The public pages show the catalog: they changed when its newest product arrived.
      const newest = urls
        .map((url) => url.lastmod)
        .sort()
        .at(-1);
      for (const page of PUBLIC_PAGES)
        expect(urls.find((url) => url.loc === `${PUBLIC_URL}${page}`)?.lastmod).toBe(newest);
    });

    it('lists a product the admin API adds, dated now, under a new ETag', async () => {
      const before = await shop().get('/sitemap.xml');
      const operator = await newOperator(shop());
      const exported = await shop().request({
        method: 'GET',
        url: '/api/admin/products',
        headers: { token: operator.token },
      });
      const image = (exported.body.products[0] as { image: string[] }).image[0];
      const jacket = {
        name: 'Women Rain Jacket Teal',
        description: 'Keeps the rain out.',
        price: 2499,
        category: 'Women',
        subCategory: 'Winterwear',
      };
      const added = await shop().post(
        '/api/admin/products',
        { ...jacket, sizes: ['S', 'M'], bestseller: false, image: [image] },
        operator.token,
      );
      expect(added.status).toBe(201);
      const loc = `${PUBLIC_URL}/product/${added.body.added[0] as string}`;
      const { answer, urls } = await sitemapWhen(shop(), (list) => list.some((url) => url.loc === loc));
      expect(answer.headers.etag).not.toBe(before.headers.etag);
      const lastmod = urls.find((url) => url.loc === loc)?.lastmod ?? '';
      expect(Math.abs(Date.parse(lastmod) - Date.now())).toBeLessThan(60_000);
      expect(urls.find((url) => url.loc === `${PUBLIC_URL}/`)?.lastmod).toBe(lastmod);
    });

    it('answers 304 without a body when If-None-Match names the current ETag, and the sitemap to another tag', async () => {
      const { etag } = (await shop().get('/sitemap.xml')).headers as { etag: string };
      // As a crawler revalidates; fetch would add Cache-Control: no-cache to a bare If-None-Match, asking for the whole file.
      const revalidate = (tag: string) =>
        shop().request({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' },
        });
      const unchanged = await revalidate(etag);
      expect(unchanged).toMatchObject({ status: 304, body: '' });
      expect(unchanged.headers.etag).toBe(etag);
      const changed = await revalidate('"an-older-tag"');
      expect(changed.status).toBe(200);
      expect(urlsOf(changed).length).toBeGreaterThan(PUBLIC_PAGES.length);
    });

    it('serves robots.txt keeping crawlers out of shoppers’ pages and the API, and pointing at the sitemap', async () => {
      const answer = await shop().get('/robots.txt');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(String(answer.body).split('\n').filter(Boolean)).toEqual([
        'User-agent: *',
        ...['', '/hi'].flatMap((prefix) =>
          [
            '/cart',
            '/login',
            '/place-order',
            '/orders',
            '/verify',
            '/account',
            '/forgot-password',
            '/reset-password',
            '/confirm-email',
            '/wishlist',
            '/alerts/unsubscribe',
            '/alerts/confirm',
          ].map((path) => `Disallow: ${prefix}${path}`),
        ),
        'Disallow: /api/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]);
    });

    it('keeps both files out of the OpenAPI document, which describes the API only', async () => {
      const document = (await shop().get('/api/openapi.json')).body as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    });
  },
  { PUBLIC_URL },
);
