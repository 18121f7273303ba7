// Starts one real API server (fresh SQLite, seeded demo catalog) for the screen tests.
import { startTestShop } from '../../server/test/harness';

export default async function globalSetup(): Promise<void> {
  const shop = await startTestShop('sqlite');
  process.env.SHOP_API_ORIGIN = shop.baseUrl;
  (globalThis as { __SHOP__?: typeof shop }).__SHOP__ = shop;
}
