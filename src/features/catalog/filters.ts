// The collection's view (categories, types, search, sort) as URL parameters, and applying it to products.
import type { Product } from './catalogApi';

export const CATEGORIES = ['Men', 'Women', 'Kids'] as const;
/** The type filter: label as the spec shows it, value as products carry it in subCategory. */
export const TYPES = [
  { value: 'Topwear', label: 'Topwear' },
  { value: 'Bottomwear', label: 'Bottomwear' },
  { value: 'Winterwear', label: 'Winterwear' },
  { value: 'Summerwear', label: 'SUMMERWEAR' },
] as const;
export const SORT_ORDERS = [
  { value: 'relevant', label: 'Sort by: Relevant' },
  { value: 'low-high', label: 'Sort by: Low to High' },
  { value: 'high-low', label: 'Sort by: High to Low' },
] as const;
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

/** Any-of within a group, all groups together; search is a case-insensitive "name contains". */
export function applyView(products: readonly Product[], view: CatalogView): Product[] {
  const search = view.search.trim().toLowerCase();
  const matching = products.filter(
    (product) =>
      (view.categories.length === 0 || view.categories.includes(product.category)) &&
      (view.types.length === 0 || view.types.includes(product.subCategory)) &&
      (search === '' || product.name.toLowerCase().includes(search)),
  );
  if (view.sort === 'low-high') return matching.sort((a, b) => a.price - b.price);
  if (view.sort === 'high-low') return matching.sort((a, b) => b.price - a.price);
  return matching;
}
