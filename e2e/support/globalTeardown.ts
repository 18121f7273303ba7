// Stops the shop the e2e run started and removes its data folder.
import type { RunningShop } from './shopServer';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_SHOP__?: RunningShop }).__E2E_SHOP__?.stop();
}
