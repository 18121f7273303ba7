// Migration 0006 on a shop that sold before it counted stock: every product gets a starting stock for every size it
// sells, written to the ledger.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { seedProducts } from '../demo/catalog';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness';

const BEFORE_STOCK = '0005_accounts_and_money';

describe.each(DATABASE_KINDS)('migrating a shop to stock (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-stock-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives every size of every existing product a starting stock, the demo sold-out and low sizes included', async () => {
    const target = await createTestDatabase(kind, dataDir);
    const database = openDatabase(target.url);
    const { db } = database;
    try {
      const { error } = await new Migrator({ db, provider: migrations }).migrateTo(BEFORE_STOCK);
      expect(error).toBeUndefined();
      const demo = seedProducts.slice(0, 12);
      const own = { id: 'own-linen-shirt', sizes: ['M', 'L'] };
      const rows = [...demo.map((product) => ({ id: product.id, sizes: product.sizes })), own].map(
        (product, index) => ({
          id: product.id,
          name: product.id,
          description: 'A product from before stock.',
          price_paise: 49900,
          images: '[]',
          category: 'Men',
          sub_category: 'Topwear',
          sizes: JSON.stringify(product.sizes),
          bestseller: 0,
          created_at: index,
        }),
      );
      await db.insertInto('products').values(rows).execute();

      await migrateToLatest(db);
      const stock = await db.selectFrom('product_stock').select(['product_id', 'size', 'quantity']).execute();
      expect(stock).toHaveLength(rows.reduce((sizes, row) => sizes + (JSON.parse(row.sizes) as string[]).length, 0));
      const units = stock.map((row) => row.quantity);
      expect(units).toContain(0);
      expect(units.some((count) => count >= 1 && count <= 5)).toBe(true);
      expect(stock.filter((row) => row.product_id === own.id).every((row) => row.quantity >= 300)).toBe(true);
      const ledger = await db.selectFrom('stock_ledger').select(['reason', 'delta', 'balance', 'changed_by']).execute();
      expect(ledger).toHaveLength(stock.length);
      expect(
        ledger.every(
          (entry) => entry.reason === 'set' && entry.delta === entry.balance && entry.changed_by === 'upgrade to stock',
        ),
      ).toBe(true);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
