// What the operator's product and stock screens derive: products matching a search, a product's form values and the
// input the admin API takes, the stock with its low sizes first, and products written as CSV for an export.
import { PRODUCT_COLUMNS, productFileCells } from '../../../contract/productFile';
import type { CatalogProduct, ProductInput, StockLevel } from './adminApi';

export const PRODUCTS_PAGE_SIZE = 20;
/** The sizes the form offers, in the storefront's order: grown-ups' and children's. */
export const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'] as const;

/** The sizes a product's form offers: its category's, then any other the product already sells. */
export function offeredSizes(category: string, own: readonly string[]): string[] {
  const usual: readonly string[] = category === 'Kids' ? KIDS_SIZES : ADULT_SIZES;
  return [...usual, ...own.filter((size) => !usual.includes(size))];
}
/** Most photographs one product shows (the server's MAX_PRODUCT_IMAGES). */
export const MAX_PHOTOGRAPHS = 4;

const wordsOf = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean);
const hasAll = (words: readonly string[], text: string) => words.every((word) => text.toLowerCase().includes(word));

/** Products whose name, id, category or type holds every word of the search. */
export function matchingProducts(products: readonly CatalogProduct[], query: string): CatalogProduct[] {
  const words = wordsOf(query);
  return products.filter((product) =>
    hasAll(words, `${product.name} ${product.id} ${product.category} ${product.subCategory}`),
  );
}

/** Stock levels whose product's name or id holds every word of the search. */
export function matchingLevels(levels: readonly StockLevel[], query: string): StockLevel[] {
  const words = wordsOf(query);
  return levels.filter((level) => hasAll(words, `${level.name} ${level.productId}`));
}

export interface ProductForm {
  id?: string;
  name: string;
  description: string;
  /** The Hindi texts the storefront shows under /hi; left empty, the product has none and /hi shows the English. */
  nameHi: string;
  descriptionHi: string;
  price: string;
  category: string;
  subCategory: string;
  sizes: string[];
  bestseller: boolean;
  /** Whether the shop takes its pieces back; checked for a new product. */
  returnable: boolean;
  image: string[];
  /** Units per size, as typed; only a new product sets them here (the stock screen changes them after). */
  stock: Record<string, string>;
}

export const emptyForm = (): ProductForm => ({
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  price: '',
  category: 'Men',
  subCategory: 'Topwear',
  sizes: [],
  bestseller: false,
  returnable: true,
  image: [],
  stock: {},
});

export const formOf = (product: CatalogProduct): ProductForm => ({
  id: product.id,
  name: product.name,
  description: product.description,
  nameHi: product.nameHi ?? '',
  descriptionHi: product.descriptionHi ?? '',
  price: String(product.price),
  category: product.category,
  subCategory: product.subCategory,
  sizes: [...product.sizes],
  bestseller: product.bestseller,
  returnable: product.returnable,
  image: [...product.image],
  stock: {},
});

/**
 * The admin API's product, with the Hindi texts as the form holds them (emptied, the product has none) and an edited
 * product's stock kept (left out, sizes keep theirs).
 */
export function inputOf(form: ProductForm): ProductInput {
  const nameHi = form.nameHi.trim();
  const descriptionHi = form.descriptionHi.trim();
  const stock = Object.fromEntries(
    form.sizes.filter((size) => /^\d+$/.test(form.stock[size] ?? '')).map((size) => [size, Number(form.stock[size])]),
  );
  return {
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim(),
    description: form.description.trim(),
    price: Number(form.price),
    category: form.category,
    subCategory: form.subCategory,
    sizes: offeredSizes(form.category, form.sizes).filter((size) => form.sizes.includes(size)),
    image: form.image,
    bestseller: form.bestseller,
    returnable: form.returnable,
    ...(nameHi ? { nameHi } : {}),
    ...(descriptionHi ? { descriptionHi } : {}),
    ...(Object.keys(stock).length > 0 ? { stock } : {}),
  };
}

/** Moves the photograph at `from` by `step` places (−1 earlier, +1 later); out of range, the list stays. */
export function movePhoto(images: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || to < 0 || from >= images.length || to >= images.length) return [...images];
  const next = [...images];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/** The sizes with the fewest units first; equal ones in list order. */
export const lowFirst = (levels: readonly StockLevel[]): StockLevel[] =>
  levels
    .map((level, index) => ({ level, index }))
    .sort((a, b) => a.level.quantity - b.level.quantity || a.index - b.index)
    .map(({ level }) => level);

const quoted = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The products as the command line exports them (its columns, in its order): lists joined by |, stock as S:10|M:0. */
export function productsCsv(products: readonly CatalogProduct[]): string {
  const rows = products.map((product) => {
    const cells = productFileCells(product);
    return PRODUCT_COLUMNS.map((column) => quoted(cells[column])).join(',');
  });
  return `${[PRODUCT_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
