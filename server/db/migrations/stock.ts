// 0006: stock per product and size, the ledger of every change to it (written by a trigger, stockLedger.ts), and what
// each order did to it (a hold while its payment is awaited, a sale, a hold given back, a restock on cancelling).
// Existing products get a starting stock.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { startingStock } from '../../demo/stock';
import { isPostgres } from '../dialect';
import { createStockLedgerTriggers } from './stockLedger';

/** The tables as this migration finds and leaves them (the shop's schema type moves on; this must not). */
interface Tables {
  products: { id: string; sizes: string };
  product_stock: {
    product_id: string;
    size: string;
    quantity: number;
    updated_at: number;
    last_reason: string;
    last_by: string;
  };
}

const ROWS_PER_INSERT = 500;

/** Every size of every product gets its starting units; the trigger writes each to the ledger. */
async function giveStartingStock(db: Kysely<Tables>): Promise<void> {
  const products = await db.selectFrom('products').select(['id', 'sizes']).execute();
  const now = Date.now();
  const rows = products.flatMap((product) =>
    startingStock(product.id, JSON.parse(product.sizes) as string[]).map(({ size, quantity }) => ({
      product_id: product.id,
      size,
      quantity,
      updated_at: now,
      last_reason: 'set',
      last_by: 'upgrade to stock',
    })),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('product_stock')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}

export const stock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_stock')
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('last_reason', 'text', (c) => c.notNull())
      .addColumn('last_order_id', 'text')
      .addColumn('last_by', 'text')
      .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'size'])
      .execute();

    // No foreign key to products: a removed product's history stays. On SQLite an integer primary key numbers the
    // rows in order by itself (no row is ever deleted); AUTOINCREMENT would add a write to every sale.
    await db.schema
      .createTable('stock_ledger')
      .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (c) => c.primaryKey())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('balance', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('changed_by', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_ledger_product').on('stock_ledger').columns(['product_id', 'id']).execute();

    await db.schema.alterTable('orders').addColumn('stock_state', 'text').execute();
    await db.schema.alterTable('orders').addColumn('stock_held_until', 'bigint').execute();
    // Finds expired holds without reading the orders that hold nothing; partial, so placing an order (which holds
    // nothing) writes no entry to it.
    await db.schema
      .createIndex('orders_stock_held_until')
      .on('orders')
      .column('stock_held_until')
      .where(sql.ref('stock_held_until'), 'is not', null)
      .execute();

    // A cash-on-delivery order has no provider reference: indexing only the orders that have one saves every such
    // order an index write, which pays for a good part of its stock ledger entry.
    await db.schema.dropIndex('orders_provider_ref').execute();
    await db.schema
      .createIndex('orders_provider_ref')
      .on('orders')
      .column('provider_ref')
      .where(sql.ref('provider_ref'), 'is not', null)
      .execute();

    await createStockLedgerTriggers(db);
    await giveStartingStock(db as Kysely<Tables>);
  },
};
