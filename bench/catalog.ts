// Grows a shop's catalog to a given size with generated products modelled on the seeded ones (their pictures
// reused), added in the shop's own way: through the catalog wing's addProducts, as the demo seed adds its own.
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedCatalog } from '../server/demo/seed';
import { createPictureStore } from '../server/images/pictureStore';
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../server/db/schema';
import { startingStock } from '../server/demo/stock';
import { addProducts, ensureSearchIndex, productRows } from '../server/catalog';
import { countOrders as countStoredOrders } from '../server/orders';
import { productShelves } from '../server/stock';
const MINUTE_MS = 60_000;

/** A small seeded generator (mulberry32), so every run grows the same catalog (and types the same words). */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A description of two or three sentences drawn from the seeded descriptions, and a style code: a catalog of
 * thousands repeats itself about as much as a real one, rather than 72 texts over and over (which would
 * compress far better than any real catalog).
 */
function describe(sentences: readonly string[], next: () => number, number: number): string {
  const count = 2 + Math.floor(next() * 2);
  const chosen = Array.from({ length: count }, () => sentences[Math.floor(next() * sentences.length)] ?? '');
  const code = `${Math.floor(next() * 9000 + 1000)}-${String(number).padStart(5, '0')}`;
  return `${chosen.join(' ')} Style ${code}.`;
}

/** Migrates and seeds the database if needed, then adds generated products until it holds `total`. */
export async function growCatalog(databaseUrl: string, imagesDir: string, total: number): Promise<number> {
  const database = openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    await ensureSearchIndex(database.db);
    await seedCatalog(database.db, createPictureStore(database, imagesDir));
    const existing = await productRows(database.db);
    const models = existing.filter((row) => !row.id.startsWith('bench-'));
    const oldest = Math.min(...existing.map((row) => row.created_at));
    const missing = total - existing.length;
    if (missing <= 0 || models.length === 0) return existing.length;
    const sentences = models.flatMap((row) => row.description.split(/(?<=\.)\s+/));
    const next = random(total);
    const rows: Selectable<ProductsTable>[] = Array.from({ length: missing }, (_, index) => {
      const model = models[index % models.length] as Selectable<ProductsTable>;
      const number = existing.length + index + 1;
      return {
        ...model,
        id: `bench-${String(number).padStart(6, '0')}`,
        name: `${model.name} No. ${number}`,
        // The model's Hindi description stays with its pictures; the Hindi name is numbered like the English one.
        name_hi: model.name_hi === null ? null : `${model.name_hi} नं. ${number}`,
        description: describe(sentences, next, number),
        price_paise: model.price_paise + Math.floor(next() * 40) * 1000,
        bestseller: 0,
        created_at: oldest - (index + 1) * MINUTE_MS,
      };
    });
    await addProducts(database.db, rows, { startingStock, by: 'bench', shelves: productShelves });
    return existing.length + rows.length;
  } finally {
    await database.close();
  }
}

/** How many orders the database holds (the API's answers are checked against it). */
export async function countOrders(databaseUrl: string): Promise<number> {
  const database = openDatabase(databaseUrl);
  try {
    return await countStoredOrders(database.db);
  } finally {
    await database.close();
  }
}
