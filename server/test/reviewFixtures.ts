// What the reviews' tests build on: lines of the live catalog that are in stock, a shopper's order of them that the
// operator moves to Delivered through the admin API, and the reviews' calls.
import { SHOP_LANGUAGE_HEADER, type Language, type Review } from '../../contract';
import { catalog, fillCart, orderBodyFor } from './fixtures';
import type { Answer, Shopper, TestShop } from './harness';

export interface Line {
  itemId: string;
  size: string;
  quantity: number;
}

/** The steps an operator moves a placed order along to Delivered. */
const TO_DELIVERED = ['Packing', 'Shipped', 'Out for delivery', 'Delivered'];

/** `count` lines of one piece, each a different product and size with units on the shelf, from the `from`th product. */
export async function linesInStock(shop: TestShop, count: number, from = 0): Promise<Line[]> {
  const products = (await catalog(shop)).slice(from);
  const lines = products.flatMap((product) =>
    product.sizes
      .filter((size) => (product.stock[size] ?? 0) > 2)
      .slice(0, 1)
      .map((size) => ({ itemId: product._id, size, quantity: 1 })),
  );
  if (lines.length < count) throw new Error(`the catalog has fewer than ${count} products in stock`);
  return lines.slice(0, count);
}

/** The shopper's cash-on-delivery order of `lines`, moved by the operator to `status` (Order Placed: left as placed). */
export async function placedOrder(
  shop: TestShop,
  shopper: Shopper,
  operator: Shopper,
  lines: readonly Line[],
  status = 'Delivered',
): Promise<string> {
  await fillCart(shop, shopper.token, [...lines]);
  const placed = await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token);
  if (placed.status !== 201) throw new Error(`the order was not placed: ${placed.status} ${placed.body.message}`);
  const orderId = placed.body.orderId as string;
  for (const step of TO_DELIVERED.slice(0, TO_DELIVERED.indexOf(status) + 1)) {
    const moved = await shop.post(`/api/admin/orders/${orderId}/status`, { status: step }, operator.token);
    if (moved.status !== 200) throw new Error(`the order did not move to ${step}: ${moved.body.message}`);
  }
  return orderId;
}

/** A review's body for a line of an order: four stars, true to size, unless told otherwise. */
export const reviewOf = (orderId: string, line: Line, more: Record<string, unknown> = {}) => ({
  orderId,
  productId: line.itemId,
  size: line.size,
  stars: 4,
  fit: 'true',
  ...more,
});

export function addReview(shop: TestShop, token: string, body: unknown, language?: Language): Promise<Answer> {
  return shop.request({
    method: 'POST',
    url: '/api/product/reviews',
    payload: body,
    headers: { token, ...(language ? { [SHOP_LANGUAGE_HEADER]: language } : {}) },
  });
}

/** A review the shop took (the call must succeed). */
export async function reviewed(shop: TestShop, token: string, body: unknown, language?: Language): Promise<Review> {
  const answer = await addReview(shop, token, body, language);
  if (answer.status !== 200) throw new Error(`the review was refused: ${answer.status} ${answer.body.message}`);
  return answer.body.review as Review;
}
