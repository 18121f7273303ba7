// Migration 0011 on a shop that has products: they keep their answers and their English search, gain no Hindi texts,
// and a Hindi name written afterwards is found.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { matchingIds } from './querySql';
import { listProducts } from './productRecords';
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
      const search = (text: string) =>
        matchingIds(db, { categories: [], types: [], search: text }, 'relevant', { offset: 0, count: 10 });
      for (const product of await listProducts(db)) expect(Object.keys(product)).not.toContain('nameHi');
      expect(await search('rust kur')).toEqual(['before-hindi-1']);
      expect(await search('ok')).toEqual(['before-hindi-2']);

      await db
        .updateTable('products')
        .set({ name_hi: 'महिलाओं का रस्ट कुर्ता' })
        .where('id', '=', 'before-hindi-1')
        .execute();
      expect(await search('रस्ट कुर्ता')).toEqual(['before-hindi-1']);
      expect(await search('स्')).toEqual(['before-hindi-1']);
      expect(await search('rust kur')).toEqual(['before-hindi-1']);
      await db.deleteFrom('products').where('id', '=', 'before-hindi-1').execute();
      expect(await search('कुर्ता')).toEqual([]);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
