// Talks to the test server directly, as another device of the same shopper would, through the test kit's client.
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';

const shop = shopClient(() => process.env.SHOP_API_ORIGIN ?? '');

export type ServerCart = Record<string, Record<string, number>>;

export function signUp(): Promise<Shopper> {
  return shop.signUp('asha');
}

export async function serverCart(token: string): Promise<ServerCart> {
  return (await shop.succeed<{ cartData: ServerCart }>('POST', '/api/cart/get', { body: {}, token })).cartData;
}

export async function setServerLine(token: string, itemId: string, size: string, quantity: number): Promise<void> {
  await shop.succeed('POST', '/api/cart/update', { body: { itemId, size, quantity }, token });
}

export async function serverOrders(token: string): Promise<Array<Record<string, unknown>>> {
  return (
    await shop.succeed<{ orders: Array<Record<string, unknown>> }>('POST', '/api/order/userorder', { body: {}, token })
  ).orders;
}
