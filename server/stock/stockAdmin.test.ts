// The operator's stock through the admin API: reading it (all, the low sizes, one product's ledger), setting it, and
// importing and exporting it with the catalog. Bad values are refused by name and change nothing.
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { ledgerOf, productAt, setUnits, unitsOf } from '../test/stockFixtures';

const NEW_PRODUCT = {
  name: 'Men Linen Shirt Sand',
  description: 'A loose linen shirt.',
  price: 1499,
  category: 'Men',
  subCategory: 'Summerwear',
  sizes: ['M', 'L', 'XL'],
};

describeEachDatabase(
  'admin API: stock',
  (shop) => {
    let operator: Shopper;
    let image: string;
    const get = (url: string) => shop().request({ method: 'GET', url, headers: { token: operator.token } });
    const post = (url: string, body: unknown) => shop().post(url, body, operator.token);
    const ledgerCount = async () =>
      Number(
        (
          await shop()
            .app.db.selectFrom('stock_ledger')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    beforeAll(async () => {
      operator = await newOperator(shop());
      // A picture the shop serves, as an import names it.
      image = ((await get('/api/admin/products')).body.products[0]?.image as string[])[0] ?? '';
    });

    it("sets a size's units, with the admin's e-mail in the ledger, and reads them back with the product's ledger", async () => {
      const product = await productAt(shop(), 52);
      const set = await post('/api/admin/stock', { productId: product._id, size: product.size, quantity: 7 });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ success: true, before: product.stock[product.size], quantity: 7 });
      expect(await unitsOf(shop(), product._id, product.size)).toBe(7);
      const shown = await get(`/api/admin/stock/${product._id}?limit=2`);
      expect(shown.body.stock).toEqual({ ...product.stock, [product.size]: 7 });
      expect(shown.body.ledger[0]).toMatchObject({
        size: product.size,
        reason: 'set',
        balance: 7,
        by: operator.email,
        orderId: null,
      });
      expect(shown.body.ledger).toHaveLength(2);
    });

    it('lists the sizes at or under a number of units, and every size without it', async () => {
      const product = await productAt(shop(), 53);
      await setUnits(shop(), product._id, product.size, 2);
      const low = (await get('/api/admin/stock?low=2')).body.stock as Array<{
        productId: string;
        size: string;
        quantity: number;
      }>;
      expect(low).toContainEqual({ productId: product._id, name: product.name, size: product.size, quantity: 2 });
      expect(low.every((level) => level.quantity <= 2)).toBe(true);
      const all = (await get('/api/admin/stock')).body.stock as unknown[];
      expect(all.length).toBe((await catalog(shop())).reduce((sizes, each) => sizes + each.sizes.length, 0));
    });

    it.each([
      [{ quantity: -1 }, 400, 'The quantity must be at least 0.'],
      [{ quantity: 1.5 }, 400, 'The quantity must be a whole number, such as 1 or 2.'],
      [{ quantity: '3' }, 400, 'The quantity must be a whole number, such as 1 or 2.'],
      [{ quantity: 1e9 }, 400, 'The quantity can be at most 1000000.'],
      [{ productId: 'no-such-product' }, 404, 'There is no product no-such-product.'],
      [{ size: 'XXXL' }, 400, 'is not sold in size XXXL; its sizes are'],
    ])('refuses %j with %i naming the mistake, and changes nothing', async (change, status, message) => {
      const product = await productAt(shop(), 54);
      const entries = await ledgerCount();
      const answer = await post('/api/admin/stock', {
        productId: product._id,
        size: product.size,
        quantity: 5,
        ...change,
      });
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(product.stock[product.size]);
      expect(await ledgerCount()).toBe(entries);
    });

    it('imports stock with a product (sizes left out start at 0) and exports it back', async () => {
      const id = 'stock-import-sand-shirt';
      const answer = await post('/api/admin/products/import', {
        products: [{ id, ...NEW_PRODUCT, image: [image], stock: 'M:4|L:0' }],
      });
      expect(answer.status).toBe(200);
      expect(await Promise.all(['M', 'L', 'XL'].map((size) => unitsOf(shop(), id, size)))).toEqual([4, 0, 0]);
      const exported = ((await get('/api/admin/products')).body.products as Array<{ id: string; stock: unknown }>).find(
        (each) => each.id === id,
      );
      expect(exported?.stock).toEqual({ M: 4, L: 0, XL: 0 });

      // A row without stock keeps it; a size no longer sold leaves the shelf.
      await post('/api/admin/products', { id, ...NEW_PRODUCT, sizes: ['M', 'L'], image: [image] });
      expect(await Promise.all(['M', 'L', 'XL'].map((size) => unitsOf(shop(), id, size)))).toEqual([4, 0, undefined]);
      expect((await ledgerOf(shop(), id, 'XL')).map((entry) => entry.reason)).toEqual(['import', 'removed']);
      await post('/api/admin/products', { id, ...NEW_PRODUCT, sizes: ['M', 'L'], image: [image], stock: { L: 9 } });
      expect(await Promise.all(['M', 'L'].map((size) => unitsOf(shop(), id, size)))).toEqual([4, 9]);
    });

    it('refuses an import whose stock is negative, fractional, not a number, absurd or for a size not sold, and writes nothing', async () => {
      const id = 'stock-import-refused';
      const bad = ['M:-1', 'M:1.5', 'M:many', 'M:99999999', 'XXL:3', 'M 3'];
      const answer = await post('/api/admin/products/import', {
        products: bad.map((stock, index) => ({ id: `${id}-${index}`, ...NEW_PRODUCT, image: [image], stock })),
      });
      expect(answer.status).toBe(422);
      const errors = (answer.body.rejected as Array<{ errors: string[] }>).map((row) => row.errors.join('; '));
      expect(errors).toEqual([
        'stock of size M must be a whole number from 0 to 1000000; it is "-1"',
        'stock of size M must be a whole number from 0 to 1000000; it is "1.5"',
        'stock of size M must be a whole number from 0 to 1000000; it is "many"',
        'stock of size M must be a whole number from 0 to 1000000; it is "99999999"',
        'stock names size XXL, which the product does not sell (its sizes: M, L, XL)',
        'stock must be sizes with their units, such as S:10|M:0 (in JSON also {"S": 10, "M": 0})',
      ]);
      expect(await shop().app.db.selectFrom('products').select('id').where('id', 'like', `${id}%`).execute()).toEqual(
        [],
      );
    });
  },
  {},
  { listen: false },
);
