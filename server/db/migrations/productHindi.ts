// 0011: a product may carry its name and description in Hindi, for the storefront under /hi, and a search finds it by
// either name. The Hindi name joins the search index of 0008: on PostgreSQL a pg_trgm GIN index on lower(name_hi)
// beside the English one; on SQLite the FTS5 table (which cannot take a new column) is made again with both names, its
// triggers with it, and filled from the products under the keys it had.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['product_search_insert', 'product_search_update', 'product_search_delete'])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`create virtual table product_search using fts5(product_id unindexed, name, name_hi, tokenize = 'trigram')`.execute(
    db,
  );
  const key = (product: 'new' | 'old') =>
    sql.raw(`(select key from product_search_keys where product_id = ${product}.id)`);
  await sql`create trigger product_search_insert after insert on products begin
    insert into product_search_keys (product_id) values (new.id);
    insert into product_search (rowid, product_id, name, name_hi) values (${key('new')}, new.id, new.name, new.name_hi);
  end`.execute(db);
  // An import writes every field of a product it replaces: the index is only touched when a name (or the id) changed.
  await sql`create trigger product_search_update after update of id, name, name_hi on products
    when old.id is not new.id or old.name is not new.name or old.name_hi is not new.name_hi begin
    update product_search_keys set product_id = new.id where product_id = old.id;
    update product_search set product_id = new.id, name = new.name, name_hi = new.name_hi where rowid = ${key('new')};
  end`.execute(db);
  await sql`create trigger product_search_delete after delete on products begin
    delete from product_search where rowid = ${key('old')};
    delete from product_search_keys where product_id = old.id;
  end`.execute(db);
  await sql`insert into product_search (rowid, product_id, name, name_hi)
    select key, id, name, name_hi from products join product_search_keys on product_id = id`.execute(db);
}

export const productHindi: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('products').addColumn('name_hi', 'text').execute();
    await db.schema.alterTable('products').addColumn('description_hi', 'text').execute();
    if (isPostgres(db))
      await sql`create index products_name_hi_trigrams on products using gin (lower(name_hi) gin_trgm_ops)`.execute(db);
    else await sqliteSearch(db);
  },
};
