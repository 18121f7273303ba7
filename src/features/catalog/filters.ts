// The collection's view (categories, types, search, sort) as URL parameters, and as the catalog query that shows it.
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type Language, type ProductType } from '../../../contract';
import type { CatalogQuery } from './catalogApi';

export const CATEGORIES = PRODUCT_CATEGORIES;
/** The type filter's values, as products carry them in subCategory; their labels are the catalogs'. */
export const TYPES: readonly { value: ProductType }[] = PRODUCT_TYPES.map((value) => ({ value }));
/** The sort orders; their labels are the catalogs' (`catalog.sort.<value>`). */
export const SORT_ORDERS = [{ value: 'relevant' }, { value: 'low-high' }, { value: 'high-low' }] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

export interface CatalogView {
  categories: string[];
  types: string[];
  search: string;
  sort: SortOrder;
}

const isSortOrder = (value: string | null): value is SortOrder => SORT_ORDERS.some((order) => order.value === value);

export function parseView(params: URLSearchParams): CatalogView {
  const sort = params.get('sort');
  return {
    categories: params.getAll('category'),
    types: params.getAll('type'),
    search: params.get('q') ?? '',
    sort: isSortOrder(sort) ? sort : 'relevant',
  };
}

/** The URL parameters of a view; defaults are left out so the plain /collection stays plain. */
export function viewParams(view: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of view.categories) params.append('category', category);
  for (const type of view.types) params.append('type', type);
  if (view.search) params.set('q', view.search);
  if (view.sort !== 'relevant') params.set('sort', view.sort);
  return params;
}

/** Products a collection page holds: whole rows at 2, 3 and 4 columns. */
export const COLLECTION_PAGE_SIZE = 48;

/**
 * The catalog query for a page of a view: the server filters (any of within a group, all groups together), searches
 * (case-insensitive "name contains") and sorts. Defaults and empty groups are left out, so one view is one cache entry.
 */
export function collectionQuery(view: CatalogView, page: number, lang: Language): CatalogQuery {
  const search = view.search.trim();
  return {
    lang,
    ...(view.categories.length > 0 ? { category: view.categories } : {}),
    ...(view.types.length > 0 ? { type: view.types } : {}),
    ...(search ? { q: search } : {}),
    ...(view.sort !== 'relevant' ? { sort: view.sort } : {}),
    ...(page > 1 ? { page } : {}),
    limit: COLLECTION_PAGE_SIZE,
  };
}
