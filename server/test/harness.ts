// Test harness: the real app on a fresh SQLite file or a fresh PostgreSQL database, driven over HTTP.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseKind } from '../db/database';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { shopClient, type Answer, type RequestOptions, type Shopper } from '../../tools/testkit/shopClient';

export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['sqlite', 'postgres'];

export type { Answer, RequestOptions, Shopper } from '../../tools/testkit/shopClient';

export interface TestShop {
  kind: DatabaseKind;
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  request(options: RequestOptions): Promise<Answer>;
  post(url: string, body?: unknown, token?: string): Promise<Answer>;
  get(url: string): Promise<Answer>;
  newShopper(name?: string): Promise<Shopper>;
}

/** Runs `work` on a connection to PostgreSQL's maintenance database, where databases are created and dropped. */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file: a SQLite file, or a PostgreSQL database created for it. */
export async function createTestDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${path.join(dataDir, 'shop.sqlite')}`, drop: async () => undefined };
  const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export interface TestShopOptions {
  /**
   * Whether the shop listens on a port of its own, as a test needs that hands its address to something else (an SDK,
   * a browser, another process). Without one (`false`), the test kit's client sends each request through
   * `app.inject`, and `baseUrl` is empty.
   */
  listen?: boolean;
}

export async function startTestShop(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  { listen = true }: TestShopOptions = {},
): Promise<TestShop & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const database = await createTestDatabase(kind, dataDir);
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...TEST_SHOP_ENV,
    ...env,
  });
  const app = await buildApp(config);
  const baseUrl = listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : '';
  const client = shopClient(listen ? baseUrl : app);
  const request = (options: RequestOptions) => client.request(options);
  const post = (url: string, body?: unknown, token?: string) =>
    request({ method: 'POST', url, payload: body, headers: token ? { token } : {} });
  const newShopper = (name = 'Test Shopper'): Promise<Shopper> => client.signUp('shopper', name);

  return {
    kind,
    app,
    config,
    request,
    post,
    get: (url) => request({ method: 'GET', url }),
    newShopper,
    baseUrl,
    async stop() {
      await client.close();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `suite` once against SQLite and once against PostgreSQL, each on a fresh database. */
export function describeEachDatabase(
  title: string,
  suite: (shop: () => TestShop) => void,
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestShopOptions = {},
): void {
  describe.each(DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    let shop: Awaited<ReturnType<typeof startTestShop>> | undefined;
    beforeAll(async () => {
      shop = await startTestShop(kind, typeof env === 'function' ? env() : env, options);
    });
    afterAll(async () => {
      await shop?.stop();
    });
    suite(() => {
      if (!shop) throw new Error('the test shop did not start');
      return shop;
    });
  });
}
