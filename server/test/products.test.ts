import { describeEachDatabase } from './harness';

const PRODUCT_KEYS = ['_id', 'bestseller', 'category', 'description', 'image', 'name', 'price', 'sizes', 'subCategory'];

describeEachDatabase('GET /api/product/list', (shop) => {
  it('answers the seeded catalog with exactly the product fields of the spec, without a token', async () => {
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
        price: expect.any(Number),
        image: expect.arrayContaining([expect.stringMatching(/^\/images\/products\/.+\.svg$/)]),
        category: expect.stringMatching(/^(Men|Women|Kids)$/),
        subCategory: expect.stringMatching(/^(Topwear|Bottomwear|Winterwear|Summerwear)$/),
        sizes: expect.arrayContaining([expect.any(String)]),
        bestseller: expect.any(Boolean),
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
      const answer = await shop().get(url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('image/svg+xml');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.body)).toContain('<svg');
    }
  });
});
