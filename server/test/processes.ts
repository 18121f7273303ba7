// Real server processes (the test kit's) for the tests that need more than one, or need to kill one: the settings
// every test shop shares, a data folder of the test's, and no storefront build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { startShopProcess, type ShopProcess } from '../../tools/testkit/processes';
import { shopClient } from '../../tools/testkit/shopClient';
import { createTestDatabase } from './harness';

export type { ShopProcess };

/** A shop process on `dataDir` (its SQLite file, unless `env` names another DATABASE_URL). */
export function startServer(dataDir: string, env: Record<string, string> = {}, script?: string): Promise<ShopProcess> {
  return startShopProcess({
    script,
    env: { ...process.env, ...TEST_SHOP_ENV, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'none'), ...env },
    startupLimitMs: 25_000,
  });
}

/** A POST of the API's to one process, through the test kit's one client. */
export async function call(server: ShopProcess, route: string, body: unknown, token?: string) {
  const answer = await shopClient(server.url).call('POST', route, { body, token });
  return { status: answer.status, body: answer.body as Record<string, unknown> };
}

/**
 * Two shop processes on one new PostgreSQL database, started together before the suite's tests (as a deployment
 * would: both migrate the same empty database) and stopped after them, the database dropped. Call it in a describe
 * block; it answers the processes and the database's URL once they have started. `env` may be a function, read when
 * they start (an address known only then, such as a test SMTP server's).
 */
export function twoProcessesOnPostgres(
  label: string,
  env: Record<string, string> | (() => Record<string, string>) = {},
): () => { servers: [ShopProcess, ShopProcess]; databaseUrl: string } {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`)));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: ShopProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres', dirs[0] as string);
    const url = database.url;
    const settings = typeof env === 'function' ? env() : env;
    servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir, { DATABASE_URL: url, ...settings })))));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const [a, b] = servers;
    if (!a || !b || !database) throw new Error('the two processes did not start');
    return { servers: [a, b], databaseUrl: database.url };
  };
}
