// A PostgreSQL database that DATABASE_URL names but the server has not got (a first start, a typo): created through
// the server's maintenance database when the shop's role may create databases; otherwise the start stops with the
// command that creates it, instead of PostgreSQL's bare "database does not exist".
import pg from 'pg';
import { ConfigError } from '../config';

/** PostgreSQL's invalid_catalog_name: the database named in the connection does not exist. */
const NO_SUCH_DATABASE = '3D000';
/** Another process created it first: duplicate_database, or the catalog's unique index when both raced. */
const ALREADY_CREATED = new Set(['42P04', '23505']);

export class MissingDatabase extends ConfigError {}

export const isMissingDatabase = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === NO_SUCH_DATABASE;

interface Target {
  name: string;
  user: string;
  host: string;
  port: string;
}

function targetOf(databaseUrl: string): Target {
  const url = new URL(databaseUrl);
  const user = decodeURIComponent(url.username) || process.env.PGUSER || process.env.USER || 'postgres';
  return {
    // pg connects to the database named like the user when the URL names none.
    name: decodeURIComponent(url.pathname.slice(1)) || user,
    user,
    host: url.searchParams.get('host') ?? (url.hostname || 'localhost'),
    port: url.port || '5432',
  };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database when the role may; answers why not otherwise. */
async function tryCreate(databaseUrl: string, { name }: Target): Promise<string | undefined> {
  const maintenance = new URL(databaseUrl);
  // Every cluster has `postgres` (and `template1`, should the missing one be `postgres` itself).
  maintenance.pathname = name === 'postgres' ? '/template1' : '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ may: boolean }>(
      'select rolcreatedb or rolsuper as may from pg_roles where rolname = current_user',
    );
    if (!rows[0]?.may) return 'may not create databases';
    await client.query(`create database ${quoted(name)}`);
    return undefined;
  } catch (error) {
    if (ALREADY_CREATED.has(String((error as { code?: unknown }).code))) return undefined;
    return `could not create it (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `work` (the migrations); when the database does not exist, creates it and runs `work` again, or throws a
 * MissingDatabase that says how to create it.
 */
export async function creatingMissingDatabase(
  databaseUrl: string,
  work: () => Promise<void>,
  created: (name: string) => void,
): Promise<void> {
  try {
    await work();
    return;
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
  }
  const target = targetOf(databaseUrl);
  const refusal = await tryCreate(databaseUrl, target);
  if (refusal !== undefined) {
    const owner = target.user === 'postgres' ? '' : ` -O ${target.user}`;
    throw new MissingDatabase(
      `The PostgreSQL database "${target.name}" named in DATABASE_URL does not exist on ${target.host}:${target.port}, and the role ` +
        `"${target.user}" ${refusal}. Create it once as a role that may (the server's superuser or its administrator), then start ` +
        `the shop again: createdb -h ${target.host} -p ${target.port} -U postgres${owner} ${target.name}`,
    );
  }
  created(target.name);
  await work();
}
