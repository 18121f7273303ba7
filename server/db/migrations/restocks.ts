// 0030: a restock is the stock wing's record, not a write into two other wings' tables. Migrations 0022 and 0027 had
// product_stock's trigger delete the size's confirmed alerts (the alerts wing's) and write their mail requests (the
// mail wing's); their triggers are dropped here. product_stock's new trigger, beside the ledger's (stockLedger.ts),
// writes one row of stock_restocks for each restock, whatever made it (the CLI, the admin API, an import, a cancelled
// order's units, a hold given back), numbered by the database in the order the size's restocks happened (each one
// holds the size's row). The alerts wing claims them through the stock wing's face (alerts/restocks.ts): it ends the
// confirmed alerts that were waiting before each restock and writes their mails through the mail wing's face, in one
// transaction. An alert remembers the number of the size's last restock when it began to wait (read under the
// size's lock), so a restock ends only the alerts that waited before it. Alerts confirmed before this migration wait
// since before every restock (0).
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

const SQLITE_NOW_MS = sql.raw(`cast(unixepoch('subsec') * 1000 as integer)`);

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists stock_alerts_restocked_insert`.execute(db);
  await sql`drop trigger if exists stock_alerts_restocked_update`.execute(db);
  await sql`create trigger stock_restocks_insert after insert on product_stock when new.quantity > 0 begin
    insert into stock_restocks (product_id, size, restocked_at) values (new.product_id, new.size, ${SQLITE_NOW_MS});
  end`.execute(db);
  await sql`create trigger stock_restocks_update after update of quantity on product_stock
    when old.quantity <= 0 and new.quantity > 0 begin
    insert into stock_restocks (product_id, size, restocked_at) values (new.product_id, new.size, ${SQLITE_NOW_MS});
  end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists stock_alerts_restocked on product_stock`.execute(db);
  await sql`drop function if exists stock_alerts_restocked()`.execute(db);
  await sql`create function stock_restock_entry() returns trigger language plpgsql as $$
    begin
      if new.quantity <= 0 then return new; end if;
      if tg_op = 'UPDATE' then
        if old.quantity > 0 then return new; end if;
      end if;
      insert into stock_restocks (product_id, size, restocked_at)
        values (new.product_id, new.size, floor(extract(epoch from clock_timestamp()) * 1000)::bigint);
      return new;
    end $$`.execute(db);
  await sql`create trigger stock_restocks after insert or update of quantity on product_stock
    for each row execute function stock_restock_entry()`.execute(db);
}

export const restocks: Migration = {
  async up(db: Kysely<unknown>) {
    // Numbers never given twice, even after the rows are claimed and deleted (SQLite's autoincrement, a sequence).
    await db.schema
      .createTable('stock_restocks')
      .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (c) =>
        isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('restocked_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stock_restocks_size')
      .on('stock_restocks')
      .columns(['product_id', 'size', 'id'])
      .execute();
    await db.schema.alterTable('stock_alerts').addColumn('waiting_since_restock', 'bigint').execute();
    await sql`update stock_alerts set waiting_since_restock = 0 where confirmed_at is not null`.execute(db);
    await (isPostgres(db) ? postgresTrigger(db) : sqliteTriggers(db));
  },
};
