// Products of their own for the tests of catalog changes and waiting payments: added, repriced and removed through the
// admin API, bought by shoppers who pay in the sandboxes, and the orders and stock ledger the shop keeps of it.
import { ADDRESS, newOperator } from './fixtures';
import type { Answer, Shopper, TestShop } from './harness';
import { ledgerOf } from './stockFixtures';

export const PRICE = 899;
export const SIZE = 'M';
export const REMOVED =
  'was not taken as an order because a product in it was removed from the shop while you were paying';
export const REPRICED = 'was not taken as an order because the price of a product in it changed while you were paying';

export interface Operator extends Shopper {
  /** A stored picture path a product may name. */
  image: string;
}

export interface Buyer extends Shopper {
  body: { address: typeof ADDRESS; items: Array<Record<string, unknown>>; amount: number };
}

/** The shop's operator, and a picture the catalog already stores. */
export async function operatorOf(shop: TestShop): Promise<Operator> {
  const operator = await newOperator(shop);
  const exported = await shop.request({
    method: 'GET',
    url: '/api/admin/products',
    headers: { token: operator.token },
  });
  return { ...operator, image: (exported.body.products[0] as { image: string[] }).image[0] as string };
}

export const productInput = (operator: Operator, id: string, price = PRICE) => ({
  id,
  name: `Changing Tee ${id}`,
  description: 'A tee the operator changes while someone pays for it.',
  price,
  category: 'Men',
  subCategory: 'Topwear',
  sizes: [SIZE],
  image: [operator.image],
});

export const asOperator = (
  shop: TestShop,
  operator: Operator,
  method: 'POST' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
) => shop.request({ method, url, payload, headers: { token: operator.token } });

/** Adds (or with a price, changes) a product of its own through the admin API. */
export async function putProduct(
  shop: TestShop,
  operator: Operator,
  id: string,
  change: { units?: number; price?: number },
) {
  const stock = change.units === undefined ? {} : { stock: { [SIZE]: change.units } };
  const answer = await asOperator(shop, operator, 'POST', '/api/admin/products', {
    ...productInput(operator, id, change.price),
    ...stock,
  });
  expect(answer.status).toBe(201);
}

export const removeAsOperator = (shop: TestShop, operator: Operator, id: string) =>
  asOperator(shop, operator, 'DELETE', `/api/admin/products/${id}`);

/** A product of its own with `units` on the shelf, and a shopper with `quantity` of it in the server cart. */
export async function productInCart(
  shop: TestShop,
  operator: Operator,
  id: string,
  { units, quantity }: { units: number; quantity: number },
): Promise<Buyer> {
  await putProduct(shop, operator, id, { units });
  return buyer(shop, id, quantity);
}

/** What the storefront sends to pay for `quantity` of the product seen at `price`. */
export const checkoutBody = (id: string, quantity: number, price = PRICE): Buyer['body'] => ({
  address: { ...ADDRESS },
  items: [{ _id: id, size: SIZE, quantity, price }],
  amount: price * quantity + 10,
});

/** A shopper with `quantity` of the product in the server cart, and the body their checkout sends. */
export async function buyer(shop: TestShop, id: string, quantity: number): Promise<Buyer> {
  const shopper = await shop.newShopper();
  expect((await shop.post('/api/cart/update', { itemId: id, size: SIZE, quantity }, shopper.token)).status).toBe(200);
  return { ...shopper, body: checkoutBody(id, quantity) };
}

export const orderRow = (shop: TestShop, id: string) =>
  shop.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Starts the buyer's card payment: its checkout page's path and its order. */
export async function startCard(shop: TestShop, shopper: Buyer) {
  const answer = await shop.post('/api/order/stripe', shopper.body, shopper.token);
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.session_url as string);
  const sessionId = url.pathname.split('/').at(-1) ?? '';
  const order = await shop.app.db
    .selectFrom('orders')
    .selectAll()
    .where('provider_ref', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { checkout: url.pathname, sessionId, order };
}

/** Starts the buyer's popup payment: the provider's order id and our order's. */
export async function startPopup(shop: TestShop, shopper: Buyer) {
  const answer = await shop.post('/api/order/razorpay', shopper.body, shopper.token);
  expect(answer.status).toBe(200);
  return { providerOrderId: answer.body.order.id as string, orderId: answer.body.order.receipt as string };
}

/** The sandbox checkout page's Pay button: the provider takes the money. */
export const payCheckout = (shop: TestShop, checkout: string) =>
  shop.request({
    method: 'POST',
    url: `${checkout}/pay`,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const verifyCard = (shop: TestShop, shopper: Shopper, orderId: string) =>
  shop.post('/api/order/verifyStripe', { success: 'true', orderId }, shopper.token);

/** Pays the provider's order in the popup sandbox and sends its signed result, as the storefront does. */
export async function payPopup(shop: TestShop, shopper: Shopper, providerOrderId: string): Promise<Answer> {
  const result = await shop.post('/sandbox/razorpay/pay', { order_id: providerOrderId });
  expect(result.status).toBe(200);
  return shop.post('/api/order/verifyRazorpay', result.body, shopper.token);
}

/** The size's ledger after its first stocking, as reason, change and balance. */
export const movements = async (shop: TestShop, id: string) =>
  (await ledgerOf(shop, id, SIZE)).slice(1).map((entry) => [entry.reason, entry.delta, entry.balance]);
