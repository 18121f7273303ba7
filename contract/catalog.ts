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

/** The search box's suggestions (GET /api/product/suggest): asked for from this many characters, at most this many. */
export const SEARCH_SUGGESTIONS = { fromLength: 2, max: 8 } as const;
/** A group of the operator's search synonyms: two to twenty words, each of one to forty characters. */
export const SEARCH_SYNONYMS = { minWords: 2, maxWords: 20, maxWordLength: 40 } as const;
