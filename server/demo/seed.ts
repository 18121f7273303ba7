// The demo shop: the first start of a new database (the one that creates its tables) seeds the demo catalog
// (catalog.ts) with its drawn pictures (garments.ts), kept in the shop's picture store; later starts draw nothing, so
// a shop whose demo products were removed keeps none. `npm run shop -- demo seed` seeds a shop that has no products at
// any time. A real shop sells its own catalog instead: it imports it with `npm run shop -- products import`
// (docs/operations.md) and removes the demo products; a database the command line made first (an import into
// PostgreSQL before the server's first start) is never seeded. The home page's hero is stored at every start.
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

/** Stores every seed picture that is not stored yet; answers each product's image URLs. */
async function storeSeedPictures(pictures: PictureStore): Promise<Map<string, string[]>> {
  const drawn = seedProducts.map((product) => ({
    id: product.id,
    pictures: product.pictures.map((picture, index) =>
      hashedSvg(`${product.id}-${index + 1}`, renderGarmentSvg(picture)),
    ),
  }));
  const all = drawn.flatMap((product) => product.pictures);
  const missing = new Set(await pictures.missing(all.map((picture) => picture.name)));
  await pictures.save(all.filter((picture) => missing.has(picture.name)));
  return new Map(
    drawn.map((product) => [product.id, product.pictures.map((picture) => `${IMAGES_URL_PREFIX}${picture.name}`)]),
  );
}

/** The home page's hero, under its one name, so it follows the version of the shop: stored at every start. */
export async function storeHero(pictures: PictureStore): Promise<void> {
  await pictures.save([{ name: 'hero.svg', bytes: Buffer.from(renderHeroSvg()) }]);
}

/**
 * Draws the demo catalog's pictures and inserts its products when the shop has no products (answers how many were
 * added: none, drawing nothing, in a shop that has some); safe when several processes seed at once.
 */
export async function seedCatalog(db: Kysely<DB>, pictures: PictureStore): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  const images = await storeSeedPictures(pictures);
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
