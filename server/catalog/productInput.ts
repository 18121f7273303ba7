// A product as an operator describes it (a CSV row, a JSON object, an admin API body), checked field by field so
// every mistake in it is reported at once in words the operator can act on.
import { randomBytes } from 'node:crypto';
import { IMAGES_URL_PREFIX, MAX_PRICE_RUPEES, MAX_PRODUCT_IMAGES } from '../constants';
import { isPlainLines, isPlainText, PLAIN_TEXT_RULE } from '../schemas/text';
import { parseStock } from './stockInput';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, toPaise } from '../../contract';
import { PRODUCT_COLUMNS } from '../../contract/productFile';

export { PRODUCT_COLUMNS };

/** The longest name and description, in English and in Hindi alike. */
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** A checked product. `image` holds URLs the shop serves, or (where files are allowed) local files to import. */
export interface ProductDraft {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  category: string;
  subCategory: string;
  sizes: string[];
  bestseller: boolean;
  /** Whether the shop takes its pieces back (true unless the row says otherwise). */
  returnable: boolean;
  image: ImageRef[];
  /** Units per size to set; null when the row gives no stock (the stock stays as it is). */
  stock: Map<string, number> | null;
  /** The name and description in Hindi; null when the row gives none (the product then has none). */
  nameHi: string | null;
  descriptionHi: string | null;
}

export type ImageRef = { url: string } | { file: string };

export type Checked = { product: ProductDraft } | { errors: string[] };

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const SIZE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const MAX_SIZES = 12;
/** Field names are data: a Map, so "constructor" is just an unknown field. */
const ALIASES = new Map([['_id', 'id']]);

/** A list given as an array or as `a|b|c` text. */
function list(value: unknown): string[] | null {
  if (Array.isArray(value))
    return value.every((entry) => typeof entry === 'string') ? value.map((entry: string) => entry.trim()) : null;
  if (typeof value === 'string')
    return value
      .split('|')
      .map((entry) => entry.trim())
      .filter(Boolean);
  return null;
}

/** A yes/no field; left out or empty, `absent`. */
function flag(value: unknown, absent = false): boolean | null {
  if (value === undefined || value === null || value === '') return absent;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return null;
}

function pricePaise(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!PRICE.test(text)) return null;
  const paise = toPaise(Number(text));
  return paise > 0 && paise <= toPaise(MAX_PRICE_RUPEES) ? paise : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return allowed.find((entry) => entry.toLowerCase() === text) ?? null;
}

function text(value: unknown, maxLength: number, plain: (text: string) => boolean = isPlainText): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed !== '' && trimmed.length <= maxLength && plain(trimmed) ? trimmed : null;
}

/** Optional text: undefined when not given (left out, null or an empty cell), null when given but not good. */
function optionalText(value: unknown, maxLength: number, plain?: (text: string) => boolean): string | null | undefined {
  return value === undefined || value === null || value === '' ? undefined : text(value, maxLength, plain);
}

function imageRef(entry: string, allowFiles: boolean): ImageRef | null {
  if (!isPlainText(entry)) return null;
  if (entry.startsWith(IMAGES_URL_PREFIX) && !entry.includes('..')) return { url: entry };
  if (!allowFiles || /^[a-z][a-z0-9+.-]*:/i.test(entry)) return null;
  return { file: entry };
}

