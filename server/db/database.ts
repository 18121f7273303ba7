// Opens the shop's database (SQLite file or PostgreSQL) behind one Kysely instance and migrates it.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import { PRIVATE_DIR_MODE, privateFile } from '../config/files';
import type { DB } from './schema';
import { migrations } from './migrations';
import { MigrationLockingSqliteDialect } from './sqliteMigrationLock';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The PostgreSQL pool's connections at this moment (the metrics read it); SQLite has one connection and no pool. */
export interface PoolUse {
  /** Connections open, idle or lent to a query. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: all of them are lent. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
  poolUse?: () => PoolUse;
}

/** Connections one process keeps to PostgreSQL at most. */
export const POSTGRES_POOL_MAX = 10;

const INT8_OID = 20;
/**
 * bigint columns hold millisecond timestamps and amounts in paise (at most 10^12: the highest price times the largest
 * quantity times the most lines), well inside a double's exact range, so they are read as numbers.
 */
const bigintAsNumber = new pg.TypeOverrides();
bigintAsNumber.setTypeParser(INT8_OID, Number);

/** Statements kept compiled per database; the shop's queries are far fewer, `in` lists of every length included. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 compiles a statement on every `prepare`; this keeps each compiled statement by its SQL text
 * (Kysely runs one statement at a time per connection, so reusing one is safe), dropping the oldest when full.
 */
export function cachingStatements(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Queries that PostgreSQL can keep parsed and planned per connection under a name. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Sends the shop's parameterized queries as named prepared statements, so each connection parses and plans one
 * only once. The name is derived from the SQL text, so one text always has one name.
 */
function preparingStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const prepared = (text: unknown, values?: unknown) =>
    typeof text === 'string' && Array.isArray(values) && values.length > 0 && PREPARABLE.test(text)
      ? query({ name: `shop_${createHash('sha1').update(text).digest('hex')}`, text, values })
      : query(text, values);
  client.query = prepared as typeof client.query;
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') {
    // A folder made here is private; one that exists (the operator's choice) is left as it is.
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    privateFile(file);
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode keeps every committed write through a crash of the process.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new MigrationLockingSqliteDialect({ database: cachingStatements(sqlite) }, () => sqlite.inTransaction),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_MAX,
    connectionTimeoutMillis: 5000,
    types: bigintAsNumber,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A connection lost while a request holds it fails that request's query (a 503); the client's own error
    // event must not end the process, and the pool drops the broken client when it comes back.
    client.on('error', () => undefined);
    preparingStatements(client);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const poolUse = (): PoolUse => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: POSTGRES_POOL_MAX,
  });
  return { db, kind: 'postgres', close: () => db.destroy(), poolUse };
}

export function openDatabase(url: string): Database {
  return url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url);
}

/**
 * Brings the database's tables to the code's. `created` says this call made all of them, in a database that had none
 * of the shop's (a new shop's first start: the server seeds the demo catalog then); of processes migrating one
 * database at once, one does (PostgreSQL: the migrations' lock).
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<{ created: boolean }> {
  const migrator = new Migrator({ db, provider: migrations });
  const { error, results = [] } = await migrator.migrateToLatest();
  // Errors raised inside Node itself (a refused connection) may come from another realm than this module's Error.
  if (error)
    throw error instanceof Error || types.isNativeError(error)
      ? error
      : new Error('The database migration failed.', { cause: error });
  const all = Object.keys(await migrations.getMigrations()).length;
  return { created: results.filter((result) => result.status === 'Success').length === all };
}
