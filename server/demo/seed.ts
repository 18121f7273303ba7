// The demo shop: on the first start, a shop with no products gets the demo catalog (catalog.ts) and its drawn
// pictures (garments.ts), written as files the server serves. A real shop sells its own catalog instead: it imports
// it with `npm run shop -- products import` (docs/operations.md) and removes the demo products; a shop whose
// database already holds products when the server first starts (an import into PostgreSQL first) is never seeded.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { IMAGES_URL_PREFIX } from '../constants';
import type { DB } from '../db/schema';
import { changeCatalog } from '../services/catalog';
import { seedProducts } from './catalog';
import { renderGarmentSvg, renderHeroSvg } from './garments';

/** Seeded products are dated a day apart, the last one a day before the catalog's launch date. */
const CATALOG_LAUNCH = Date.UTC(2026, 9, 1);
const DAY_MS = 24 * 3600 * 1000;

/** Writes `content` under a name that carries its hash, so it can be cached forever. */
function writeHashed(dir: string, base: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const name = `${base}-${hash}.svg`;
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, content);
  return name;
}

/** Renders every seed picture (idempotent) and answers each product's image URLs. */
export function writeSeedImages(imagesDir: string): Map<string, string[]> {
  const productsDir = path.join(imagesDir, 'products');
  mkdirSync(productsDir, { recursive: true });
  writeFileSync(path.join(imagesDir, 'hero.svg'), renderHeroSvg());
  return new Map(
    seedProducts.map((product) => [
      product.id,
      product.pictures.map(
        (picture, index) =>
          `${IMAGES_URL_PREFIX}products/${writeHashed(productsDir, `${product.id}-${index + 1}`, renderGarmentSvg(picture))}`,
      ),
    ]),
  );
}

/** Inserts the demo catalog when the shop has no products yet; safe when several processes start at once. */
export async function seedCatalog(db: Kysely<DB>, imagesDir: string): Promise<number> {
  const images = writeSeedImages(imagesDir);
  const existing = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return 0;
  const rows = seedProducts.map((product, index) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    price_paise: product.pricePaise,
    images: JSON.stringify(images.get(product.id)),
    category: product.category,
    sub_category: product.subCategory,
    sizes: JSON.stringify(product.sizes),
    bestseller: product.bestseller ? 1 : 0,
    created_at: CATALOG_LAUNCH - (seedProducts.length - index) * DAY_MS,
  }));
  const result = await changeCatalog(db, (trx) =>
    trx
      .insertInto('products')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst(),
  );
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
