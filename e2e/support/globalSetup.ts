// Once per e2e run: a production build if src/ changed, then the real shop; tests find it in E2E_BASE_URL.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR } from './artifacts';
import { ensureBuild, startShop, type RunningShop } from './shopServer';

export default async function globalSetup(): Promise<void> {
  // What is in artifacts/ afterwards belongs to this run only.
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  ensureBuild();
  const shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'server.log') });
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_JWT_SECRET = shop.jwtSecret;
  (globalThis as { __E2E_SHOP__?: RunningShop }).__E2E_SHOP__ = shop;
}
