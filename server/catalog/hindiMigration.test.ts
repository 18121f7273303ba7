// Migration 0011 on a shop that has products: they keep their answers and their English search (the words' index of
// migration 0023 is built at start-up from the products the shop has), gain no Hindi texts, and a Hindi name written
// afterwards by an import is found, until the product is removed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { importProducts, removeProduct } from './productAdmin';
import { createCatalogReader } from './queryAnswerCache';
import { ensureSearchIndex } from './searchIndex';
import { listProducts } from './productRecords';
import { productShelves } from '../stock';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness';

const BEFORE_HINDI = '0010_payment_trust';

describe.each(DATABASE_KINDS)('migrating a shop to Hindi texts (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-hindi-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every product as it was and searchable by its name, and finds a Hindi name written afterwards', async () => {
    const target = await createTestDatabase(kind, dataDir);
    const database = openDatabase(target.url);
    const { db } = database;
    try {
      const { error } = await new Migrator({ db, provider: migrations }).migrateTo(BEFORE_HINDI);
      expect(error).toBeUndefined();
      const rows = ['Men Olive Linen Shirt', 'Women Rust Kurta', 'Kids Okapi Hoodie'].map((name, index) => ({
        id: `before-hindi-${index}`,
        name,
        description: 'A product from before Hindi texts.',
        price_paise: 49900,
        images: '[]',
        category: 'Men',
        sub_category: 'Topwear',
        sizes: '["M"]',
        bestseller: 0,
        created_at: index,
      }));
      await db.insertInto('products').values(rows).execute();

      await migrateToLatest(db);
      await ensureSearchIndex(db);
      const reader = createCatalogReader(db, { imageBaseUrl: '', shelves: productShelves });
      const search = async (text: string) =>
        (
          await reader.query({ categories: [], types: [], search: text, sort: 'relevant', page: 1, limit: 10 })
        ).products.map((product) => product._id);
      for (const product of await listProducts(db)) expect(Object.keys(product)).not.toContain('nameHi');
      expect(await search('rust kur')).toEqual(['before-hindi-1']);
      expect(await search('ok')).toEqual(['before-hindi-2']);

      const changes = { shelves: productShelves, onProductsChanged: async () => async () => undefined };
      const fields = {
        id: 'before-hindi-1',
        name: 'Women Rust Kurta',
        nameHi: 'महिलाओं का रस्ट कुर्ता',
        description: 'A product from before Hindi texts.',
        price: 499,
        category: 'Men',
        subCategory: 'Topwear',
        sizes: ['M'],
        image: ['/images/products/kurta.svg'],
      };
      expect((await importProducts(db, [{ line: 1, fields }], { ...changes, strict: true })).updated).toEqual([
        'before-hindi-1',
      ]);
      expect(await search('रस्ट कुर्ता')).toEqual(['before-hindi-1']);
      expect(await search('स्')).toEqual(['before-hindi-1']);
      expect(await search('rust kur')).toEqual(['before-hindi-1']);
      expect(await removeProduct(db, 'before-hindi-1', changes)).toBe(true);
      expect(await search('कुर्ता')).toEqual([]);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
