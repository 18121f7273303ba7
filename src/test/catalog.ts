// The test server's catalog, fetched directly, so screen tests compare against what the API really holds.
import type { Product } from '../features/catalog';

let cached: Promise<Product[]> | undefined;

export function serverCatalog(): Promise<Product[]> {
  cached ??= fetch(`${process.env.SHOP_API_ORIGIN}/api/product/list`)
    .then((response) => response.json() as Promise<{ products: Product[] }>)
    .then((body) => body.products);
  return cached;
}
