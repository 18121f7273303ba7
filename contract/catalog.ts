// The catalog's shape as both programs know it: the categories and types the filters offer and products carry,
// and how many products the home page and the product page show (spec section 9).

export const PRODUCT_CATEGORIES = ['Men', 'Women', 'Kids'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** Product types, as products carry them in `subCategory`. */
export const PRODUCT_TYPES = ['Topwear', 'Bottomwear', 'Winterwear', 'Summerwear'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The home page's LATEST COLLECTIONS. */
export const LATEST_COUNT = 10;
/** The home page's BEST SELLERS. */
export const BESTSELLER_COUNT = 5;
/** The product page's RELATED PRODUCTS. */
export const RELATED_COUNT = 5;

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
] as const;

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a formula:
 * `=HYPERLINK(...)` in a product's name would be a link the operator clicks. Such a cell is written with a leading
 * apostrophe, which spreadsheets show as text, and read back without it. A cell that already begins with apostrophes
 * before such a character gets one more, so every text comes back as it was.
 */
export const SPREADSHEET_FORMULA_START = /^'*[=+\-@\t\r]/;
export const neutralizeFormula = (cell: string): string => (SPREADSHEET_FORMULA_START.test(cell) ? `'${cell}` : cell);
