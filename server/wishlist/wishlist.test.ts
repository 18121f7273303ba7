// The signed-in shopper's wishlist on both databases: saving at the price then, newest first, removing, the limit,
// a visitor's browser list merged at login, products removed from the shop left out, and an account's closing.
import type { Selectable } from 'kysely';
import { addProducts, productRows } from '../catalog';
import type { ProductsTable } from '../db/schema';
import { productShelves } from '../stock';
import { MAX_WISHLIST_ITEMS, toPaise } from '../../contract';
import { catalog, setPrice, userIdOf } from '../test/fixtures';
import { asOperator, operatorOf, productInput } from '../test/catalogChangeFixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';

interface Item {
  productId: string;
  savedPrice: number;
  savedAt: number;
}

/** Products of the test's own, modelled on the seeded ones, until the shop has `total`: enough to fill a wishlist. */
async function growCatalog(shop: TestShop, total: number): Promise<string[]> {
  const existing = await productRows(shop.app.db);
  const model = existing[0] as Selectable<ProductsTable>;
  const rows = Array.from({ length: Math.max(0, total - existing.length) }, (_, index) => ({
    ...model,
    id: `wishlist-test-${String(index).padStart(4, '0')}`,
    name: `${model.name} No. ${index}`,
    bestseller: 0,
  }));
  await addProducts(shop.app.db, rows, {
    startingStock: (_id, sizes) => sizes.map((size) => ({ size, quantity: 1 })),
    by: 'test',
    shelves: productShelves,
  });
  shop.app.productList.invalidate();
  return (await productRows(shop.app.db)).map((row) => row.id);
}

