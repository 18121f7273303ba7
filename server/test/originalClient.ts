// Calls as the original storefront of this API makes them (React + axios, served from its own origin): JSON bodies,
// axios's Accept header, the `token` header, and the Origin of the client's site. Its code is not in this repository;
// these are its request shapes, taken from the spec's section 7 and the calls it makes.
import type { Answer, TestShop } from './harness';
import { orderAmount } from '../../contract';

export const CLIENT_ORIGIN = 'http://client.example.com:5173';
/** What the shop's own storefront is served from in these tests (where pictures and payment returns used to point). */
export const SHOP_PUBLIC_URL = 'https://kapda.example.com';

const AXIOS_ACCEPT = 'application/json, text/plain, */*';

export interface OriginalClient {
  post(url: string, body?: unknown, token?: string): Promise<Answer>;
  get(url: string): Promise<Answer>;
}

export function originalClient(shop: TestShop, origin = CLIENT_ORIGIN): OriginalClient {
  const headers = (token?: string) => ({ accept: AXIOS_ACCEPT, origin, ...(token ? { token } : {}) });
  return {
    // axios sends `{}` for a call without a body, such as cart/get and userorders.
    post: (url, body = {}, token) => shop.request({ method: 'POST', url, payload: body, headers: headers(token) }),
    get: (url) => shop.request({ method: 'GET', url, headers: headers() }),
  };
}

/** The body its checkout sends: each cart line as a copy of the product it listed, with size and quantity, and the total. */
export function originalOrderBody(
  products: Array<{ _id: string; price: number }>,
  lines: Array<{ index: number; size: string; quantity: number }>,
  address: Record<string, string>,
) {
  const items = lines.map(({ index, size, quantity }) => ({ ...structuredClone(products[index]), size, quantity }));
  const amount = orderAmount(items.map((item) => ({ price: item.price ?? 0, quantity: item.quantity })));
  return { address, items, amount };
}
