// The first migrations (0001 to 0004): the shop's tables, online payments, the catalog's version and operations.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
      .addColumn('images', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('sub_category', 'text', (c) => c.notNull())
      .addColumn('sizes', 'text', (c) => c.notNull())
      .addColumn('bestseller', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_created_at').on('products').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('cart_items')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id', 'size'])
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('payment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
  },
};

/** Online payments: the provider's reference for an order, and the sandbox providers' own records. */
export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('provider_ref', 'text').execute();
    await db.schema.alterTable('orders').addColumn('payment_ref', 'text').execute();
    await db.schema.alterTable('orders').addColumn('paid_at', 'bigint').execute();
    await db.schema.createIndex('orders_provider_ref').on('orders').column('provider_ref').execute();

    await db.schema
      .createTable('sandbox_payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/**
 * The catalog's version: one counter, raised in the same transaction as every catalog change, so each server
 * process can tell with one cheap read whether its cached product list is still current.
 */
export const catalogVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shop_counters')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into shop_counters (name, value) values ('catalog_version', 1)`.execute(db);
  },
};

/** Running the shop: operator accounts, and every change of an order's status with who made it and when. */
export const operations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper'))
      .execute();
    await db.schema
      .createTable('order_status_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('from_status', 'text', (c) => c.notNull())
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_status_changes_order')
      .on('order_status_changes')
      .columns(['order_id', 'changed_at'])
      .execute();
    await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
  },
};
