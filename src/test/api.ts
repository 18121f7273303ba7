// Talks to the test server directly, as another device of the same shopper would.
import { newShopperDetails } from '../../tools/testkit/fixtures';

const api = (path: string) => `${process.env.SHOP_API_ORIGIN}${path}`;

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as T;
}

export interface TestShopper {
  name: string;
  email: string;
  password: string;
  token: string;
}

export async function signUp(): Promise<TestShopper> {
  const shopper = newShopperDetails('asha');
  const { token } = await post<{ token: string }>('/api/user/register', shopper);
  return { ...shopper, token };
}

export async function serverCart(token: string): Promise<Record<string, Record<string, number>>> {
  return (await post<{ cartData: Record<string, Record<string, number>> }>('/api/cart/get', {}, token)).cartData;
}

export async function setServerLine(token: string, itemId: string, size: string, quantity: number): Promise<void> {
  await post('/api/cart/update', { itemId, size, quantity }, token);
}

export async function serverOrders(token: string): Promise<Array<Record<string, unknown>>> {
  return (await post<{ orders: Array<Record<string, unknown>> }>('/api/order/userorder', {}, token)).orders;
}
