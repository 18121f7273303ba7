// Real server processes (the test kit's) for the tests that need more than one, or need to kill one: the settings
// every test shop shares, a data folder of the test's, and no storefront build.
import path from 'node:path';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { startShopProcess, type ShopProcess } from '../../tools/testkit/processes';
import { shopClient } from '../../tools/testkit/shopClient';

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
