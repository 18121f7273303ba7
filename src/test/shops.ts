// Which test shop a project of screen tests talks to. Both projects' global setups run in one process before any test,
// so each shop's address has a variable of its own; src/test/setup.ts hands the project's to its tests.
import type { startTestShop } from '../../server/test/harness';

export type TestShops = { __SHOPS__?: Map<string, Awaited<ReturnType<typeof startTestShop>>> };

/** The FAILURE_STATUS a project's shop runs with, from the project's `globals` in jest.config.ts (unset: the default). */
export function failureStatusOf(globals: Record<string, unknown>): string | undefined {
  const status = globals.SHOP_FAILURE_STATUS;
  return typeof status === 'string' ? status : undefined;
}

export const apiOriginVariable = (failureStatus: string | undefined) =>
  failureStatus ? `SHOP_API_ORIGIN_FAILURE_STATUS_${failureStatus}` : 'SHOP_API_ORIGIN';
