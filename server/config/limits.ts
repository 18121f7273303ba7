// Limits that keep one account from hoarding the shop's stock or guessing another's password.
import type { Env } from './values';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- settings added with their rules
export interface AccountLimitConfig {}

export function loadAccountLimitConfig(_env: Env): AccountLimitConfig {
  return {};
}
