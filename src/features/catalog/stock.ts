// What the storefront says about a size's stock: sold out, only a few left, or nothing when there are plenty.
import { LOW_STOCK } from '../../../contract';
import type { Translate } from '../../shared/i18n';
import type { Product } from './catalogApi';

/**
 * Units of a size that can be bought now, as the last product list said. A list from before the shop kept stock (an
 * older QA log replays one) limits nothing: the server has the last word.
 */
export function unitsLeft(product: Product, size: string): number {
  const stock = product.stock as Product['stock'] | undefined;
  return stock ? (stock[size] ?? 0) : Number.POSITIVE_INFINITY;
}

/** "Sold out", "Only 3 left", or null when there are more than LOW_STOCK, in the language of `t`. */
export function stockNote(left: number, t: Translate): string | null {
  if (left <= 0) return t('catalog.size.soldOut');
  return left <= LOW_STOCK ? t('catalog.size.onlyLeft', { left }) : null;
}

/** "Only 2 left in M." or "Size M is sold out.": why one more piece is more than is left (the server's words). */
export const leftInSize = (size: string, left: number, t: Translate): string =>
  left > 0 ? t('catalog.size.onlyLeftIn', { left, size }) : t('catalog.size.soldOutIn', { size });
