// The shop's one clock for what several processes share (login waits, link and hold expiries, mail claims, logged-out
// sessions): the database's. Each process's own clock may be ahead or behind (a wrong NTP, a paused VM); a wait one
// process writes and another reads must be measured on the same clock, so both ask the database.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/** PostgreSQL's wall clock now (not the transaction's start); SQLite's is the machine's, which all its processes share. */
const POSTGRES_NOW_MS = sql<string | number>`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
const SQLITE_NOW_MS = sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;

/** The database's time now, in milliseconds since 1970. */
export async function dbNow<T>(db: Kysely<T>): Promise<number> {
  const now = isPostgres(db) ? POSTGRES_NOW_MS : SQLITE_NOW_MS;
  const { rows } = await sql<{ now: string | number }>`select ${now} as now`.execute(db);
  const first = rows[0];
  if (first === undefined) throw new Error('the database answered no time');
  return Number(first.now);
}