/** A new product's id: its name in lower case with dashes, and a random ending so two of one name differ. */
export function newProductId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'product'}-${randomBytes(3).toString('hex')}`;
}

/**
 * Checks one product. `allowFiles` lets pictures be local files (the CLI); otherwise each must be a URL the shop
 * already serves (under /images/), which keeps the storefront's Content-Security-Policy to its own origin.
 */
export function checkProduct(raw: unknown, { allowFiles }: { allowFiles: boolean }): Checked {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { errors: ['a product must be an object of fields'] };
  const fields = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [ALIASES.get(key) ?? key, value]),
  ) as Record<string, unknown>;
  const errors: string[] = [];
  const unknown = Object.keys(fields).filter((key) => !(PRODUCT_COLUMNS as readonly string[]).includes(key));
  if (unknown.length > 0)
    errors.push(`unknown field ${unknown.join(', ')} (the fields are ${PRODUCT_COLUMNS.join(', ')})`);

  const given =
    fields.id === undefined || fields.id === '' ? null : typeof fields.id === 'string' ? fields.id.trim() : '';
  if (given !== null && !ID.test(given)) errors.push('id must be lower-case letters, digits and dashes (at most 80)');
  const name = text(fields.name, MAX_NAME_LENGTH);
  if (name === null) errors.push(`name is required (at most ${MAX_NAME_LENGTH} characters; it ${PLAIN_TEXT_RULE})`);
  const description = text(fields.description, MAX_DESCRIPTION_LENGTH, isPlainLines);
  if (description === null)
    errors.push(
      `description is required (at most ${MAX_DESCRIPTION_LENGTH} characters; line breaks are fine, but it ${PLAIN_TEXT_RULE})`,
    );
  const nameHi = optionalText(fields.nameHi, MAX_NAME_LENGTH);
  if (nameHi === null)
    errors.push(
      `nameHi may be left out, but when given it must not be blank (at most ${MAX_NAME_LENGTH} characters; it ${PLAIN_TEXT_RULE})`,
    );
  const descriptionHi = optionalText(fields.descriptionHi, MAX_DESCRIPTION_LENGTH, isPlainLines);
  if (descriptionHi === null)
    errors.push(
      `descriptionHi may be left out, but when given it must not be blank (at most ${MAX_DESCRIPTION_LENGTH} characters; line breaks are fine, but it ${PLAIN_TEXT_RULE})`,
    );
  const price = pricePaise(fields.price);
  if (price === null)
    errors.push(`price must be rupees above 0 and at most ${MAX_PRICE_RUPEES}, with at most 2 decimals`);
  const category = oneOf(fields.category, PRODUCT_CATEGORIES);
  if (category === null) errors.push(`category must be one of ${PRODUCT_CATEGORIES.join(', ')}`);
  const subCategory = oneOf(fields.subCategory, PRODUCT_TYPES);
  if (subCategory === null) errors.push(`subCategory must be one of ${PRODUCT_TYPES.join(', ')}`);
  const sizes = list(fields.sizes);
  if (
    !sizes ||
    sizes.length === 0 ||
    sizes.length > MAX_SIZES ||
    !sizes.every((size) => SIZE.test(size)) ||
    new Set(sizes).size !== sizes.length
  ) {
    errors.push(
      `sizes must be 1 to ${MAX_SIZES} different labels of up to 12 letters, digits, dashes or spaces, such as S|M|L, 4-5Y or One size`,
    );
  }
  const bestseller = flag(fields.bestseller);
  if (bestseller === null) errors.push('bestseller must be true or false (or yes/no, 1/0, empty)');
  const returnable = flag(fields.returnable, true);
  if (returnable === null) errors.push('returnable must be true or false (or yes/no, 1/0; empty is true)');
  const entries = list(fields.image) ?? [];
  const image = entries.map((entry) => imageRef(entry, allowFiles));
  if (entries.length === 0 || entries.length > MAX_PRODUCT_IMAGES || image.some((ref) => ref === null)) {
    errors.push(
      `image must be 1 to ${MAX_PRODUCT_IMAGES} pictures, each ${allowFiles ? 'a local image file or ' : ''}a URL under ${IMAGES_URL_PREFIX}`,
    );
  }
  const stock = fields.stock === undefined || fields.stock === '' || !sizes ? null : parseStock(fields.stock, sizes);
  if (stock && 'errors' in stock) errors.push(...stock.errors);
  if (errors.length > 0) return { errors };
  return {
    product: {
      id: given ?? newProductId(name as string),
      name: name as string,
      description: description as string,
      pricePaise: price as number,
      category: category as string,
      subCategory: subCategory as string,
      sizes: sizes as string[],
      bestseller: bestseller as boolean,
      returnable: returnable as boolean,
      image: image as ImageRef[],
      stock: stock && 'stock' in stock ? stock.stock : null,
      nameHi: nameHi ?? null,
      descriptionHi: descriptionHi ?? null,
    },
  };
}
