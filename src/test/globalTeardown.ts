// Stops the API server the screen tests used.
import type { startTestShop } from '../../server/test/harness';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __SHOP__?: Awaited<ReturnType<typeof startTestShop>> }).__SHOP__?.stop();
}
