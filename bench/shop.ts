// Starts the real shop for a measurement: the test kit's shop process, on a free port, with a fresh data folder and a fresh database (a SQLite file, or a new PostgreSQL database), in production
// mode. Everything it creates is removed by `stop` or, on failure, by the cleanup registry.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_SHOP_ENV, UNLIMITED_UNPAID_ORDERS } from '../tools/testkit/fixtures';
import { runScriptIn, startShopProcess } from '../tools/testkit/processes';
import { growCatalog } from './catalog';
import { onCleanup } from './cleanup';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The server that hands out bench databases; each run creates its own and drops it afterwards. */
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STARTUP_LIMIT_MS = 90_000;

export interface Shop {
  kind: DatabaseKind;
  baseUrl: string;
  databaseUrl: string;
  imagesDir: string;
  /** The server's process id, for reading its CPU use. */
  pid: number | undefined;
  stop(): Promise<void>;
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

async function growCatalogIn(
  checkout: string,
  databaseUrl: string,
  imagesDir: string,
  products: number,
): Promise<void> {
  const grow = `require('./bench/catalog').growCatalog(${JSON.stringify(databaseUrl)}, ${JSON.stringify(imagesDir)}, ${products})`;
  const result = await runScriptIn(checkout, [
    '--eval',
    `${grow}.catch((error) => { console.error(error); process.exit(1); })`,
  ]);
  if (result.code !== 0) throw new Error(`Growing the catalog in ${checkout} failed:\n${result.stderr}`);
}

/**
 * Starts a shop whose catalog holds the seeded products, grown to `products` when given; `env` adds or overrides
 * settings (a section measuring production's password hashing, say).
 */
export async function startShop({
  kind,
  products,
  env = {},
  checkout,
  databaseUrl: joined,
}: {
  kind: DatabaseKind;
  products?: number;
  env?: Record<string, string>;
  /** Another checkout of the shop (bench/baseline.ts) whose server and catalog code run instead of this one's. */
  checkout?: string;
  /** Another process of a shop already started: its database, which this one neither makes nor drops. */
  databaseUrl?: string;
}): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shop-'));
  const removeDir = onCleanup(`folder ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const imagesDir = path.join(dataDir, 'images');
  let dropDatabase: () => Promise<void> = async () => undefined;
  let databaseUrl = joined ?? `sqlite:${path.join(dataDir, 'shop.sqlite')}`;
  try {
    if (kind === 'postgres' && joined === undefined) {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    if (products !== undefined && checkout === undefined) await growCatalog(databaseUrl, imagesDir, products);
    // Another checkout's database is made by its own migrations and catalog code.
    if (products !== undefined && checkout !== undefined)
      await growCatalogIn(checkout, databaseUrl, imagesDir, products);
  } catch (error) {
    await dropDatabase();
    await removeDir();
    throw error;
  }

  const logFile = path.join(dataDir, 'server.log');
  let server: Awaited<ReturnType<typeof startShopProcess>>;
  try {
    server = await startShopProcess({
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...TEST_SHOP_ENV,
        NODE_ENV: 'production',
        // The bench pays cash on delivery or in the sandbox: no provider keys, said in as many words.
        PAYMENTS_SANDBOX: 'true',
        // Nor an SMTP server: its mail goes to files in the data folder (the reset-timing section sends real mail).
        MAIL_TO_FILES: 'true',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        // The bench's one address plays many shoppers and crawlers: the per-client and per-account limits would
        // measure themselves rather than the shop (the render-flood section puts the defaults back).
        PAGE_RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
        // Its shoppers place order after order without paying: the caps on unpaid orders would refuse them.
        ...UNLIMITED_UNPAID_ORDERS,
        ...env,
      },
      logFile,
      startupLimitMs: STARTUP_LIMIT_MS,
      cwd: checkout,
    });
  } catch (error) {
    await dropDatabase();
    await removeDir();
    throw error;
  }
  const baseUrl = server.url;
  const stopServer = onCleanup(`shop at ${baseUrl}`, async () => {
    await server.stop();
  });
  const stop = async () => {
    await stopServer();
    await dropDatabase();
    await removeDir();
  };
  return { kind, baseUrl, databaseUrl, imagesDir, pid: server.child.pid, stop };
}
