// The demo shop: on the first start, a shop with no products gets the demo catalog (catalog.ts) and its drawn
// pictures (garments.ts), kept in the shop's picture store. A real shop sells its own catalog instead: it imports
// it with `npm run shop -- products import` (docs/operations.md) and removes the demo products; a shop whose
// database already holds products when the server first starts (an import into PostgreSQL first) is never seeded.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { IMAGES_URL_PREFIX } from '../constants';
import type { DB } from '../db/schema';
import type { NewPicture, PictureStore } from '../images/picture';
import { PRODUCTS_FOLDER } from '../images/variants';
import { addProducts, countProducts } from '../catalog';
import { productShelves } from '../stock';
import { seedProducts } from './catalog';
import { renderGarmentSvg, renderHeroSvg } from './garments';
import { startingStock } from './stock';

/** Seeded products are dated a day apart, the last one a day before the catalog's launch date. */
const CATALOG_LAUNCH = Date.UTC(2026, 9, 1);
const DAY_MS = 24 * 3600 * 1000;

/** `content` under a name that carries its hash, so it can be cached forever. */
function hashedSvg(base: string, content: string): NewPicture {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { name: `${PRODUCTS_FOLDER}/${base}-${hash}.svg`, bytes: Buffer.from(content) };
}

/**
 * Stores every seed picture that is not stored yet, and the hero (under its one name, so it follows the version of
 * the shop); answers each product's image URLs.
 */
async function storeSeedPictures(pictures: PictureStore): Promise<Map<string, string[]>> {
  const drawn = seedProducts.map((product) => ({
    id: product.id,
    pictures: product.pictures.map((picture, index) =>
      hashedSvg(`${product.id}-${index + 1}`, renderGarmentSvg(picture)),
    ),
  }));
  const all = drawn.flatMap((product) => product.pictures);
  const missing = new Set(await pictures.missing(all.map((picture) => picture.name)));
  await pictures.save([
    { name: 'hero.svg', bytes: Buffer.from(renderHeroSvg()) },
    ...all.filter((picture) => missing.has(picture.name)),
  ]);
  return new Map(
    drawn.map((product) => [product.id, product.pictures.map((picture) => `${IMAGES_URL_PREFIX}${picture.name}`)]),
  );
}

/** Inserts the demo catalog when the shop has no products yet; safe when several processes start at once. */
export async function seedCatalog(db: Kysely<DB>, pictures: PictureStore): Promise<number> {
  const images = await storeSeedPictures(pictures);
  if ((await countProducts(db)) > 0) return 0;
  const rows = seedProducts.map((product, index) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    name_hi: product.nameHi,
    description_hi: product.descriptionHi,
    price_paise: product.pricePaise,
    images: JSON.stringify(images.get(product.id)),
    category: product.category,
    sub_category: product.subCategory,
    sizes: JSON.stringify(product.sizes),
    bestseller: product.bestseller ? 1 : 0,
    returnable: 1,
    created_at: CATALOG_LAUNCH - (seedProducts.length - index) * DAY_MS,
  }));
  return addProducts(db, rows, { startingStock, by: 'demo seed', shelves: productShelves });
}
