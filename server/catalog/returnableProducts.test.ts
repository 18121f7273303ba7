// Products the shop takes no returns of (innerwear, say): the admin API's `returnable` field, the product file's
// column, and what the storefront and an order then say of them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runCli } from '../cli/program';
import { catalog, fillCart, newOperator, orderBodyFor, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

const BRIEFS = {
  id: 'men-cotton-briefs',
  name: 'Men Cotton Briefs',
  description: 'Soft cotton briefs, a pack of three.',
  price: 499,
  category: 'Men',
  subCategory: 'Bottomwear',
  sizes: ['M', 'L'],
  stock: { M: 5, L: 5 },
};

/** The storefront's copy of a product once the list shows `done` of it (a change reaches it within a recheck). */
async function listedWhen(shop: TestShop, id: string, done: (product: Record<string, unknown>) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const product = (await catalog(shop)).find((entry) => entry._id === id) as Record<string, unknown> | undefined;
    if (product && done(product)) return product;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the product list did not follow the change of ${id}`);
}

describeEachDatabase('admin API: products the shop takes no returns of', (shop) => {
  let operator: Shopper;
  let image: string;
  const as = (url: string, body?: unknown) => shop().post(url, body, operator.token);
  const exported = async (id: string) =>
    (
      (await shop().request({ method: 'GET', url: '/api/admin/products', headers: { token: operator.token } })).body
        .products as Array<{ id: string; returnable: boolean }>
    ).find((product) => product.id === id);

  beforeAll(async () => {
    operator = await newOperator(shop());
    image = await storedPicture(shop(), operator);
  });

  it('adds a product marked not returnable: the storefront and its orders say returnable false', async () => {
    const answer = await as('/api/admin/products', { ...BRIEFS, image: [image], returnable: false });
    expect(answer.status).toBe(201);
    const listed = await listedWhen(shop(), BRIEFS.id, () => true);
    expect(listed.returnable).toBe(false);
    expect(await exported(BRIEFS.id)).toMatchObject({ returnable: false });
    // Every other product keeps exactly its old fields.
    const others = (await catalog(shop())).filter((product) => product._id !== BRIEFS.id);
    expect(others.length).toBeGreaterThan(0);
    for (const product of others) expect(product).not.toHaveProperty('returnable');

    const shopper = await shop().newShopper();
    await fillCart(shop(), shopper.token, [{ itemId: BRIEFS.id, size: 'M', quantity: 1 }]);
    expect(
      (await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token)).status,
    ).toBe(201);
    const orders = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders;
    expect(orders[0].items[0]).toMatchObject({ _id: BRIEFS.id, returnable: false });
  });

  it('makes it returnable again on an update that says so, or leaves the field out', async () => {
    await as('/api/admin/products', { ...BRIEFS, image: [image], returnable: false });
    const back = await as('/api/admin/products', { ...BRIEFS, image: [image], returnable: true });
    expect(back.body).toMatchObject({ success: true, updated: [BRIEFS.id] });
    expect(await listedWhen(shop(), BRIEFS.id, (product) => !('returnable' in product))).not.toHaveProperty(
      'returnable',
    );
    expect(await exported(BRIEFS.id)).toMatchObject({ returnable: true });

    await as('/api/admin/products', { ...BRIEFS, image: [image], returnable: false });
    await listedWhen(shop(), BRIEFS.id, (product) => product.returnable === false);
    const leftOut = await as('/api/admin/products', { ...BRIEFS, image: [image] });
    expect(leftOut.body).toMatchObject({ success: true, updated: [BRIEFS.id] });
    expect(await exported(BRIEFS.id)).toMatchObject({ returnable: true });
  });

  it("reads the product file's returnable column (yes/no, empty is yes) and refuses a word it does not know", async () => {
    const header = 'id,name,description,price,category,subCategory,sizes,image,bestseller,stock,returnable';
    const row = (id: string, returnable: string) =>
      `${id},File ${id},From a file.,299,Men,Bottomwear,M,${image},false,M:2,${returnable}`;
    const text = [header, row('file-vest', 'no'), row('file-socks', ''), row('file-cap', 'maybe')].join('\n');
    const answer = await as('/api/admin/products/import-file', { format: 'csv', text });
    expect(answer.body).toMatchObject({
      added: ['file-vest', 'file-socks'],
      rejected: [{ line: 4, errors: [expect.stringContaining('returnable')] }],
    });
    expect(await exported('file-vest')).toMatchObject({ returnable: false });
    expect(await exported('file-socks')).toMatchObject({ returnable: true });
    // A file without the column (as before it existed) makes returnable products.
    const old = await as('/api/admin/products/import-file', {
      format: 'csv',
      text: [
        'id,name,description,price,category,subCategory,sizes,image',
        `file-old,Old,Old.,99,Men,Topwear,M,${image}`,
      ].join('\n'),
    });
    expect(old.body).toMatchObject({ added: ['file-old'] });
    expect(await exported('file-old')).toMatchObject({ returnable: true });
  });

  it('exports returnable for every product, and the export imports back unchanged', async () => {
    await as('/api/admin/products', { ...BRIEFS, image: [image], returnable: false });
    const products = (
      await shop().request({ method: 'GET', url: '/api/admin/products', headers: { token: operator.token } })
    ).body.products as Array<{ id: string; returnable: boolean }>;
    expect(products.every((product) => typeof product.returnable === 'boolean')).toBe(true);
    const reimport = await as('/api/admin/products/import', { products, strict: true });
    expect(reimport.body).toMatchObject({ success: true, added: [], rejected: [] });
    expect(await exported(BRIEFS.id)).toMatchObject({ returnable: false });
  });

  it('adds a product not returnable from the command line, whose CSV export says false and imports back', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-returnable-'));
    try {
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#8899aa' } })
        .jpeg()
        .toFile(path.join(folder, 'vest.jpg'));
      const cli = (...argv: string[]) =>
        runCli(argv, {
          env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
          cwd: folder,
          stdout: () => undefined,
          stderr: () => undefined,
        });
      const added = await cli(
        'products',
        'add',
        '--id',
        'cli-vest',
        '--name',
        'Men Cotton Vest',
        '--description',
        'A cotton vest.',
        '--price',
        '299',
        '--category',
        'Men',
        '--type',
        'Topwear',
        '--sizes',
        'M',
        'L',
        '--image',
        'vest.jpg',
        '--not-returnable',
      );
      expect(added).toBe(0);
      expect(await exported('cli-vest')).toMatchObject({ returnable: false });
      expect(await cli('products', 'export', '--out', 'all.csv')).toBe(0);
      const row = readFileSync(path.join(folder, 'all.csv'), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('cli-vest,'));
      expect(row).toMatch(/,false$/);
      expect(await cli('products', 'import', 'all.csv', '--strict')).toBe(0);
      expect(await exported('cli-vest')).toMatchObject({ returnable: false });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
