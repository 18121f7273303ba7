// Storefront pages as a crawler reads them: rendered on the server by the real build (dist/), with their head,
// structured data and status, cached per catalog, sent compressed, and never holding anything of a shopper's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { ensureBuild } from '../../tools/ensure-build';
import { catalog, newOperator, type CatalogProduct } from './fixtures';
import { describeEachDatabase, startTestShop, type Answer, type TestShop } from './harness';
import { ADDRESS_FIELD_RULES, LATEST_COUNT, pageChunk, PAGES } from '../../contract';
import { loadRouteAssets } from '../plugins/preloads';

const PUBLIC_URL = 'https://kapda.example';
const DIST_DIR = path.resolve(__dirname, '../../dist');
const PAGE_ENV = { DIST_DIR, PUBLIC_URL };
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;
const PRIVATE_PAGES = Object.values(PAGES)
  .filter((page) => page.shoppersOwn)
  .map((page) => page.path);
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type Listed = CatalogProduct & { description: string; category: string; image: string[] };
type JsonLd = Record<string, unknown>;

const { DOMParser } = new JSDOM('').window;

interface Page {
  answer: Answer;
  document: Document;
}

async function page(shop: TestShop, url: string, headers: Record<string, string> = {}): Promise<Page> {
  const answer = await shop.request({ method: 'GET', url, headers });
  return { answer, document: new DOMParser().parseFromString(String(answer.body), 'text/html') };
}

/** What a crawler or a link preview reads in a page's head. */
function headOf(document: Document) {
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    titles: document.querySelectorAll('title').length,
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    robots: content('meta[name="robots"]'),
    ogType: content('meta[property="og:type"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogImage: content('meta[property="og:image"]'),
    twitterCard: content('meta[name="twitter:card"]'),
  };
}

function structuredData(document: Document, type: string): JsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as JsonLd)
    .filter((data) => data['@type'] === type);
}

/** The product names of the cards in a grid, in order. */
const namesIn = (container: Element | null) =>
  [...(container?.querySelectorAll('li a > p:first-of-type') ?? [])].map((name) => name.textContent);

const productUrl = (product: Listed) => `${PUBLIC_URL}/product/${encodeURIComponent(product._id)}`;
const listed = async (shop: TestShop) => (await catalog(shop)) as Listed[];
const availabilityOf = (document: Document) =>
  (structuredData(document, 'Product')[0]?.offers as JsonLd | undefined)?.availability;

