// How much traffic one client may bring: renders of pages the cache does not hold, writes per account, and where
// the counts live when several processes serve one shop.
import type { Env } from './values';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- settings added with their rules
export interface TrafficConfig {}

export function loadTrafficConfig(_env: Env): TrafficConfig {
  return {};
}
