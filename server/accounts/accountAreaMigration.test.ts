// Migration 0012 on a shop that has accounts: they keep every right they had (their e-mail counts as confirmed, as of
// when they signed up), none is closed, and the account area's tables start empty.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness';

const BEFORE_ACCOUNT_AREA = '0011_product_hindi';

describe.each(DATABASE_KINDS)('migrating a shop to the account area (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-account-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes the accounts from before as confirmed since they signed up, and closes none', async () => {
    const target = await createTestDatabase(kind, dataDir);
    const database = openDatabase(target.url);
    const { db } = database;
    try {
      const { error } = await new Migrator({ db, provider: migrations }).migrateTo(BEFORE_ACCOUNT_AREA);
      expect(error).toBeUndefined();
      const accounts = [1_700_000_000_000, 1_750_000_000_000].map((createdAt, index) => ({
        id: `before-account-area-${index}`,
        name: `Shopper ${index}`,
        email: `shopper-${index}@example.com`,
        password_hash: 'hash',
        created_at: createdAt,
      }));
      await db.insertInto('users').values(accounts).execute();

      await migrateToLatest(db);
      const rows = await db
        .selectFrom('users')
        .select(['id', 'created_at', 'email_confirmed_at', 'closed_at'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.id, Number(row.email_confirmed_at), row.closed_at])).toEqual(
        accounts.map((account) => [account.id, account.created_at, null]),
      );
      for (const table of ['account_links', 'saved_addresses', 'mail_outbox'] as const)
        expect([table, await db.selectFrom(table).selectAll().execute()]).toEqual([table, []]);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
