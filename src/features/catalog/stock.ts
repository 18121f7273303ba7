// What the storefront says about a size's stock: sold out, only a few left, or nothing when there are plenty.
import { LOW_STOCK } from '../../../contract';
import type { Product } from './catalogApi';

/**
 * Units of a size that can be bought now, as the last product list said. A list from before the shop kept stock (an
 * older QA log replays one) limits nothing: the server has the last word.
 */
export function unitsLeft(product: Product, size: string): number {
  const stock = product.stock as Product['stock'] | undefined;
  return stock ? (stock[size] ?? 0) : Number.POSITIVE_INFINITY;
}

/** "Sold out", "Only 3 left", or null when there are more than LOW_STOCK. */
export function stockNote(left: number): string | null {
  if (left <= 0) return 'Sold out';
  return left <= LOW_STOCK ? `Only ${left} left` : null;
}
