// Starts one real API server (fresh SQLite, seeded demo catalog) for each project of screen tests: `screens` against a
// shop answering failures with their status, `screens-compat` against one answering them 200 (its globals say so).
import { startTestShop } from '../../server/test/harness';
import { apiOriginVariable, failureStatusOf, type TestShops } from './shops';

export default async function globalSetup(
  _globalConfig: unknown,
  project: { globals: Record<string, unknown> },
): Promise<void> {
  const failureStatus = failureStatusOf(project.globals);
  const shop = await startTestShop('sqlite', failureStatus ? { FAILURE_STATUS: failureStatus } : {});
  process.env[apiOriginVariable(failureStatus)] = shop.baseUrl;
  const shops = ((globalThis as TestShops).__SHOPS__ ??= new Map());
  shops.set(apiOriginVariable(failureStatus), shop);
}
