// 0022: the shopper's wishlist, and back-in-stock alerts per size. A restock ends a size's alerts in the transaction
// that makes it, whatever made it (the CLI, the admin API, an import, a cancelled order's units, a hold given back):
// a trigger on product_stock, beside the ledger's (stockLedger.ts), moves each alert of the size into the outbox as a
// request that the mail sender writes out in the alert's language (alerts/restockMail.ts). In the database, so no
// road to the shelf can miss it; the one place the two databases need their own SQL.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/** The outbox row's kind: alerts/restockMail.ts's BACK_IN_STOCK_REQUEST, which expands it. */
const REQUEST = sql.lit('back-in-stock-request');
const OUTBOX_COLUMNS = sql.raw('id, kind, dedupe_key, recipient, subject, body_text, created_at, next_attempt_at');
const SQLITE_NOW_MS = sql.raw(`cast(unixepoch('subsec') * 1000 as integer)`);
const POSTGRES_NOW_MS = sql.raw('floor(extract(epoch from clock_timestamp()) * 1000)::bigint');

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // One writer at a time on SQLite: the two statements see the same alerts.
  const endAlerts = sql`
    insert into mail_outbox (${OUTBOX_COLUMNS})
      select lower(hex(randomblob(16))), ${REQUEST}, ${REQUEST} || ':' || id, email, '',
        json_object('productId', product_id, 'size', size, 'language', language), ${SQLITE_NOW_MS}, ${SQLITE_NOW_MS}
      from stock_alerts where product_id = new.product_id and size = new.size
      on conflict (dedupe_key) do nothing;
    delete from stock_alerts where product_id = new.product_id and size = new.size;`;
  await sql`create trigger stock_alerts_restocked_insert after insert on product_stock
    when new.quantity > 0 begin ${endAlerts} end`.execute(db);
  await sql`create trigger stock_alerts_restocked_update after update of quantity on product_stock
    when old.quantity <= 0 and new.quantity > 0 begin ${endAlerts} end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  // One statement deletes the alerts and writes their requests: an alert signed up meanwhile is either in both or in
  // neither (it then waits for the next restock; signing up locks the stock row, alerts/subscriptions.ts, so it sees
  // this one's units and is refused as in stock).
  await sql`create function stock_alerts_restocked() returns trigger language plpgsql as $$
    begin
      if new.quantity <= 0 then return new; end if;
      if tg_op = 'UPDATE' then
        if old.quantity > 0 then return new; end if;
      end if;
      with ended as (
        delete from stock_alerts where product_id = new.product_id and size = new.size
        returning id, email, product_id, size, language
      )
      insert into mail_outbox (${OUTBOX_COLUMNS})
        select gen_random_uuid()::text, ${REQUEST}, ${REQUEST} || ':' || id, email, '',
          json_build_object('productId', product_id, 'size', size, 'language', language)::text,
          ${POSTGRES_NOW_MS}, ${POSTGRES_NOW_MS}
        from ended
      on conflict (dedupe_key) do nothing;
      return new;
    end $$`.execute(db);
  await sql`create trigger stock_alerts_restocked after insert or update of quantity on product_stock
    for each row execute function stock_alerts_restocked()`.execute(db);
}

export const wishlistAndAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wishlist_items')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('saved_price_paise', 'bigint', (c) => c.notNull())
      .addColumn('saved_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('wishlist_items_newest')
      .on('wishlist_items')
      .columns(['user_id', 'saved_at'])
      .execute();

    await db.schema
      .createTable('stock_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('stock_alerts_once', ['product_id', 'size', 'email'])
      .execute();
    await db.schema.createIndex('stock_alerts_email').on('stock_alerts').column('email').execute();

    await (isPostgres(db) ? postgresTrigger(db) : sqliteTriggers(db));
  },
};
