import sharp from 'sharp';
import { catalog, fillCart, newOperator, orderBodyFor, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

const NEW_PRODUCT = {
  name: 'Men Linen Shirt Olive',
  description: 'A loose linen shirt for hot days.',
  price: 1499.5,
  category: 'Men',
  subCategory: 'Summerwear',
  sizes: ['M', 'L'],
  bestseller: true,
};

/** The storefront's product list until `done` holds for it (a change reaches it within the cache's recheck time). */
async function listWhen(shop: TestShop, done: (ids: string[]) => boolean): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ids = (await catalog(shop)).map((product) => product._id);
    if (done(ids)) return ids;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the product list did not follow the catalog change');
}

const picture = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: '#6b7f4a' } })
    .png()
    .toBuffer();

describeEachDatabase('admin API: the catalog', (shop) => {
  let operator: Shopper;
  let seedImage: string;
  const as = (url: string, body?: unknown) => shop().post(url, body, operator.token);

  beforeAll(async () => {
    operator = await newOperator(shop());
    seedImage = await storedPicture(shop(), operator);
  });

  it('refuses every admin call without a token (401) and from a shopper (403), and changes nothing', async () => {
    const document = (await shop().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          path: path.replace('{id}', 'x'),
          method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
        })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const shopper = await shop().newShopper();
    const before = await catalog(shop());
    for (const route of routes) {
      const anonymous = await shop().request({
        method: route.method,
        url: route.path,
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect([route.path, anonymous.status]).toEqual([route.path, 401]);
      const refused = await shop().request({
        ...route,
        url: route.path,
        headers: { token: shopper.token },
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect([route.path, refused.status, refused.body]).toEqual([
        route.path,
        403,
        { success: false, message: expect.stringContaining('admin') },
      ]);
    }
    expect(await catalog(shop())).toEqual(before);
  });

  it('adds a product that the storefront lists without a restart, newest first', async () => {
    const answer = await as('/api/admin/products', { ...NEW_PRODUCT, image: [seedImage] });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: '1 added, 0 updated',
      added: [expect.stringMatching(/^men-linen-shirt-olive-[0-9a-f]{6}$/)],
      updated: [],
      rejected: [],
    });
    const id = answer.body.added[0] as string;
    const ids = await listWhen(shop(), (list) => list.includes(id));
    expect(ids[0]).toBe(id);
    const listed = (await catalog(shop())).find((product) => product._id === id);
    expect(listed).toMatchObject({ name: NEW_PRODUCT.name, price: 1499.5, sizes: ['M', 'L'] });
  });

  it('refuses a product with mistakes, naming every one, and adds nothing', async () => {
    const before = await catalog(shop());
    const answer = await as('/api/admin/products', {
      ...NEW_PRODUCT,
      price: 10.999,
      category: 'Pets',
      sizes: [],
      image: ['https://elsewhere.example/x.png'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.rejected).toEqual([{ line: 1, errors: expect.any(Array) }]);
    const errors = (answer.body.rejected[0].errors as string[]).join('\n');
    for (const field of ['price', 'category', 'sizes', 'image']) expect(errors).toContain(field);
    expect(answer.body.message).toMatch(/^Nothing was imported/);
    expect(await catalog(shop())).toEqual(before);
  });

  it('imports the good rows and reports the bad ones by row; strict imports nothing unless all are good', async () => {
    const good = (id: string, price: number) => ({
      ...NEW_PRODUCT,
      id,
      name: `Import ${id}`,
      price,
      image: [seedImage],
    });
    const rows = [
      good('import-a', 100),
      { ...good('import-b', 200), subCategory: 'Hats' },
      good('import-c', 300),
      good('import-a', 400),
    ];

    const strict = await as('/api/admin/products/import', { products: rows, strict: true });
    expect(strict.status).toBe(422);
    expect((strict.body.rejected as Array<{ line: number }>).map((row) => row.line)).toEqual([2, 4]);
    expect((await catalog(shop())).some((product) => product._id.startsWith('import-'))).toBe(false);

    const lenient = await as('/api/admin/products/import', { products: rows });
    expect(lenient.status).toBe(200);
    expect(lenient.body).toMatchObject({
      added: ['import-a', 'import-c'],
      updated: [],
      rejected: [{ line: 2 }, { line: 4, errors: ['id import-a is also on line 1'] }],
    });
    await listWhen(shop(), (ids) => ids.includes('import-a') && ids.includes('import-c'));

    const again = await as('/api/admin/products/import', { products: [good('import-a', 150)], strict: true });
    expect(again.body).toMatchObject({ success: true, added: [], updated: ['import-a'] });
    await listWhen(shop(), () => true);
    const prices = async () => (await catalog(shop())).find((product) => product._id === 'import-a')?.price;
    for (let attempt = 0; attempt < 50 && (await prices()) !== 150; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await prices()).toBe(150);
  });

  it('exports the catalog in the form an import takes back unchanged', async () => {
    const exported = (
      await shop().request({ method: 'GET', url: '/api/admin/products', headers: { token: operator.token } })
    ).body;
    expect(exported.success).toBe(true);
    const before = await catalog(shop());
    expect((exported.products as Array<{ id: string }>).map((product) => product.id)).toEqual(
      before.map((product) => product._id),
    );
    const reimport = await as('/api/admin/products/import', { products: exported.products, strict: true });
    expect(reimport.body).toMatchObject({ success: true, added: [], rejected: [] });
    expect(reimport.body.updated).toHaveLength(before.length);
    expect(await listWhen(shop(), () => true)).toEqual(before.map((product) => product._id));
    expect(await catalog(shop())).toEqual(before);
  });

  it('removes a product: it leaves the list and every cart, and an order keeps its copy', async () => {
    const shopper = await shop().newShopper();
    const [kept, removed] = (await catalog(shop())).slice(-2);
    if (!kept || !removed) throw new Error('the catalog is too small');
    await fillCart(shop(), shopper.token, [{ itemId: removed._id, size: removed.sizes[0] as string, quantity: 1 }]);
    expect(
      (await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token)).status,
    ).toBe(201);
    await fillCart(shop(), shopper.token, [
      { itemId: removed._id, size: removed.sizes[0] as string, quantity: 2 },
      { itemId: kept._id, size: kept.sizes[0] as string, quantity: 1 },
    ]);

    const answer = await shop().request({
      method: 'DELETE',
      url: `/api/admin/products/${removed._id}`,
      headers: { token: operator.token },
    });
    expect(answer.body).toEqual({ success: true, message: `Removed ${removed._id}.` });
    await listWhen(shop(), (ids) => !ids.includes(removed._id));
    expect((await shop().post('/api/cart/get', undefined, shopper.token)).body.cartData).toEqual({
      [kept._id]: { [kept.sizes[0] as string]: 1 },
    });
    const orders = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders;
    expect(orders[0].items[0]).toMatchObject({ _id: removed._id, name: removed.name });

    const again = await shop().request({
      method: 'DELETE',
      url: `/api/admin/products/${removed._id}`,
      headers: { token: operator.token },
    });
    expect(again.status).toBe(404);
  });

  it('makes an uploaded picture into every width and format the storefront serves', async () => {
    const answer = await shop().request({
      method: 'POST',
      url: '/api/admin/images?name=olive-shirt',
      headers: { token: operator.token, 'content-type': 'image/png' },
      payload: await picture(),
    });
    expect(answer.status).toBe(201);
    const url = answer.body.url as string;
    expect(url).toMatch(/^\/images\/products\/olive-shirt-[0-9a-f]{10}-960\.webp$/);
    for (const variant of [url, url.replace('-960.webp', '-320.avif'), url.replace('-960.webp', '-640.webp')]) {
      const file = await shop().get(variant);
      expect([variant, file.status, file.headers['content-type']]).toEqual([
        variant,
        200,
        variant.endsWith('.avif') ? 'image/avif' : 'image/webp',
      ]);
    }
    const added = await as('/api/admin/products', { ...NEW_PRODUCT, id: 'olive-shirt', image: [url] });
    expect(added.status).toBe(201);
  });

  it('refuses bytes that are not a picture (400) and bodies that are not images (415)', async () => {
    const notPicture = await shop().request({
      method: 'POST',
      url: '/api/admin/images',
      headers: { token: operator.token, 'content-type': 'image/jpeg' },
      payload: Buffer.from('not a picture at all'),
    });
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.message).toMatch(/not a picture/);
    const text = await shop().request({
      method: 'POST',
      url: '/api/admin/images',
      headers: { token: operator.token, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
  });
});
