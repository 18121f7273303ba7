// The series tests' orders through real processes: one piece each, of sizes with units to spare, sent as the
// storefront sends an order.
import { orderAmount } from '../../contract';
import { DELIVERY_ADDRESS } from '../../tools/testkit/fixtures';
import type { ShopClient } from '../../tools/testkit/shopClient';

interface ListedProduct {
  _id: string;
  price: number;
  sizes: string[];
  stock: Record<string, number>;
}

export interface Piece {
  product: ListedProduct;
  size: string;
}

/** `count` pieces, spread over the catalog's sizes, none taking a size's last unit. */
export async function spareUnits(client: ShopClient, count: number): Promise<Piece[]> {
  const products = (await client.succeed<{ products: ListedProduct[] }>('GET', '/api/product/list')).products;
  const pieces = products.flatMap((product) =>
    product.sizes.flatMap((size) =>
      Array.from({ length: Math.max(0, (product.stock[size] ?? 0) - 1) }, () => ({ product, size })),
    ),
  );
  if (pieces.length < count) throw new Error(`the catalog has ${pieces.length} units to spare, not ${count}`);
  return Array.from({ length: count }, (_, index) => pieces[(index * 7) % pieces.length] as Piece);
}

/** The body of an order of the one piece (to the test address). */
export function orderOfOne({ product, size }: Piece) {
  const copy = Object.fromEntries(Object.entries(product).filter(([field]) => field !== 'stock'));
  return {
    address: DELIVERY_ADDRESS,
    items: [{ ...copy, size, quantity: 1 }],
    amount: orderAmount([{ price: product.price, quantity: 1 }]),
  };
}
