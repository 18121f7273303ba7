// A test file's own shop, for journeys whose catalog changes must reach no other file's: started before the file's
// journeys and made the shop relative addresses lead to, with a scratch folder for the operator's files; both
// stopped and removed after them, and the shared shop put back.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTIFACTS_DIR } from './artifacts';
import { startShop, type RunningShop } from './shopServer';

const SHOP_START_LIMIT_MS = 90_000;

export interface OwnShop {
  shop: () => RunningShop;
  /** A folder for the files the operator's commands read and write. */
  folder: () => string;
}

/**
 * Registers the file's beforeAll and afterAll; `name` names the server's log in e2e/artifacts and the folder, `env`
 * adds settings of the shop under test.
 */
export function ownShop(name: string, env: NodeJS.ProcessEnv = {}): OwnShop {
  let shop: RunningShop | undefined;
  let folder: string | undefined;
  let sharedShopUrl: string | undefined;

  beforeAll(async () => {
    shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, `${name}-server.log`), env });
    sharedShopUrl = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = shop.baseUrl;
    folder = mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  }, SHOP_START_LIMIT_MS);

  afterAll(async () => {
    process.env.E2E_BASE_URL = sharedShopUrl;
    await shop?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The file’s own shop has not started.');
    return value;
  };
  return { shop: () => started(shop), folder: () => started(folder) };
}
