// The catalog in list order (newest first, then id) as a search's answer needs it, read once per catalog version:
// each product's id and names, its number in the words' index (product_search_keys), its shelf and its price. A
// search's matches are laid over it (searchMatches.ts) to be counted and ordered in the process.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface CatalogOrder {
  ids: readonly string[];
  names: readonly string[];
  namesHi: ReadonlyArray<string | null>;
  /** Whether a product's English or Hindi name contains `text` (composed, lower case), each name lowered once. */
  nameContains(at: number, text: string): boolean;
  /** Each product's position, by its number; -1 for a number no product has. */
  positionOf(key: number): number;
  shelves: ReadonlyArray<{ category: string; subCategory: string }>;
  /** Each position's shelf, as an index into `shelves`. */
  shelfOf: Uint16Array;
  /** Positions by price, each way, in list order among equal prices; worked out at the first search sorted so. */
  byPrice(sort: 'low-high' | 'high-low'): Int32Array;
}

export async function readCatalogOrder(db: Kysely<DB>): Promise<CatalogOrder> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('product_search_keys', 'product_search_keys.product_id', 'products.id')
    .select([
      'products.id',
      'products.name',
      'products.name_hi',
      'product_search_keys.key',
      'products.category',
      'products.sub_category',
      'products.price_paise',
    ])
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id')
    .execute();
  const shelves: Array<{ category: string; subCategory: string }> = [];
  const shelfIndex = new Map<string, number>();
  const shelfOf = new Uint16Array(rows.length);
  const prices = new Float64Array(rows.length);
  const positions = new Int32Array(rows.reduce((most, row) => Math.max(most, row.key), 0) + 1).fill(-1);
  rows.forEach((row, index) => {
    const key = `${row.category}\u0000${row.sub_category}`;
    let shelf = shelfIndex.get(key);
    if (shelf === undefined) {
      shelf = shelves.push({ category: row.category, subCategory: row.sub_category }) - 1;
      shelfIndex.set(key, shelf);
    }
    shelfOf[index] = shelf;
    prices[index] = row.price_paise;
    positions[row.key] = index;
  });
  const orders = new Map<string, Int32Array>();
  const byPrice = (sort: 'low-high' | 'high-low') => {
    let found = orders.get(sort);
    if (!found) {
      const way = sort === 'low-high' ? 1 : -1;
      found = Int32Array.from(rows.keys()).sort((a, b) => way * ((prices[a] ?? 0) - (prices[b] ?? 0)) || a - b);
      orders.set(sort, found);
    }
    return found;
  };
  const names = rows.map((row) => row.name);
  const namesHi = rows.map((row) => row.name_hi);
  const lowered: Array<string | undefined> = [];
  const lowerNames = (at: number) =>
    (lowered[at] ??= `${names[at] ?? ''}\n${namesHi[at] ?? ''}`.normalize('NFC').toLowerCase());
  return {
    ids: rows.map((row) => row.id),
    names,
    namesHi,
    // The names are joined by a line break, which no text searched for holds (it would have been a space).
    nameContains: (at, text) => lowerNames(at).includes(text),
    positionOf: (key) => (key >= 0 && key < positions.length ? (positions[key] ?? -1) : -1),
    shelves,
    shelfOf,
    byPrice,
  };
}
