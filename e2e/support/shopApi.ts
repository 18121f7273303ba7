// Talks to the shop under test directly, as another device of the same shopper would: expected
// products come from its catalog, and accounts, server carts and orders are set up through it.
import { randomBytes, randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { Product } from '../../src/features/catalog';
import { DELIVERY_ADDRESS } from '../../tools/testkit/fixtures';
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';
import { ORDER_STATUS, orderAmount } from '../../contract';

export type { Product, Shopper };
export type ServerCart = Record<string, Record<string, number>>;

export { DELIVERY_ADDRESS, type DeliveryAddress as Address } from '../../tools/testkit/fixtures';

export function shopUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through jest --selectProjects e2e.');
  return url;
}

const shop = shopClient(shopUrl);

let products: Promise<Product[]> | undefined;

/** The catalog, newest first: the "relevant" order of the collection. */
export function catalog(): Promise<Product[]> {
  products ??= shop.succeed<{ products: Product[] }>('GET', '/api/product/list').then((answer) => answer.products);
  return products;
}

export async function productById(id: string): Promise<Product> {
  const product = (await catalog()).find((each) => each._id === id);
  if (!product) throw new Error(`The catalog has no product ${id}.`);
  return product;
}

/** A brand-new account with a unique e-mail, so journeys never share a cart or orders. */
export function signUp(): Promise<Shopper> {
  return shop.signUp('asha');
}

/** A new session of an existing account, as the shopper logging in on another device gets. */
export async function newSession(shopper: Shopper): Promise<string> {
  const body = { email: shopper.email, password: shopper.password };
  return (await shop.succeed<{ token: string }>('POST', '/api/user/login', { body })).token;
}

/** Whether the server still takes this token. */
export async function tokenAccepted(token: string): Promise<boolean> {
  return (await shop.call('POST', '/api/cart/get', { body: {}, token })).body.success;
}

export async function setServerLine(token: string, productId: string, size: string, quantity: number): Promise<void> {
  await shop.succeed('POST', '/api/cart/update', { body: { itemId: productId, size, quantity }, token });
}

export async function serverCart(token: string): Promise<ServerCart> {
  return (await shop.succeed<{ cartData: ServerCart }>('POST', '/api/cart/get', { body: {}, token })).cartData;
}

export interface PlacedOrder {
  _id: string;
  status: string;
  paymentMethod: string;
  payment: boolean;
  amount: number;
  date: number;
  items: Array<Product & { size: string; quantity: number }>;
}

export async function serverOrders(token: string): Promise<PlacedOrder[]> {
  return (await shop.succeed<{ orders: PlacedOrder[] }>('POST', '/api/order/userorder', { body: {}, token })).orders;
}

/** Places a cash-on-delivery order for what the server cart holds, as the storefront would send it. */
export async function placeServerOrder(token: string): Promise<void> {
  const cart = await serverCart(token);
  const lines = await Promise.all(
    Object.entries(cart).flatMap(([productId, sizes]) =>
      Object.entries(sizes).map(async ([size, quantity]) => ({ ...(await productById(productId)), size, quantity })),
    ),
  );
  const amount = orderAmount(lines);
  await shop.succeed('POST', '/api/order/place', { body: { address: DELIVERY_ADDRESS, items: lines, amount }, token });
}

/** A new shopper who has placed one cash-on-delivery order of one piece of the catalog's first product. */
export async function shopperWithOneOrder(): Promise<{ shopper: Shopper; order: PlacedOrder }> {
  const shopper = await signUp();
  const [product] = await catalog();
  if (!product) throw new Error('The catalog is empty.');
  await setServerLine(shopper.token, product._id, product.sizes[0] ?? '', 1);
  await placeServerOrder(shopper.token);
  const [order] = await serverOrders(shopper.token);
  if (!order) throw new Error('The shopper has no order.');
  return { shopper, order };
}

/** The steps the operator takes an order through, from placed to delivered. */
const TO_DELIVERED = [ORDER_STATUS.packing, ORDER_STATUS.shipped, ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered];

/** A new shopper whose order of one piece of `product` in `size` the operator (`operatorToken`) has delivered. */
export async function deliveredOrder(
  operatorToken: string,
  product: Product,
  size: string,
): Promise<{ shopper: Shopper; order: PlacedOrder }> {
  const shopper = await signUp();
  await setServerLine(shopper.token, product._id, size, 1);
  await placeServerOrder(shopper.token);
  const [order] = await serverOrders(shopper.token);
  if (!order) throw new Error('The order was not placed.');
  for (const status of TO_DELIVERED)
    await shop.succeed('POST', `/api/admin/orders/${order._id}/status`, { body: { status }, token: operatorToken });
  return { shopper, order };
}

/** Saves the test's delivery address to the shopper's account, as "Save this address" at checkout does. */
export async function saveServerAddress(token: string): Promise<void> {
  await shop.succeed('POST', '/api/user/addresses', { body: DELIVERY_ADDRESS, token });
}

/** What the server says when it refuses a token: the message the shopper should then read. */
export async function refusalMessage(token: string): Promise<string> {
  const answer = await shop.call('POST', '/api/cart/get', { body: {}, token });
  if (answer.status !== 401 || !answer.body.message) throw new Error(`The shop accepted the token (${answer.status}).`);
  return answer.body.message;
}

const HOUR_MS = 3_600_000;

/** A token the server itself signed an hour too early, so it has expired. */
export function expiredToken(): string {
  const key = process.env.E2E_JWT_SECRET;
  if (!key) throw new Error('E2E_JWT_SECRET is not set: run the e2e tests through jest --selectProjects e2e.');
  return createSigner({ key, expiresIn: HOUR_MS, clockTimestamp: Date.now() - 2 * HOUR_MS })({ sub: randomUUID() });
}

/** A well-formed token signed with a key the server does not know. */
export function forgedToken(): string {
  return createSigner({ key: randomBytes(32).toString('hex'), expiresIn: HOUR_MS })({ sub: randomUUID() });
}
