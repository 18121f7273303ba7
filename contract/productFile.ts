// A product file (CSV, and the fields of JSON) as the command line and the operator's screens import and export it.
// Imported from this file, not from the contract's index: only the operator's screens and the server use it, and a
// shopper's first download, which takes the index, carries none of it.

/**
 * The columns of a product file (CSV, and the fields of JSON) as the command line and the operator's screens import
 * and export it: lists `|`-separated in CSV, stock as `S:10|M:0`.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'category',
  'subCategory',
  'sizes',
  'bestseller',
  'image',
  'nameHi',
  'descriptionHi',
  'stock',
  'returnable',
] as const;

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a formula:
 * `=HYPERLINK(...)` in a product's name would be a link the operator clicks. Such a cell is written with a leading
 * apostrophe, which spreadsheets show as text, and read back without it. A cell that already begins with apostrophes
 * before such a character gets one more, so every text comes back as it was.
 */
export const SPREADSHEET_FORMULA_START = /^'*[=+\-@\t\r]/;
export const neutralizeFormula = (cell: string): string => (SPREADSHEET_FORMULA_START.test(cell) ? `'${cell}` : cell);

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** A product as a product file holds it: the import's own fields, so an export imports back unchanged. */
export interface ExportedProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  subCategory: string;
  sizes: string[];
  bestseller: boolean;
  /** Whether the shop takes its pieces back (returns, exchanges). */
  returnable: boolean;
  image: string[];
  /** The texts in Hindi, when the product has them. */
  nameHi?: string;
  descriptionHi?: string;
  /** Units per size. */
  stock: Record<string, number>;
}

/**
 * A product as one CSV row of a product file, the one mapping of both writers (the command line's export and the
 * operator's screen): each column's cell, lists joined by `|`, stock as `S:10|M:0` in the sizes' order, every cell
 * defused against formulas. Quoting is the writer's.
 */
export function productFileCells(product: ExportedProduct): Record<ProductColumn, string> {
  // The text columns are the product's own; the others are written out.
  const cells: Record<ProductColumn, string> = {
    ...product,
    price: String(product.price),
    sizes: product.sizes.join('|'),
    bestseller: String(product.bestseller),
    returnable: String(product.returnable),
    image: product.image.join('|'),
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    stock: product.sizes.map((size) => `${size}:${product.stock[size] ?? 0}`).join('|'),
  };
  return Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, neutralizeFormula(cells[column])])) as Record<
    ProductColumn,
    string
  >;
}
