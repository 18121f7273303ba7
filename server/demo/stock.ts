// The demo shop's stock: plenty of most sizes, and a few sold out or running low, so the storefront shows every state.
// The states sit on the older half of the catalog and never on a product's first two sizes: the newest products (the
// storefront's first screens) and the sizes tests and the benchmark pick first are always well stocked.
import { seedProducts } from './catalog';

/** The most units a demo size starts with is PLENTY_FROM + PLENTY_SPREAD - 1. */
const PLENTY_FROM = 300;
const PLENTY_SPREAD = 300;
/** Seed products (oldest first) that may show a sold-out or low size. */
const OLDER_HALF = Math.floor(seedProducts.length / 2);

/** A stable number from text (FNV-1a), so every shop seeds the same stock. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

const plenty = (productId: string, size: string) => PLENTY_FROM + (hash(`${productId}:${size}`) % PLENTY_SPREAD);

/** Every fourth older product has its largest size sold out; every fourth, offset by two, has it at 1 to 5. */
function special(productId: string, sizes: readonly string[]): Map<string, number> {
  const index = seedProducts.findIndex((product) => product.id === productId);
  const last = sizes.at(-1);
  if (index < 0 || index >= OLDER_HALF || sizes.length < 3 || last === undefined) return new Map();
  if (index % 4 === 1) return new Map([[last, 0]]);
  if (index % 4 === 3) return new Map([[last, 1 + (index % 5)]]);
  return new Map();
}

/**
 * The stock a product starts with: the demo's own for demo products, and plenty for any other (a shop upgraded to
 * counting stock, whose operator then sets the real numbers).
 */
export function startingStock(productId: string, sizes: readonly string[]): Array<{ size: string; quantity: number }> {
  const states = special(productId, sizes);
  return sizes.map((size) => ({ size, quantity: states.get(size) ?? plenty(productId, size) }));
}