/** The page once `done` holds for it (a catalog change reaches the product list within its recheck time). */
async function pageWhen(shop: TestShop, url: string, done: (document: Document) => boolean): Promise<Page> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await page(shop, url);
    if (done(answer.document)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not follow the catalog change`);
}

/** One test shop on SQLite for the describe block it is called in. */
function sqliteShop(env: Record<string, string>): () => TestShop {
  let shop: Awaited<ReturnType<typeof startTestShop>> | undefined;
  beforeAll(async () => {
    shop = await startTestShop('sqlite', env);
  });
  afterAll(async () => {
    await shop?.stop();
  });
  return () => {
    if (!shop) throw new Error('the test shop did not start');
    return shop;
  };
}

beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

describe('server-rendered pages (sqlite)', () => {
  const shop = sqliteShop(PAGE_ENV);

  it("home: the shop's title, description, absolute canonical and link preview, and the latest products in the markup", async () => {
    const { answer, document } = await page(shop(), '/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(document);
    expect(head).toMatchObject({
      titles: 1,
      title: 'Kapda · Clothing for everyone',
      description: expect.stringContaining('Kapda'),
      canonical: `${PUBLIC_URL}/`,
      robots: undefined,
      ogTitle: 'Kapda · Clothing for everyone',
      ogImage: expect.stringMatching(/^https:\/\/kapda\.example\/images\//),
      twitterCard: 'summary_large_image',
    });
    expect(head.ogDescription).toBe(head.description);
    const image = await shop().get(new URL(head.ogImage ?? '').pathname);
    expect([image.status, image.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\//)]);

    const root = document.getElementById('root');
    expect(root?.getAttribute('data-rendered')).toBe('server');
    const latest = (await listed(shop())).slice(0, LATEST_COUNT).map((product) => product.name);
    expect(latest).toHaveLength(LATEST_COUNT);
    expect(namesIn(root?.querySelector('section[aria-labelledby="latest-title"]') ?? null)).toEqual(latest);
  });

  it('collection of Men: only Men products in the grid and the ItemList, a GET form with Men checked, one canonical', async () => {
    const { answer, document } = await page(shop(), '/collection?category=Men');
    expect(answer.status).toBe(200);
    const men = (await listed(shop())).filter((product) => product.category === 'Men');
    expect(men.length).toBeGreaterThan(0);
    expect(namesIn(document.querySelector('#root ul[aria-label="Products"]'))).toEqual(
      men.map((product) => product.name),
    );

    const [itemList, ...more] = structuredData(document, 'ItemList');
    expect(more).toHaveLength(0);
    expect((itemList?.itemListElement as Array<{ url: string }>).map((item) => item.url)).toEqual(men.map(productUrl));

    const form = document.querySelector('form[action="/collection"]');
    expect(form?.getAttribute('method')).toBe('get');
    const boxes = [...(form?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="category"]') ?? [])];
    expect(boxes.map((box) => [box.value, box.checked])).toEqual([
      ['Men', true],
      ['Women', false],
      ['Kids', false],
    ]);

    const canonical = `${PUBLIC_URL}/collection?category=Men`;
    expect(headOf(document).canonical).toBe(canonical);
    const searched = await page(shop(), '/collection?category=Men&q=shirt&sort=low-high');
    expect([searched.answer.status, headOf(searched.document).canonical]).toEqual([200, canonical]);
  });

  it("the language switch keeps a page's filters and search without script: the page's own query, nothing else", async () => {
    const { document } = await page(shop(), '/collection?utm_source=mail&category=Kids&q=tee&gclid=1');
    expect([...document.querySelectorAll('#root a[hreflang="hi"]')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/hi/collection?category=Kids&q=tee']),
    );
    const hindi = await page(shop(), '/hi/collection?category=Kids');
    expect(hindi.document.querySelector('#root a[hreflang="en"]')?.getAttribute('href')).toBe(
      '/collection?category=Kids',
    );
  });

  it("carries its own search form after the app's markup, in the page's language, for the search icon before the app", async () => {
    const home = (await page(shop(), '/')).document;
    const icon = home.querySelector('#root header button[aria-controls="search-bar"]');
    expect(icon?.getAttribute('aria-label')).toBe('Search products');
    expect(icon?.getAttribute('aria-expanded')).toBe('false');
    const form = home.querySelector<HTMLFormElement>('body > form#search-bar');
    expect([form?.getAttribute('action'), form?.getAttribute('method'), form?.hidden]).toEqual([
      '/collection',
      'get',
      true,
    ]);
    expect(home.querySelectorAll('#search-bar')).toHaveLength(1);
    const hindi = (await page(shop(), '/hi/collection?q=%22%3Ejaket')).document;
    const field = hindi.querySelector<HTMLInputElement>('body > form#search-bar input[name="q"]');
    expect([field?.closest('form')?.getAttribute('action'), field?.getAttribute('aria-label'), field?.value]).toEqual([
      '/hi/collection',
      'नाम से उत्पाद खोजें',
      '">jaket',
    ]);
  });

  it('every page of the route table has its screen chunk in the build, which the server announces with the page', () => {
    const assets = loadRouteAssets(DIST_DIR);
    expect(Object.keys(PAGES).filter((name) => !assets[pageChunk(name)])).toEqual([]);
  });

  it.each([
    ['/', 'route-home', '</images/hero.svg>; rel=preload; as=image; fetchpriority=high'],
    ['/hi/collection?category=Men', 'route-collection', undefined],
  ])(
    '%s is shown before its scripts: only its picture is announced, and its scripts are listed for after the paint',
    async (url, chunk, link) => {
      const { answer, document } = await page(shop(), url);
      expect(answer.headers.link).toBe(link);
      // No script element of the page loads anything itself: the one inline script (held taps and the loader) does.
      expect(document.querySelectorAll('script[src]')).toHaveLength(0);
      const inline = [...document.querySelectorAll('script:not([type])')];
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0]?.textContent ?? '')
        .digest('base64');
      expect(String(answer.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
      const listed = JSON.parse(document.getElementById('page-scripts')?.textContent ?? '{}') as {
        run: string[];
        preload: string[];
      };
      const assets = loadRouteAssets(DIST_DIR);
      expect(listed.preload).toEqual(expect.arrayContaining(assets[chunk] ?? ['(none)']));
      expect(listed.run.map((src) => /\/assets\/(\w+)\./.exec(src)?.[1])).toEqual(['runtime', 'vendor', 'main']);
      for (const src of [...listed.run, ...listed.preload]) expect((await shop().get(src)).status).toBe(200);
    },
  );

  it.each(Object.entries(PAGES))(
    'every page of the route table is a page of the server: %s answers 200',
    async (_name, { path }) => {
      const [product] = await catalog(shop());
      const { answer } = await page(shop(), path.replace(':productId', encodeURIComponent(product?._id ?? '')));
      expect(answer.status).toBe(200);
    },
  );

  it.each([
    ['/about', 'About us · Kapda'],
    ['/contact', 'Contact us · Kapda'],
  ])('%s: 200 under its own title and absolute canonical', async (url, title) => {
    const { answer, document } = await page(shop(), url);
    expect(answer.status).toBe(200);
    expect(headOf(document)).toMatchObject({ title, canonical: `${PUBLIC_URL}${url}`, robots: undefined });
  });

  it.each(PRIVATE_PAGES)("%s: a shopper's own page, 200 but noindex and without a canonical", async (url) => {
    const { answer, document } = await page(shop(), url);
    expect(answer.status).toBe(200);
    expect(headOf(document)).toMatchObject({ robots: 'noindex', canonical: undefined });
  });

  it("a shopper's own pages are drawn with their forms and frames, and nothing of a shopper's", async () => {
    const login = (await page(shop(), '/login')).document;
    const loginForm = login.querySelector('#root form[aria-labelledby="login-title"]');
    expect(loginForm?.getAttribute('method')).toBe('dialog');
    expect([...(loginForm?.querySelectorAll('input') ?? [])].map((input) => input.name)).toEqual(['email', 'password']);
    expect(loginForm?.querySelector('button[type="submit"]')?.textContent).toBe('Sign In');
    const signUp = (await page(shop(), '/login?mode=signup&next=%2Fplace-order')).document;
    expect(signUp.querySelector('#root h1')?.textContent).toBe('Sign Up');

    const checkout = (await page(shop(), '/place-order')).document;
    const fields = [...checkout.querySelectorAll('#root form input:not([type="radio"])')].map(
      (input) => (input as HTMLInputElement).name,
    );
    // Every field of an address, as the contract names them.
    expect(new Set(fields)).toEqual(new Set(Object.keys(ADDRESS_FIELD_RULES)));
    // The payment methods the shop takes, as it answers them.
    const { methods } = (await shop().get('/api/payment/methods')).body as { methods: string[] };
    const shown = [...checkout.querySelectorAll('#root input[name="payment"]')].map(
      (input) => (input as HTMLInputElement).value,
    );
    expect(new Set(shown)).toEqual(new Set(methods));
    // What is the shopper's holds its place: no visitor's notice, no cart line, no amount.
    expect(checkout.querySelector('#root [role="status"]')).not.toBeNull();
    expect(checkout.querySelector('#root')?.textContent).not.toMatch(/₹/);

    for (const [url, heading] of [
      ['/cart', 'YOUR CART'],
      ['/orders', 'MY ORDERS'],
      ['/account', 'MY ACCOUNT'],
    ] as const) {
      const { document } = await page(shop(), url);
      expect(document.querySelector('#root h1')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(heading);
      expect(document.querySelector('#root main [role="status"]')).not.toBeNull();
    }
  });

  it.each([
    ['/no-such-page', 'PAGE NOT FOUND'],
    ['/product/no-such-product', 'PRODUCT NOT FOUND'],
  ])("%s: 404 with the shop's NOT FOUND page, noindex", async (url, heading) => {
    const { answer, document } = await page(shop(), url);
    expect([answer.status, answer.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(document.querySelector('#root h1')?.textContent).toBe(heading);
    expect(headOf(document)).toMatchObject({ robots: 'noindex', canonical: undefined });
  });

  it('answers a page again under the same ETag, and 304 without a body to If-None-Match', async () => {
    const first = await shop().get('/collection?category=Women');
    const second = await shop().get('/collection?category=Women');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect([second.headers.etag, second.body]).toEqual([first.headers.etag, first.body]);
    // As a browser revalidates; fetch would add Cache-Control: no-cache to a bare If-None-Match, asking for the whole page.
    const again = await shop().request({
      method: 'GET',
      url: '/collection?category=Women',
      headers: { 'if-none-match': String(first.headers.etag), 'cache-control': 'max-age=0' },
    });
    expect([again.status, again.body, again.headers.etag]).toEqual([304, '', first.headers.etag]);
  });

  it.each(['br', 'gzip'])(
    'sends the page in %s to a browser accepting it, varying by Accept-Encoding',
    async (encoding) => {
      // fetch asks for compressed answers unless told otherwise.
      const plain = await shop().request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await shop().request({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(compressed.headers).toMatchObject({
        'content-encoding': encoding,
        vary: 'accept-encoding',
        etag: plain.headers.etag,
      });
      // fetch decodes the answer: the same page as the uncompressed one.
      expect(compressed.body).toBe(plain.body);
    },
  );

  // Pages of made-up addresses are rendered at every request (they are not kept): a render that left a timer holding
  // its store would let anyone grow the server's memory, and would keep a stopped shop's process alive.
  it('leaves no timer running after rendering a page', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    for (let index = 0; index < 20; index += 1)
      expect((await shop().get(`/product/made-up-${index}`)).status).toBe(404);
    expect(timers() - before).toBeLessThan(5);
  });

  it("keeps nothing of a shopper's in the pages: signed in with a cart, the same bytes under the same ETag", async () => {
    const pages = ['/', '/cart'];
    const before = await Promise.all(pages.map((url) => shop().get(url)));
    const shopper = await shop().newShopper('Priya Menon');
    const [product] = await listed(shop());
    if (!product) throw new Error('the catalog is empty');
    expect(
      (await shop().post('/api/cart/add', { itemId: product._id, size: product.sizes[0] }, shopper.token)).status,
    ).toBe(200);

    const after = await Promise.all(
      pages.map((url) => shop().request({ method: 'GET', url, headers: { token: shopper.token } })),
    );
    after.forEach((answer, index) => {
      expect([pages[index], answer.headers.etag, answer.body]).toEqual([
        pages[index],
        before[index]?.headers.etag,
        before[index]?.body,
      ]);
      for (const secret of [shopper.token, shopper.email, 'Priya Menon'])
        expect(String(answer.body)).not.toContain(secret);
    });
  });
});

describeEachDatabase(
  'product pages follow the catalog',
  (shop) => {
    let operator: Awaited<ReturnType<typeof newOperator>>;
    const asOperator = (url: string, body: unknown) => shop().post(url, body, operator.token);

    beforeAll(async () => {
      operator = await newOperator(shop());
    });

    async function productAt(index: number): Promise<Listed> {
      const product = (await listed(shop()))[index];
      if (!product) throw new Error(`the catalog has no product ${index}`);
      expect(Object.values(product.stock).some((units) => units > 0)).toBe(true);
      return product;
    }

    it("a product's page: its name and description in the head, Product and BreadcrumbList data, its sizes in the markup", async () => {
      const product = await productAt(3);
      const { answer, document } = await page(shop(), `/product/${product._id}`);
      expect(answer.status).toBe(200);
      const url = productUrl(product);
      const head = headOf(document);
      expect(head).toMatchObject({
        title: `${product.name} · Kapda`,
        canonical: url,
        ogType: 'product',
        robots: undefined,
      });
      // Search engines show about 155 characters: a longer description is cut at a word, with an ellipsis.
      const description = product.description.replace(/\s+/g, ' ').trim();
      expect(head.description?.length).toBeLessThanOrEqual(155);
      expect(description.startsWith(head.description?.replace(/…$/, '') ?? '-')).toBe(true);

      const [data] = structuredData(document, 'Product');
      expect(data).toMatchObject({
        name: product.name,
        image: product.image,
        url,
        offers: { priceCurrency: 'INR', availability: IN_STOCK },
      });
      expect(Number((data?.offers as JsonLd).price)).toBe(product.price);
      expect(product.image.length).toBeGreaterThan(0);
      for (const image of product.image) expect(image.startsWith(`${PUBLIC_URL}/images/`)).toBe(true);
      const [breadcrumbs] = structuredData(document, 'BreadcrumbList');
      expect(
        (breadcrumbs?.itemListElement as Array<{ name: string; item: string }>).map(({ name, item }) => [name, item]),
      ).toEqual([
        ['Home', `${PUBLIC_URL}/`],
        [product.category, `${PUBLIC_URL}/collection?category=${encodeURIComponent(product.category)}`],
        [product.name, url],
      ]);

      expect(document.querySelector('#root h1')?.textContent).toBe(product.name);
      const sizes = [
        ...document.querySelectorAll('#root [role="group"][aria-labelledby="size-label"] button > span:first-child'),
      ];
      expect(sizes.map((size) => size.textContent)).toEqual(product.sizes);
    });

    it("a product's Hindi page: its Hindi name and description in the head, the markup and the data, and the hreflang pair", async () => {
      const product = await productAt(3);
      const { nameHi, descriptionHi } = product as Listed & { nameHi?: string; descriptionHi?: string };
      if (!nameHi || !descriptionHi) throw new Error('the demo product has no Hindi texts');
      const { answer, document } = await page(shop(), `/hi/product/${product._id}`);
      expect(answer.status).toBe(200);
      expect(document.documentElement.getAttribute('lang')).toBe('hi');
      const url = `${PUBLIC_URL}/hi/product/${encodeURIComponent(product._id)}`;
      const head = headOf(document);
      expect(head).toMatchObject({ title: `${nameHi} · Kapda`, canonical: url });
      expect(descriptionHi.replace(/\s+/g, ' ').startsWith(head.description?.replace(/…$/, '') ?? '-')).toBe(true);
      expect(structuredData(document, 'Product')[0]).toMatchObject({ name: nameHi, description: descriptionHi, url });
      const [breadcrumbs] = structuredData(document, 'BreadcrumbList');
      expect((breadcrumbs?.itemListElement as Array<{ name: string }>).map(({ name }) => name)).toEqual([
        'होम',
        expect.stringMatching(/[\u0900-\u097F]/),
        nameHi,
      ]);
      expect(document.querySelector('#root h1')?.textContent).toBe(nameHi);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual(
        expect.arrayContaining([
          ['en', productUrl(product)],
          ['hi', url],
          ['x-default', productUrl(product)],
        ]),
      );
    });

    it('answers OutOfStock, under a new ETag, once the operator sets every size of the product to 0', async () => {
      const product = await productAt(4);
      const url = `/product/${product._id}`;
      const before = await page(shop(), url);
      expect(availabilityOf(before.document)).toBe(IN_STOCK);
      for (const size of product.sizes) {
        expect((await asOperator('/api/admin/stock', { productId: product._id, size, quantity: 0 })).status).toBe(200);
      }
      const after = await pageWhen(shop(), url, (document) => availabilityOf(document) !== IN_STOCK);
      expect(availabilityOf(after.document)).toBe(OUT_OF_STOCK);
      expect(after.answer.headers.etag).not.toBe(before.answer.headers.etag);
      const sizes = [...after.document.querySelectorAll('#root [role="group"][aria-labelledby="size-label"] button')];
      expect(sizes.map((size) => size.hasAttribute('disabled'))).toEqual(product.sizes.map(() => true));
    });

    it('shows a product renamed through the admin API under a new ETag', async () => {
      const product = await productAt(5);
      const url = `/product/${product._id}`;
      const before = await page(shop(), url);
      const exported = await shop().request({
        method: 'GET',
        url: '/api/admin/products',
        headers: { token: operator.token },
      });
      const row = (exported.body.products as Array<Record<string, unknown>>).find((each) => each.id === product._id);
      // Without its stock, so the change is the name alone.
      const unchanged = Object.fromEntries(Object.entries(row ?? {}).filter(([field]) => field !== 'stock'));
      const name = `${product.name} Renamed`;
      const answer = await asOperator('/api/admin/products', { ...unchanged, name });
      expect([answer.status, answer.body.updated]).toEqual([201, [product._id]]);

      const after = await pageWhen(shop(), url, (document) => document.querySelector('#root h1')?.textContent === name);
      expect(headOf(after.document).title).toBe(`${name} · Kapda`);
      expect(structuredData(after.document, 'Product')[0]?.name).toBe(name);
      expect(after.answer.headers.etag).not.toBe(before.answer.headers.etag);
    });
  },
  PAGE_ENV,
);

describe('with SERVER_RENDERING=off (sqlite)', () => {
  const shop = sqliteShop({ ...PAGE_ENV, SERVER_RENDERING: 'off' });

  it("answers a product's address with the built page, for the browser to render", async () => {
    const [product] = await listed(shop());
    if (!product) throw new Error('the catalog is empty');
    const { answer, document } = await page(shop(), `/product/${product._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'));
    expect(document.getElementById('root')?.outerHTML).toBe('<div id="root"></div>');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
