// Saved addresses as the account page and the delivery form show them.
import type { Address, SavedAddress } from './accountApi';

/** The address a saved one holds, without its id: what an order or an update sends. */
export function addressOf({ id: _id, ...address }: SavedAddress): Address {
  return address;
}

/** The lines an address is written in, the empty ones left out. */
export function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    address.phone,
  ]
    .map((line) => line.trim())
    .filter((line) => line.replace(/[\s,]/g, '') !== '');
}

/** Whether two addresses are the same one: every field equal once trimmed (as the server tells a copy). */
export function sameAddress(a: Address, b: Address): boolean {
  return (Object.keys(a) as (keyof Address)[]).every((field) => a[field].trim() === b[field].trim());
}
