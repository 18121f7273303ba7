// The people and places every test uses, the same in the server tests, the screen tests, the browser tests and the
// benchmark: a delivery address, a new shopper's details, and the settings of every test shop.
import { randomUUID } from 'node:crypto';
import { en } from '../../src/shared/i18n/en';

export const DELIVERY_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+919876543210',
};
export type DeliveryAddress = typeof DELIVERY_ADDRESS;

/** The delivery form's label of each address field, as the place-order screen shows them (the English catalog's). */
export const DELIVERY_FORM_LABELS: Record<keyof DeliveryAddress, string> = en.checkout.fields;

export const SHOPPER_PASSWORD = 'correct horse battery';

export interface NewShopper {
  name: string;
  email: string;
  password: string;
}

/** A shopper nobody has signed up yet: a unique e-mail whose first part says which test made it. */
export function newShopperDetails(label = 'shopper', name = 'Asha Rao'): NewShopper {
  return { name, email: `${label}-${randomUUID()}@example.com`, password: SHOPPER_PASSWORD };
}

/**
 * The settings every test shop shares, in-process or as its own process: one token secret, quiet logs, the cheapest
 * password hashing (hundreds of sign-ups a suite, some of them sixty at once; production uses 17, with a waiting room
 * of 16) and no login limit.
 */
/** For loads where a few accounts place order after order without paying (benches): the unpaid-order caps lifted. */
export const UNLIMITED_UNPAID_ORDERS = {
  UNPAID_ORDERS_MAX: '100000',
  UNPAID_UNITS_MAX: '1000000',
  NEW_ACCOUNT_UNPAID_ORDERS_MAX: '100000',
  NEW_ACCOUNT_UNPAID_UNITS_MAX: '1000000',
} as const;

export const TEST_SHOP_ENV = {
  JWT_SECRET: 'one-secret-shared-by-every-test-server',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '10',
  PASSWORD_HASH_QUEUE: '1000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  // No visit loads the field metrics' chunk or reports, so no test or measurement depends on a draw; their tests set 1.
  FIELD_METRICS_SAMPLE_RATE: '0',
} as const;
