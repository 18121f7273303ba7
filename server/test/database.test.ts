import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { cachingStatements, migrateToLatest, openDatabase } from '../db/database';
import { createTestDatabase } from './harness';

describe('SQLite statements', () => {
  it('are compiled once per SQL text and reused, the oldest dropped when the cache is full', () => {
    const sqlite = new SqliteDatabase(':memory:');
    try {
      const database = cachingStatements(sqlite, 2);
      const first = database.prepare('select 1 as one');
      expect(database.prepare('select 1 as one')).toBe(first);
      database.prepare('select 2 as two');
      database.prepare('select 3 as three');
      expect(database.prepare('select 1 as one')).not.toBe(first);
      expect(database.prepare('select 1 as one').all([])).toEqual([{ one: 1 }]);
    } finally {
      sqlite.close();
    }
  });
});

describe('PostgreSQL statements', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-db-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are prepared once per connection and query text, then reused with new parameters', async () => {
    const target = await createTestDatabase('postgres', dataDir);
    const database = openDatabase(target.url);
    const { db } = database;
    try {
      await migrateToLatest(db);
      const names = await db.connection().execute(async (connection) => {
        for (const id of ['a', 'b', 'c'])
          await connection.selectFrom('products').select('id').where('id', '=', id).execute();
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(connection);
        return prepared.rows.filter((row) => row.statement.includes('from "products"')).map((row) => row.name);
      });
      expect(names).toEqual([expect.stringMatching(/^shop_[0-9a-f]{40}$/)]);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
