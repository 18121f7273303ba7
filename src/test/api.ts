// Talks to the test server directly, as another device of the same shopper would, through the test kit's client.
import { orderAmount } from '../../contract';
import { DELIVERY_ADDRESS } from '../../tools/testkit/fixtures';
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';
import type { Product } from '../features/catalog';

const shop = shopClient(() => process.env.SHOP_API_ORIGIN ?? '');

export type ServerCart = Record<string, Record<string, number>>;

export function signUp(): Promise<Shopper> {
  return shop.signUp('asha');
}

/** Whether the server takes this token: while its session lasts. */
export async function tokenAccepted(token: string): Promise<boolean> {
  return (await shop.call('POST', '/api/cart/get', { body: {}, token })).body.success;
}

export async function serverCart(token: string): Promise<ServerCart> {
  return (await shop.succeed<{ cartData: ServerCart }>('POST', '/api/cart/get', { body: {}, token })).cartData;
}

/** The account's wishlist as the server holds it: product ids, newest saved first, with the prices saved. */
export async function serverWishlist(token: string): Promise<Array<{ productId: string; savedPrice: number }>> {
  return (
    await shop.succeed<{ items: Array<{ productId: string; savedPrice: number }> }>('GET', '/api/wishlist', { token })
  ).items;
}

/** Saves a product to the account's wishlist from another device. */
export async function saveOnServer(token: string, productId: string): Promise<void> {
  const answer = await shop.request({ method: 'PUT', url: `/api/wishlist/${productId}`, headers: { token } });
  if (answer.status !== 200) throw new Error(`PUT /api/wishlist/${productId} answered ${answer.status}`);
}

export async function setServerLine(token: string, itemId: string, size: string, quantity: number): Promise<void> {
  await shop.succeed('POST', '/api/cart/update', { body: { itemId, size, quantity }, token });
}

export async function serverOrders(token: string): Promise<Array<Record<string, unknown>>> {
  return (
    await shop.succeed<{ orders: Array<Record<string, unknown>> }>('POST', '/api/order/userorder', { body: {}, token })
  ).orders;
}

/** A line of an order a test sends: a product in its first size unless said. */
export interface OrderLine {
  product: Product;
  quantity: number;
  size?: string;
}

/**
 * Puts `lines` in the shopper's server cart and sends the order as the storefront would (to the kit's delivery
 * address, the amount with the delivery fee) by `method`: cash on delivery, or a card payment's start. Answers the
 * shop's answer.
 */
export async function orderAsTheStorefront(
  token: string,
  method: 'cod' | 'stripe',
  lines: readonly OrderLine[],
): Promise<Record<string, unknown>> {
  const items = lines.map(({ product, quantity, size }) => ({ ...product, size: size ?? product.sizes[0], quantity }));
  for (const item of items) await setServerLine(token, item._id, item.size ?? '', item.quantity);
  const amount = orderAmount(items);
  const path = method === 'cod' ? '/api/order/place' : '/api/order/stripe';
  return shop.succeed('POST', path, { body: { address: DELIVERY_ADDRESS, items, amount }, token });
}

/** Saves the kit's delivery address to the shopper's account, as "Save this address" at checkout does. */
export async function saveServerAddress(token: string): Promise<void> {
  await shop.succeed('POST', '/api/user/addresses', { body: DELIVERY_ADDRESS, token });
}
