// The real shop as production runs it: the built storefront and server/main.ts in a process of the test kit,
// on a free port with a fresh data folder (so a freshly seeded SQLite catalog).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { startShopProcess } from '../../tools/testkit/processes';

export { ensureBuild } from '../../tools/ensure-build';
export { ROOT } from '../../tools/testkit/processes';

export interface RunningShop {
  baseUrl: string;
  /** The token signing key the server was given, so tests can make tokens it refuses as expired. */
  jwtSecret: string;
  /** The shop's data folder (its SQLite file and pictures), where the operator's command line works too. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The environment of a shop in the browser tests: the test shop's settings, nothing of the test runner's own. */
export function shopEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...TEST_SHOP_ENV,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TOKEN_TTL_SECONDS: '3600',
    // QA's journeys switch QA mode on with ?qa=on, as QA does in a shop whose operator allows it.
    QA_LINKS: 'on',
  };
  // The server reads these too; Jest's NODE_ENV=test, a developer's database or address must not leak in.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return env;
}

/** `env` adds settings of the shop under test (a compatible shop's CORS_ORIGINS and FAILURE_STATUS). */
export async function startShop({
  logFile,
  env = {},
}: {
  logFile: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  try {
    const shop = await startShopProcess({
      // Its PUBLIC_URL is the kit's address: payment pages send the shopper back there, and the browser's storage
      // is per origin.
      env: { ...shopEnvironment(dataDir), JWT_SECRET: jwtSecret, ...env },
      logFile,
    });
    return {
      baseUrl: shop.url,
      jwtSecret,
      dataDir,
      stop: async () => {
        await shop.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
