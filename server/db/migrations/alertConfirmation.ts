// 0027: back-in-stock alerts are confirmed by the address's owner before a restock mails them. An alert signed up by a
// visitor (or for an address not the signed-in shopper's own confirmed one) waits unconfirmed, with the time its last
// confirmation mail was written (at most one an hour); the restock trigger of 0022 is written again to mail and end
// confirmed alerts only, leaving unconfirmed ones waiting for their owner's link. Alerts from before count as
// confirmed: nothing already promised is lost.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/** The outbox row's kind: alerts/restockMail.ts's BACK_IN_STOCK_REQUEST, which expands it. */
const REQUEST = sql.lit('back-in-stock-request');
const OUTBOX_COLUMNS = sql.raw('id, kind, dedupe_key, recipient, subject, body_text, created_at, next_attempt_at');
const SQLITE_NOW_MS = sql.raw(`cast(unixepoch('subsec') * 1000 as integer)`);
const POSTGRES_NOW_MS = sql.raw('floor(extract(epoch from clock_timestamp()) * 1000)::bigint');

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['stock_alerts_restocked_insert', 'stock_alerts_restocked_update'])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  // One writer at a time on SQLite: the two statements see the same alerts.
  const endAlerts = sql`
    insert into mail_outbox (${OUTBOX_COLUMNS})
      select lower(hex(randomblob(16))), ${REQUEST}, ${REQUEST} || ':' || id, email, '',
        json_object('productId', product_id, 'size', size, 'language', language), ${SQLITE_NOW_MS}, ${SQLITE_NOW_MS}
      from stock_alerts
      where product_id = new.product_id and size = new.size and confirmed_at is not null
      on conflict (dedupe_key) do nothing;
    delete from stock_alerts where product_id = new.product_id and size = new.size and confirmed_at is not null;`;
  await sql`create trigger stock_alerts_restocked_insert after insert on product_stock
    when new.quantity > 0 begin ${endAlerts} end`.execute(db);
  await sql`create trigger stock_alerts_restocked_update after update of quantity on product_stock
    when old.quantity <= 0 and new.quantity > 0 begin ${endAlerts} end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  // The function only: 0022's trigger calls it by name. A confirmation at the same moment either commits first (and is
  // mailed here) or reads the restock's units under its lock (alerts/confirmation.ts) and mails the alert itself.
  await sql`create or replace function stock_alerts_restocked() returns trigger language plpgsql as $$
    begin
      if new.quantity <= 0 then return new; end if;
      if tg_op = 'UPDATE' then
        if old.quantity > 0 then return new; end if;
      end if;
      with ended as (
        delete from stock_alerts
        where product_id = new.product_id and size = new.size and confirmed_at is not null
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
}

export const alertConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('stock_alerts').addColumn('confirmed_at', 'bigint').execute();
    await db.schema.alterTable('stock_alerts').addColumn('confirmation_mailed_at', 'bigint').execute();
    // Every alert kept so far was promised a mail: it stays promised.
    await sql`update stock_alerts set confirmed_at = created_at`.execute(db);
    await (isPostgres(db) ? postgresTrigger(db) : sqliteTriggers(db));
  },
};