describeEachDatabase(
  'wishlist',
  (shop) => {
    const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: unknown) =>
      shop().request({ method, url, payload, headers: { token } });
    const save = (token: string, productId: string) => call('PUT', `/api/wishlist/${productId}`, token);
    const listOf = async (token: string) => (await call('GET', '/api/wishlist', token)).body.items as Item[];
    const merge = (token: string, items: unknown[]) => call('POST', '/api/wishlist/merge', token, { items });

    it('needs a signed-in shopper for every call', async () => {
      const [product] = await catalog(shop());
      for (const [method, url] of [
        ['GET', '/api/wishlist'],
        ['PUT', `/api/wishlist/${product?._id}`],
        ['DELETE', `/api/wishlist/${product?._id}`],
        ['POST', '/api/wishlist/merge'],
      ] as const)
        expect(
          await shop().request({ method, url, payload: method === 'POST' ? { items: [] } : undefined }),
        ).toMatchObject({ status: 401, body: { success: false, message: 'Please log in to continue.' } });
    });

    it('saves products newest first at their price then, and a second save keeps the first price and time', async () => {
      const shopper = await shop().newShopper();
      const [first, second] = await catalog(shop());
      if (!first || !second) throw new Error('the catalog has fewer than two products');
      expect(await listOf(shopper.token)).toEqual([]);
      const saved = await save(shopper.token, first._id);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        success: true,
        items: [{ productId: first._id, savedPrice: first.price, savedAt: expect.any(Number) }],
      });
      const [firstItem] = saved.body.items as Item[];
      expect(Math.abs((firstItem?.savedAt ?? 0) - Date.now())).toBeLessThan(60_000);
      const both = (await save(shopper.token, second._id)).body.items as Item[];
      expect(both.map((item) => item.productId)).toEqual([second._id, first._id]);

      const paise = toPaise(first.price);
      await setPrice(shop(), first._id, Math.round(paise / 2));
      try {
        const again = await save(shopper.token, first._id);
        expect(again.body.items).toEqual(both);
        expect(await listOf(shopper.token)).toEqual(both);
      } finally {
        await setPrice(shop(), first._id, paise);
      }
    });

    it('keeps wishlists apart: another account sees only its own', async () => {
      const [owner, other] = [await shop().newShopper(), await shop().newShopper()];
      const [product] = await catalog(shop());
      await save(owner.token, product?._id ?? '');
      expect(await listOf(other.token)).toEqual([]);
    });

    it('answers 404 for a product the shop does not have, and saves nothing', async () => {
      const shopper = await shop().newShopper();
      expect(await save(shopper.token, 'no-such-kurta')).toMatchObject({
        status: 404,
        body: { success: false, message: 'There is no such product.' },
      });
      expect(await listOf(shopper.token)).toEqual([]);
    });

    it('takes a product off, and answers the same list for one that is not on it', async () => {
      const shopper = await shop().newShopper();
      const [first, second] = await catalog(shop());
      await save(shopper.token, first?._id ?? '');
      await save(shopper.token, second?._id ?? '');
      const removed = await call('DELETE', `/api/wishlist/${first?._id}`, shopper.token);
      expect(removed.status).toBe(200);
      expect((removed.body.items as Item[]).map((item) => item.productId)).toEqual([second?._id]);
      const again = await call('DELETE', `/api/wishlist/${first?._id}`, shopper.token);
      expect([again.status, again.body]).toEqual([200, removed.body]);
    });

    it('leaves out a product the shop has removed since it was saved', async () => {
      const operator = await operatorOf(shop());
      const id = `wishlist-gone-${shop().kind}`;
      expect(
        (await asOperator(shop(), operator, 'POST', '/api/admin/products', productInput(operator, id))).status,
      ).toBe(201);
      const shopper = await shop().newShopper();
      const [kept] = await catalog(shop());
      await save(shopper.token, kept?._id ?? '');
      expect((await save(shopper.token, id)).body.items).toHaveLength(2);
      expect((await asOperator(shop(), operator, 'DELETE', `/api/admin/products/${id}`)).status).toBe(200);
      expect((await listOf(shopper.token)).map((item) => item.productId)).toEqual([kept?._id]);
    });

    it('merges a browser list at login without duplicates, at the shop price, ignoring unknown products, and again to the same list', async () => {
      const shopper = await shop().newShopper();
      const [kept, fresh, later] = await catalog(shop());
      if (!kept || !fresh || !later) throw new Error('the catalog has fewer than three products');
      const before = ((await save(shopper.token, kept._id)).body.items as Item[])[0];
      const now = Date.now();
      const browser = [
        { productId: kept._id, savedAt: now - 5000 },
        { productId: fresh._id, savedAt: now - 60_000, savedPrice: 1 },
        { productId: 'no-such-kurta', savedAt: now - 1000 },
        { productId: later._id, savedAt: now + 3600_000 },
        { productId: fresh._id, savedAt: now - 30_000 },
      ];
      const merged = await merge(shopper.token, browser);
      expect(merged.status).toBe(200);
      const items = merged.body.items as Item[];
      // The browser's time for a new product, now for one from its future; the saved one as it was; one of each.
      expect(items.map((item) => item.productId)).toEqual([later._id, kept._id, fresh._id]);
      expect(items[1]).toEqual(before);
      expect(items[2]).toEqual({ productId: fresh._id, savedPrice: fresh.price, savedAt: now - 60_000 });
      expect(items[0]?.savedPrice).toBe(later.price);
      expect(items[0]?.savedAt).toBeGreaterThanOrEqual(now);
      expect(items[0]?.savedAt).toBeLessThan(now + 60_000);

      const again = await merge(shopper.token, browser);
      expect([again.status, again.body]).toEqual([200, merged.body]);
    });

    it('refuses a merge of more items than the limit or of items of the wrong shape, and saves nothing', async () => {
      const shopper = await shop().newShopper();
      const [product] = await catalog(shop());
      const item = { productId: product?._id, savedAt: Date.now() };
      for (const items of [
        Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => item),
        [{ productId: product?._id }],
        [{ productId: 42, savedAt: 1 }],
        [{ ...item, savedAt: -1 }],
        [{ ...item, savedAt: '1' }],
      ]) {
        const answer = await merge(shopper.token, items);
        expect([answer.status, answer.body.success]).toEqual([400, false]);
      }
      expect(await listOf(shopper.token)).toEqual([]);
    });

    it(`keeps at most ${MAX_WISHLIST_ITEMS} products: one more is refused, and a merge fills it with the newest`, async () => {
      const ids = (await growCatalog(shop(), MAX_WISHLIST_ITEMS + 5)).slice(0, MAX_WISHLIST_ITEMS + 5);
      const shopper = await shop().newShopper();
      const now = Date.now();
      const first = ids.slice(0, MAX_WISHLIST_ITEMS - 2);
      await merge(
        shopper.token,
        first.map((productId, index) => ({ productId, savedAt: now - 1000_000 + index })),
      );
      const [newest, newer, older] = [
        ids[MAX_WISHLIST_ITEMS + 2],
        ids[MAX_WISHLIST_ITEMS + 1],
        ids[MAX_WISHLIST_ITEMS],
      ];
      const filled = await merge(shopper.token, [
        { productId: older, savedAt: now - 3000 },
        { productId: newest, savedAt: now - 1000 },
        { productId: newer, savedAt: now - 2000 },
      ]);
      expect(filled.status).toBe(200);
      expect((filled.body.items as Item[]).slice(0, 2).map((item) => item.productId)).toEqual([newest, newer]);
      expect(filled.body.items).toHaveLength(MAX_WISHLIST_ITEMS);

      const refused = await save(shopper.token, ids[MAX_WISHLIST_ITEMS + 3] ?? '');
      expect(refused).toMatchObject({
        status: 409,
        body: {
          success: false,
          message: `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} items. Remove one to save another.`,
        },
      });
      // One saved already is no new item: the same answer as before.
      expect(await save(shopper.token, newest ?? '')).toMatchObject({ status: 200, body: filled.body });

      // Parallel saves into the one free place: exactly one gets it.
      await call('DELETE', `/api/wishlist/${newest}`, shopper.token);
      const racing = ids.slice(MAX_WISHLIST_ITEMS - 2, MAX_WISHLIST_ITEMS).concat(ids.slice(MAX_WISHLIST_ITEMS + 3));
      const answers = await Promise.all(racing.map((id) => save(shopper.token, id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await listOf(shopper.token)).toHaveLength(MAX_WISHLIST_ITEMS);
    });

    it('forgets the wishlist of an account its owner closes', async () => {
      const shopper = await shop().newShopper();
      const [product] = await catalog(shop());
      await save(shopper.token, product?._id ?? '');
      const userId = userIdOf(shop(), shopper.token);
      const saved = () =>
        shop().app.db.selectFrom('wishlist_items').select('product_id').where('user_id', '=', userId).execute();
      expect(await saved()).toEqual([{ product_id: product?._id }]);
      const closed = await shop().post('/api/user/close', { password: shopper.password }, shopper.token);
      expect(closed.status).toBe(200);
      expect(await saved()).toEqual([]);
    });
  },
  {},
  { listen: false },
);
