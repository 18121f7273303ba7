import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as rawRequest } from 'undici';
import { buildApp } from '../app';
import { CATALOG_RECHECK_MS } from '../constants';
import { changeCatalog } from './productRecords';
import { catalog, setPrice } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';

/** GET /api/product/list with exactly these headers, answering the raw bytes (undici's fetch would decompress). */
async function listBytes(shop: TestShop, headers: Record<string, string>) {
  const answer = await rawRequest(`${shop.baseUrl}/api/product/list`, { headers });
  return { status: answer.statusCode, headers: answer.headers, bytes: Buffer.from(await answer.body.arrayBuffer()) };
}

/** The spec's product fields, the units left per size, and the Hindi texts every demo product has. */
const PRODUCT_KEYS = [
  '_id',
  'bestseller',
  'category',
  'description',
  'descriptionHi',
  'image',
  'name',
  'nameHi',
  'price',
  'sizes',
  'stock',
  'subCategory',
];

/** Devanagari, and what a name or sentence is made of besides its words. */
const DEVANAGARI = /^[\u0900-\u097F0-9A-Z%\s,.;-]+$/u;

describeEachDatabase('GET /api/product/list', (shop) => {
  it('answers the seeded catalog with exactly the product fields of the spec and the Hindi texts, without a token', async () => {
    const answer = await shop().get('/api/product/list');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['products', 'success']);
    expect(answer.body.success).toBe(true);
    const products = answer.body.products as Array<Record<string, unknown>>;
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
      expect(product).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        nameHi: expect.stringMatching(DEVANAGARI),
        descriptionHi: expect.stringMatching(DEVANAGARI),
        price: expect.any(Number),
        // Absolute, under IMAGE_BASE_URL (PUBLIC_URL/images here), for storefronts on other origins.
        image: expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${shop().config.imageBaseUrl}/products/.+\\.svg$`)),
        ]),
        category: expect.stringMatching(/^(Men|Women|Kids)$/),
        subCategory: expect.stringMatching(/^(Topwear|Bottomwear|Winterwear|Summerwear)$/),
        sizes: expect.arrayContaining([expect.any(String)]),
        bestseller: expect.any(Boolean),
        stock: expect.any(Object),
      });
      expect((product.image as string[]).length).toBeGreaterThanOrEqual(1);
      expect((product.image as string[]).length).toBeLessThanOrEqual(4);
    }
  });

  it('covers every category and type, with about a quarter bestsellers', async () => {
    const { products } = (await shop().get('/api/product/list')).body as { products: Array<Record<string, unknown>> };
    const combinations = new Set(products.map((p) => `${String(p.category)}/${String(p.subCategory)}`));
    expect(combinations.size).toBe(12);
    const bestsellers = products.filter((p) => p.bestseller).length;
    expect(bestsellers / products.length).toBeGreaterThan(0.2);
    expect(bestsellers / products.length).toBeLessThan(0.3);
  });

  it('lists the newest product first, the same way on every call', async () => {
    const first = (await shop().get('/api/product/list')).body.products as Array<{ _id: string }>;
    const second = (await shop().get('/api/product/list')).body.products as Array<{ _id: string }>;
    expect(second.map((p) => p._id)).toEqual(first.map((p) => p._id));
    const rows = await shop().app.db.selectFrom('products').select(['id', 'created_at']).execute();
    const newest = rows.reduce((a, b) => (b.created_at > a.created_at ? b : a));
    expect(first[0]?._id).toBe(newest.id);
  });

  it('serves every product image as SVG with a year-long immutable cache', async () => {
    const { products } = (await shop().get('/api/product/list')).body as { products: Array<{ image: string[] }> };
    const urls = products.flatMap((p) => p.image);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls.slice(0, 8)) {
      // Named absolute, under IMAGE_BASE_URL (PUBLIC_URL/images here), and served by the shop at that path.
      expect(url.startsWith(`${shop().config.imageBaseUrl}/`)).toBe(true);
      const answer = await shop().get(new URL(url).pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('image/svg+xml');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.body)).toContain('<svg');
    }
  });
});

describeEachDatabase('GET /api/product/list from memory', (shop) => {
  it('sends the same list compressed with brotli or gzip as the client accepts, or plain', async () => {
    const plain = await listBytes(shop(), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = JSON.parse(plain.bytes.toString()) as { products: unknown[] };
    expect(list.products.length).toBeGreaterThanOrEqual(60);

    const br = await listBytes(shop(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    const gzip = await listBytes(shop(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes)).toEqual(plain.bytes);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(gzip.bytes.length * 4).toBeLessThan(plain.bytes.length);
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toBe('accept-encoding');
  });

  it('answers 304 without a body to a client holding the current ETag, and the list again once it changes', async () => {
    const first = await listBytes(shop(), {});
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const repeat = await listBytes(shop(), { 'if-none-match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.bytes.length).toBe(0);
    expect(repeat.headers.etag).toBe(etag);

    const [product] = await catalog(shop());
    if (!product) throw new Error('empty catalog');
    await setPrice(shop(), product._id, 123_400);
    const changed = await listBytes(shop(), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const products = (JSON.parse(changed.bytes.toString()) as { products: Array<{ _id: string; price: number }> })
      .products;
    expect(products.find((p) => p._id === product._id)?.price).toBe(1234);
  });

  it('shows a change made by another server process on the same database within the recheck interval', async () => {
    const other = await buildApp(shop().config);
    try {
      const [product] = await catalog(shop());
      if (!product) throw new Error('empty catalog');
      const before = (await listBytes(shop(), {})).headers.etag;
      await changeCatalog(other.db, (trx) =>
        trx
          .updateTable('products')
          .set({ name: 'Renamed by the other process' })
          .where('id', '=', product._id)
          .execute(),
      );
      // This process has not been told; it finds out from the catalog's version.
      let seen: string | undefined;
      const deadline = Date.now() + CATALOG_RECHECK_MS * 10;
      while (Date.now() < deadline && seen !== 'Renamed by the other process') {
        await new Promise((resolve) => setTimeout(resolve, CATALOG_RECHECK_MS / 4));
        seen = (await catalog(shop())).find((p) => p._id === product._id)?.name;
      }
      expect(seen).toBe('Renamed by the other process');
      expect((await listBytes(shop(), {})).headers.etag).not.toBe(before);
    } finally {
      await other.close();
    }
  });
});
