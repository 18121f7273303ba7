// Shoppers for the write runs: accounts signed up through the API, and products they can put in a cart.
import { shopClient } from '../tools/testkit/shopClient';
import type { ListedProduct } from './browser';
import { toPaise } from '../contract';

const SIGN_UPS_AT_ONCE = 10;

async function signUp(baseUrl: string, index: number): Promise<string> {
  const shopper = await shopClient(baseUrl).signUp(`bench-${index}`, `Bench Shopper ${index}`);
  return shopper.token;
}

/** Signs up `count` shoppers and answers their login tokens. */
export async function signUpShoppers(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count - start) }, (_, offset) =>
      signUp(baseUrl, start + offset),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export interface CartChoice {
  itemId: string;
  size: string;
  /** Paise, as the server prices it. */
  pricePaise: number;
}

/** One choice per product and size among the first `products` of the list. */
export function cartChoices(list: readonly ListedProduct[], products = 12): CartChoice[] {
  return list
    .slice(0, products)
    .flatMap((product) =>
      product.sizes.map((size) => ({ itemId: product._id, size, pricePaise: toPaise(product.price) })),
    );
}

export function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
}
