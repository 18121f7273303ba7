// Stops the API server a project of screen tests used.
import { apiOriginVariable, failureStatusOf, type TestShops } from './shops';

export default async function globalTeardown(
  _globalConfig: unknown,
  project: { globals: Record<string, unknown> },
): Promise<void> {
  await (globalThis as TestShops).__SHOPS__?.get(apiOriginVariable(failureStatusOf(project.globals)))?.stop();
}
