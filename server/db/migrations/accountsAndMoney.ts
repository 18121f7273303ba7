// 0005: amounts in paise as 64-bit integers on PostgreSQL, a token version per account (signing out everywhere), and
// what starting an online payment needs to happen once per order: the provider's checkout URL and a claim on creating it.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/** Money columns; SQLite's integers are 64-bit already. */
const MONEY_COLUMNS = [
  ['products', 'price_paise'],
  ['orders', 'amount_paise'],
  ['sandbox_payments', 'amount'],
] as const;

export const accountsAndMoney: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      for (const [table, column] of MONEY_COLUMNS) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
      }
    }
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('orders').addColumn('provider_url', 'text').execute();
    await db.schema.alterTable('orders').addColumn('provider_claimed_until', 'bigint').execute();
    await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();
  },
};
