// A delivery address's fields and the limits both programs check: the server's Address schema
// (server/schemas/entities.ts) and the storefront's address inputs (src/shared/ui/addressFields.tsx) are built from it.

import { MAX_EMAIL_LENGTH } from './limits';

export interface AddressFieldRule {
  /** Most characters the field takes. */
  maxLength: number;
  /** `text`: some visible plain text; `email`: an e-mail address; `digits`: what `pattern` allows, as typed. */
  kind: 'text' | 'email' | 'digits';
  /** For digits: the whole value's pattern, unanchored (the form's `pattern` attribute is anchored by the browser). */
  pattern?: string;
  /** What the field holds when an address comes without it (the server) and when the form opens empty. */
  default?: string;
}

/** The country of every delivery address: the shop delivers in India only, so an address without one is India's. */
export const DELIVERY_COUNTRY = 'India';

export const ADDRESS_FIELD_RULES = {
  firstName: { kind: 'text', maxLength: 60 },
  lastName: { kind: 'text', maxLength: 60 },
  email: { kind: 'email', maxLength: MAX_EMAIL_LENGTH },
  street: { kind: 'text', maxLength: 200 },
  city: { kind: 'text', maxLength: 80 },
  state: { kind: 'text', maxLength: 80 },
  /** An Indian pincode: six digits, the first not 0 (the server also checks it is in India Post's directory). */
  zipcode: { kind: 'digits', pattern: '[1-9][0-9]{5}', maxLength: 6 },
  country: { kind: 'text', maxLength: 80, default: DELIVERY_COUNTRY },
  /** Digits with an optional leading +. */
  phone: { kind: 'digits', pattern: '\\+?[0-9]{6,15}', maxLength: 16 },
} as const satisfies Record<string, AddressFieldRule>;

export type AddressField = keyof typeof ADDRESS_FIELD_RULES;

/** The address's fields, in the order the forms ask for them. */
export const ADDRESS_FIELDS = Object.keys(ADDRESS_FIELD_RULES) as AddressField[];
