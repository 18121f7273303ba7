// A shopper's saved delivery addresses: kept per account, at most MAX_SAVED_ADDRESSES, each once.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SavedAddressesTable } from '../db/schema';
import type { Address, SavedAddress } from '../schemas/entities';
import { deliveryPlace } from '../places';
import { AddressNotFound, TooManyAddresses } from './errors';
import { lockUser } from './userLock';
import { MAX_SAVED_ADDRESSES } from '../../contract';

/** Every field, in one order: two addresses are the same when their stored texts are. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const satisfies ReadonlyArray<keyof Address>;

/** The address as stored: its fields trimmed, in FIELDS' order, so equal addresses are equal texts. */
const stored = (address: Address) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, address[f].trim()])));

const toSaved = (row: Selectable<SavedAddressesTable>): SavedAddress => ({
  id: row.id,
  ...(JSON.parse(row.address) as Address),
});

/** The caller's saved addresses, newest first. */
export async function listAddresses(db: Kysely<DB>, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSaved);
}

/**
 * Saves an address; one the account already keeps (every field equal once trimmed) is answered instead of a copy,
 * with `created: false`. Under the shopper's lock, so parallel saves count each other and never pass the limit.
 */
export function saveAddress(
  db: Kysely<DB>,
  userId: string,
  address: Address,
): Promise<{ address: SavedAddress; created: boolean }> {
  const text = stored(deliveryPlace(address));
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const same = await trx
      .selectFrom('saved_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('address', '=', text)
      .executeTakeFirst();
    if (same) return { address: toSaved(same), created: false };
    const { count, latest } = await trx
      .selectFrom('saved_addresses')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max<number | string | null>('created_at').as('latest'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SAVED_ADDRESSES) throw new TooManyAddresses(MAX_SAVED_ADDRESSES);
    // After the account's newest, even within one millisecond: "newest first" is the order they were saved in.
    const now = Math.max(Date.now(), latest === null ? 0 : Number(latest) + 1);
    const row = { id: randomUUID(), user_id: userId, address: text, created_at: now, updated_at: now };
    await trx.insertInto('saved_addresses').values(row).execute();
    return { address: toSaved(row), created: true };
  });
}

/** Replaces one of the caller's saved addresses; another account's, or an unknown id, is AddressNotFound. */
export async function updateAddress(
  db: Kysely<DB>,
  userId: string,
  addressId: string,
  address: Address,
): Promise<SavedAddress> {
  const text = stored(deliveryPlace(address));
  const row = await db
    .updateTable('saved_addresses')
    .set({ address: text, updated_at: Date.now() })
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AddressNotFound();
  return toSaved(row);
}

/** Deletes one of the caller's saved addresses; another account's, or an unknown id, is AddressNotFound. */
export async function deleteAddress(db: Kysely<DB>, userId: string, addressId: string): Promise<void> {
  const result = await db
    .deleteFrom('saved_addresses')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AddressNotFound();
}
