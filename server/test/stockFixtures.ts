// Stock as the tests set it and read it: straight from the database, so a test never waits for the cached list.
import { setStock, unitsInStock } from '../stock';
import { catalog, fillCart, orderBodyFor, type CatalogProduct } from './fixtures';
import type { Shopper, TestShop } from './harness';

/** Sets a size's units as the operator would, and lets this process's product list show it at once. */
export async function setUnits(shop: TestShop, productId: string, size: string, quantity: number): Promise<void> {
  await setStock(shop.app.db, { productId, size, quantity, by: 'test' });
  shop.app.productList.invalidate();
}

export const unitsOf = (shop: TestShop, productId: string, size: string): Promise<number | undefined> =>
  unitsInStock(shop.app.db, productId, size);

/** The ledger of one size, oldest first, as reason and change. */
export async function ledgerOf(shop: TestShop, productId: string, size: string) {
  const rows = await shop.app.db
    .selectFrom('stock_ledger')
    .selectAll()
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ reason: row.reason, delta: row.delta, balance: row.balance, orderId: row.order_id }));
}

/** A product of the seeded catalog that no other test of the file uses: each takes its own position. */
export async function productAt(shop: TestShop, index: number): Promise<CatalogProduct & { size: string }> {
  const product = (await catalog(shop))[index];
  if (!product) throw new Error(`the catalog has no product ${index}`);
  return { ...product, size: product.sizes[0] as string };
}

/** A signed-up shopper with `quantity` of the product's size in the server cart, and the body their checkout sends. */
export async function shopperBuying(
  shop: TestShop,
  product: { _id: string; size: string },
  quantity: number,
): Promise<Shopper & { body: Awaited<ReturnType<typeof orderBodyFor>> }> {
  const shopper = await shop.newShopper();
  await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.size, quantity }]);
  return { ...shopper, body: await orderBodyFor(shop, shopper.token) };
}
