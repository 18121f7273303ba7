// Picks products from the live catalog so tests never hard-code the seed's contents.
import { changeCatalog } from '../catalog';
import { setRole } from '../accounts';
import { DELIVERY_ADDRESS as ADDRESS } from '../../tools/testkit/fixtures';
import type { Shopper, TestShop } from './harness';
import { orderAmount } from '../../contract';
import type { TaxDocument } from '../schemas/entities';

export { ADDRESS };

export interface CatalogProduct {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
  stock: Record<string, number>;
}

/** A product as an order keeps its copy: without the stock, which changes after the order. */
export function orderCopyOf(product: CatalogProduct): Omit<CatalogProduct, 'stock'> {
  return Object.fromEntries(Object.entries(product).filter(([field]) => field !== 'stock')) as Omit<
    CatalogProduct,
    'stock'
  >;
}

export async function catalog(shop: TestShop): Promise<CatalogProduct[]> {
  return (await shop.get('/api/product/list')).body.products as CatalogProduct[];
}

/** Sets a product's price directly in the database (in paise), as the shop's operator would. */
export async function setPrice(shop: TestShop, productId: string, pricePaise: number): Promise<void> {
  await changeCatalog(shop.app.db, (trx) =>
    trx.updateTable('products').set({ price_paise: pricePaise }).where('id', '=', productId).execute(),
  );
  shop.app.productList.invalidate();
}

/** What the SPA sends to place an order: the server cart as product copies, and the total it shows. */
export async function orderBodyFor(shop: TestShop, token: string) {
  const products = new Map((await catalog(shop)).map((p) => [p._id, p]));
  const cartData = (await shop.post('/api/cart/get', undefined, token)).body.cartData as Record<
    string,
    Record<string, number>
  >;
  const items = Object.entries(cartData).flatMap(([id, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ ...products.get(id), size, quantity })),
  );
  const amount = orderAmount(items.map((item) => ({ price: item.price ?? 0, quantity: item.quantity })));
  return { address: { ...ADDRESS }, items, amount };
}

export async function fillCart(
  shop: TestShop,
  token: string,
  lines: Array<{ itemId: string; size: string; quantity: number }>,
) {
  for (const line of lines) await shop.post('/api/cart/update', line, token);
}

export function userIdOf(shop: TestShop, token: string): string {
  const verdict = shop.app.tokens.verify(token);
  if ('error' in verdict) throw new Error(`test token refused: ${verdict.error}`);
  return verdict.userId;
}

/** A signed-up account given the admin role, as `npm run shop -- users role <email> admin` does. */
export async function newOperator(shop: TestShop): Promise<Shopper> {
  const operator = await shop.newShopper('Shop Operator');
  await setRole(shop.app.db, operator.email, 'admin');
  return operator;
}

/**
 * A picture the shop already stores, as the admin API speaks it (its /images/… path, which an import or a product form
 * takes, not the storefront's absolute URL): the first product's first picture.
 */
export async function storedPicture(shop: TestShop, operator: Shopper): Promise<string> {
  const exported = await shop.request({
    method: 'GET',
    url: '/api/admin/products',
    headers: { token: operator.token },
  });
  return (exported.body.products[0] as { image: string[] }).image[0] as string;
}

/** What the database holds as the amount of the shopper's order, in paise (the shopper has placed one). */
export async function storedAmountPaise(shop: TestShop, token: string): Promise<number> {
  const row = await shop.app.db
    .selectFrom('orders')
    .select('amount_paise')
    .where('user_id', '=', userIdOf(shop, token))
    .executeTakeFirstOrThrow();
  return row.amount_paise;
}

/** An order's row as the database holds it. */
export const orderRow = (shop: TestShop, id: string) =>
  shop.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The order a payment start made, found by the provider's reference (session or provider order) it answered with. */
export const orderByProviderRef = (shop: TestShop, ref: string) =>
  shop.app.db.selectFrom('orders').selectAll().where('provider_ref', '=', ref).executeTakeFirstOrThrow();

/** A new shopper with one piece of the catalog's `index`th product in the cart, and the order body for it. */
export async function shopperWithCart(shop: TestShop, index = 0) {
  const shopper = await shop.newShopper();
  const products = await catalog(shop);
  const product = products[index % products.length];
  await fillCart(shop, shopper.token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
  return { ...shopper, body: await orderBodyFor(shop, shopper.token) };
}

/** A shopper who opened the Razorpay popup for that cart: their order and Razorpay's order for it. */
export async function startedPopup(shop: TestShop, index = 0) {
  const shopper = await shopperWithCart(shop, index);
  const answer = await shop.post('/api/order/razorpay', shopper.body, shopper.token);
  expect(answer.status).toBe(200);
  const providerOrderId = (answer.body.order as { id: string }).id;
  return { ...shopper, providerOrderId, order: await orderByProviderRef(shop, providerOrderId) };
}

/** A webhook delivery to the shop's Razorpay route, as Razorpay sends one. */
export const deliverRazorpayWebhook = (shop: TestShop, delivery: { body: string; headers: Record<string, string> }) =>
  shop.request({
    method: 'POST',
    url: '/api/order/razorpay/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });

/** An order as its page answers it (GET /api/order/detail/:orderId), the fields the after-sale tests read. */
export interface OrderDetailAnswer {
  _id: string;
  status: string;
  amount: number;
  paymentMethod: string;
  items: Array<{ _id: string; name: string; size: string; price: number; quantity: number }>;
  lines: Array<{ line: number; returnable: boolean; units: Array<{ id: string; state: string }> }>;
  refunds: Array<{ amount: number; state: string; providerRefundId: string | null }>;
  cancellations: Array<{ units: string[]; amount: number }>;
  returns: Array<{ id: string; state: string; amount: number; exchangeOrderId: string | null; steps: unknown[] }>;
  canCancel: boolean;
  returnsUntil: number | null;
  storeCredit: number;
  exchangeOf: string | null;
  history: Array<{ status: string }>;
  invoice: TaxDocument | null;
  creditNotes: TaxDocument[];
}

/** The shopper's order as its page answers it (the call must succeed). */
export async function orderDetail(shop: TestShop, token: string, id: string): Promise<OrderDetailAnswer> {
  const answer = await shop.request({ method: 'GET', url: `/api/order/detail/${id}`, headers: { token } });
  expect(answer.status).toBe(200);
  return answer.body.order as OrderDetailAnswer;
}
