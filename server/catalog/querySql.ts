// The catalog's queries in SQL: which products match a filter, in which order; how many there are on each shelf
// (category and type); a product's related ones; the home page's. Ids only: queryAnswerCache.ts adds the products'
// fields and fresh stock, and keeps what these answer per catalog version. A search's are searchMatches.ts's.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { CATALOG_QUERY } from '../constants';
import type { DB } from '../db/schema';

export const CATALOG_SORTS = ['relevant', 'low-high', 'high-low'] as const;
/** relevant: list order (newest first, then id); the price orders keep list order among equal prices. */
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** Which products a query asks for: any of the categories (all when none), any of the types. */
export interface CatalogFilter {
  categories: readonly string[];
  types: readonly string[];
}

/** How many products one category and type hold (among those a search finds). */
export interface ShelfCount {
  category: string;
  subCategory: string;
  count: number;
}

type ProductsQuery<O> = SelectQueryBuilder<DB, 'products', O>;

function matching<O>(query: ProductsQuery<O>, filter: CatalogFilter): ProductsQuery<O> {
  return query
    .$if(filter.categories.length > 0, (q) => q.where('products.category', 'in', filter.categories))
    .$if(filter.types.length > 0, (q) => q.where('products.sub_category', 'in', filter.types));
}

/** The list order (GET /api/product/list's), after the price for the price sorts. */
function ordered<O>(query: ProductsQuery<O>, sort: CatalogSort): ProductsQuery<O> {
  return query
    .$if(sort === 'low-high', (q) => q.orderBy('products.price_paise', 'asc'))
    .$if(sort === 'high-low', (q) => q.orderBy('products.price_paise', 'desc'))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id');
}

/** The ids of the matching products from `offset` on, at most `count` of them, in the sort's order. */
export async function matchingIds(
  db: Kysely<DB>,
  filter: CatalogFilter,
  sort: CatalogSort,
  { offset, count }: { offset: number; count: number },
): Promise<string[]> {
  const query = ordered(matching(db.selectFrom('products').select('products.id'), filter), sort);
  const rows = await query.limit(count).offset(offset).execute();
  return rows.map((row) => row.id);
}

/** Every shelf holding products, with their count; categories and types are counted from these. */
export async function shelfCounts(db: Kysely<DB>): Promise<ShelfCount[]> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['products.category', 'products.sub_category', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['products.category', 'products.sub_category'])
    .execute();
  return rows.map((row) => ({ category: row.category, subCategory: row.sub_category, count: Number(row.count) }));
}

/** Products on the same shelf as `product`, in list order, never the product itself. */
export async function relatedIds(
  db: Kysely<DB>,
  product: { _id: string; category: string; subCategory: string },
  count: number,
): Promise<string[]> {
  const rows = await ordered(db.selectFrom('products').select('products.id'), 'relevant')
    .where('products.category', '=', product.category)
    .where('products.sub_category', '=', product.subCategory)
    .where('products.id', '<>', product._id)
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

/** The home page's products: the newest, and the newest bestsellers. */
export async function homeIds(db: Kysely<DB>): Promise<{ latest: string[]; bestsellers: string[] }> {
  const newest = ordered(db.selectFrom('products').select('products.id'), 'relevant');
  const [latest, bestsellers] = await Promise.all([
    newest.limit(CATALOG_QUERY.latest).execute(),
    newest.where('products.bestseller', '=', 1).limit(CATALOG_QUERY.bestsellers).execute(),
  ]);
  return { latest: latest.map((row) => row.id), bestsellers: bestsellers.map((row) => row.id) };
}

/**
 * The total and the facets of a query, from its search's shelf counts: a category's count applies the type filter
 * but not the category filter, a type's the category filter but not the type filter; the total applies both.
 */
export function summarize(shelves: readonly ShelfCount[], filter: CatalogFilter) {
  const inCategories = (shelf: ShelfCount) =>
    filter.categories.length === 0 || filter.categories.includes(shelf.category);
  const inTypes = (shelf: ShelfCount) => filter.types.length === 0 || filter.types.includes(shelf.subCategory);
  const tally = (shelvesCounted: ShelfCount[], key: (shelf: ShelfCount) => string) => {
    const counts = new Map<string, number>();
    for (const shelf of shelvesCounted) counts.set(key(shelf), (counts.get(key(shelf)) ?? 0) + shelf.count);
    return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)));
  };
  return {
    total: shelves
      .filter((shelf) => inCategories(shelf) && inTypes(shelf))
      .reduce((sum, shelf) => sum + shelf.count, 0),
    facets: {
      category: tally(shelves.filter(inTypes), (shelf) => shelf.category),
      type: tally(shelves.filter(inCategories), (shelf) => shelf.subCategory),
    },
  };
}
