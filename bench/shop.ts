// Starts the real shop for a measurement: `node --import tsx server/main.ts` in its own process group, on a free
// port, with a fresh data folder and a fresh database (a SQLite file, or a new PostgreSQL database), in production
// mode. Everything it creates is removed by `stop` or, on failure, by the cleanup registry.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../server/tools/freePort';
import { growCatalog } from './catalog';
import { onCleanup } from './cleanup';

export const ROOT = path.resolve(__dirname, '..');
export type DatabaseKind = 'sqlite' | 'postgres';

/** The server that hands out bench databases; each run creates its own and drops it afterwards. */
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STARTUP_LIMIT_MS = 90_000;
const STOP_LIMIT_MS = 5_000;

export interface Shop {
  kind: DatabaseKind;
  baseUrl: string;
  databaseUrl: string;
  imagesDir: string;
  /** The server's process id, for reading its CPU use. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export function exited(child: ChildProcess, limitMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), limitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Stops a child started with `detached: true`, and whatever it started, by signalling its process group. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group has already gone.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) return;
  signal('SIGTERM');
  if (!(await exited(child, STOP_LIMIT_MS))) {
    signal('SIGKILL');
    await exited(child, STOP_LIMIT_MS);
  }
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = onCleanup(`database ${name}`, async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return { url: url.toString(), drop };
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The shop did not become healthy at ${baseUrl}. Its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

/** Starts a shop whose catalog holds the seeded products, grown to `products` when given. */
export async function startShop({ kind, products }: { kind: DatabaseKind; products?: number }): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shop-'));
  const removeDir = onCleanup(`folder ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const imagesDir = path.join(dataDir, 'images');
  let dropDatabase: () => Promise<void> = async () => undefined;
  let databaseUrl = `sqlite:${path.join(dataDir, 'shop.sqlite')}`;
  try {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    if (products !== undefined) await growCatalog(databaseUrl, imagesDir, products);
  } catch (error) {
    await dropDatabase();
    await removeDir();
    throw error;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // Cheap password hashing and no sign-up limit: the bench signs up its shoppers within seconds.
      PASSWORD_HASH_COST: '10',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  closeSync(log);
  const stopServer = onCleanup(`shop at ${baseUrl}`, () => stopGroup(child));
  const stop = async () => {
    await stopServer();
    await dropDatabase();
    await removeDir();
  };
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { kind, baseUrl, databaseUrl, imagesDir, pid: child.pid, stop };
}
