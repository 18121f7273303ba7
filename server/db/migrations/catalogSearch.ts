// 0008: the catalog queried rather than shipped (services/catalogQuery.ts): indexes for the list order, the shelves
// (category and type), both price orders and the bestsellers, and a trigram index for "name contains". The search
// index is the one place the two databases differ: pg_trgm's GIN index on lower(name) on PostgreSQL, an FTS5 table
// with the trigram tokenizer on SQLite, which triggers keep in step with every write to products, whoever makes it.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * SQLite numbers the search rows by a key of their own: a table without an INTEGER PRIMARY KEY may have its rowids
 * renumbered by VACUUM, which would tie names to the wrong products.
 */
async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create table product_search_keys (key integer primary key, product_id text not null unique)`.execute(db);
  await sql`create virtual table product_search using fts5(product_id unindexed, name, tokenize = 'trigram')`.execute(
    db,
  );
  const key = (product: 'new' | 'old') =>
    sql.raw(`(select key from product_search_keys where product_id = ${product}.id)`);
  await sql`create trigger product_search_insert after insert on products begin
    insert into product_search_keys (product_id) values (new.id);
    insert into product_search (rowid, product_id, name) values (${key('new')}, new.id, new.name);
  end`.execute(db);
  // An import writes every field of a product it replaces: the index is only touched when the name (or id) changed.
  await sql`create trigger product_search_update after update of id, name on products
    when old.id is not new.id or old.name is not new.name begin
    update product_search_keys set product_id = new.id where product_id = old.id;
    update product_search set product_id = new.id, name = new.name where rowid = ${key('new')};
  end`.execute(db);
  await sql`create trigger product_search_delete after delete on products begin
    delete from product_search where rowid = ${key('old')};
    delete from product_search_keys where product_id = old.id;
  end`.execute(db);
  await sql`insert into product_search_keys (product_id) select id from products`.execute(db);
  await sql`insert into product_search (rowid, product_id, name)
    select key, id, name from products join product_search_keys on product_id = id`.execute(db);
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index products_name_trigrams on products using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export const catalogSearch: Migration = {
  async up(db: Kysely<unknown>) {
    // The list order is newest first, then id: ascending created_at could not serve it (the directions are mixed).
    await db.schema.dropIndex('products_created_at').execute();
    await db.schema.createIndex('products_list_order').on('products').columns(['created_at desc', 'id']).execute();
    // One shelf (a category and a type) in list order: related products, filtered pages, and the facets' counts.
    await db.schema
      .createIndex('products_shelf')
      .on('products')
      .columns(['category', 'sub_category', 'created_at desc', 'id'])
      .execute();
    await db.schema
      .createIndex('products_price_up')
      .on('products')
      .columns(['price_paise', 'created_at desc', 'id'])
      .execute();
    await db.schema
      .createIndex('products_price_down')
      .on('products')
      .columns(['price_paise desc', 'created_at desc', 'id'])
      .execute();
    // Bestsellers are few: a partial index finds the home page's five without walking the whole list.
    await db.schema
      .createIndex('products_bestsellers')
      .on('products')
      .columns(['created_at desc', 'id'])
      .where(sql.ref('bestseller'), '=', 1)
      .execute();
    await (isPostgres(db) ? postgresSearch(db) : sqliteSearch(db));
  },
};
