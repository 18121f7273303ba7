// The stock ledger's writer: a trigger on product_stock that records every change of a size's units (inserted, changed
// or deleted) with the reason, order and operator the write named, and the units before and after. In the database,
// so no code path can change stock without its entry, and the entry costs no second statement: on PostgreSQL a row
// locked by a sale is held only until the commit that follows its update. The one place the two databases need
// their own SQL.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const COLUMNS = sql.raw('product_id, size, delta, balance, reason, order_id, changed_by, at');
/** Milliseconds since 1970, for a deletion (which names no time of its own). */
const SQLITE_NOW_MS = sql.raw(`cast((julianday('now') - 2440587.5) * 86400000 as integer)`);

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger stock_ledger_insert after insert on product_stock begin
    insert into stock_ledger (${COLUMNS}) values
      (new.product_id, new.size, new.quantity, new.quantity, new.last_reason, new.last_order_id, new.last_by, new.updated_at);
  end`.execute(db);
  await sql`create trigger stock_ledger_update after update of quantity on product_stock begin
    insert into stock_ledger (${COLUMNS}) values
      (new.product_id, new.size, new.quantity - old.quantity, new.quantity, new.last_reason, new.last_order_id, new.last_by, new.updated_at);
  end`.execute(db);
  await sql`create trigger stock_ledger_delete after delete on product_stock begin
    insert into stock_ledger (${COLUMNS}) values (old.product_id, old.size, -old.quantity, 0, 'removed', null, null, ${SQLITE_NOW_MS});
  end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create function stock_ledger_entry() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into stock_ledger (${COLUMNS}) values
          (old.product_id, old.size, -old.quantity, 0, 'removed', null, null, floor(extract(epoch from clock_timestamp()) * 1000)::bigint);
        return old;
      elsif tg_op = 'UPDATE' then
        insert into stock_ledger (${COLUMNS}) values
          (new.product_id, new.size, new.quantity - old.quantity, new.quantity, new.last_reason, new.last_order_id, new.last_by, new.updated_at);
      else
        insert into stock_ledger (${COLUMNS}) values
          (new.product_id, new.size, new.quantity, new.quantity, new.last_reason, new.last_order_id, new.last_by, new.updated_at);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger stock_ledger after insert or delete or update of quantity on product_stock
    for each row execute function stock_ledger_entry()`.execute(db);
}

export const createStockLedgerTriggers = (db: Kysely<unknown>): Promise<void> =>
  isPostgres(db) ? postgresTrigger(db) : sqliteTriggers(db);
