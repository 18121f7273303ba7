// What the payment sandbox keeps of its pretend providers' sessions and orders. The records are rows of the shop's
// database, written by the orders wing (orders/payments/sandboxRecords.ts); the sandbox only names what it needs.
import type { SandboxPaymentsTable } from '../../../../db/schema';

export type SandboxRecord = SandboxPaymentsTable;

export interface SandboxRecords {
  /** The provider's record `id`, if it is one of that provider's. */
  find(provider: SandboxRecord['provider'], id: string): Promise<SandboxRecord | undefined>;
  /** The id of the record made for this idempotency key, if any. */
  idFor(idempotencyKey: string): Promise<string | undefined>;
  /** Adds a record; a second one with the same idempotency key fails as a unique violation. */
  add(record: SandboxRecord): Promise<void>;
  /** Sets a record's status (and details), only while it is `from` when that is given. */
  update(id: string, change: Partial<Pick<SandboxRecord, 'status' | 'details'>>, from?: string): Promise<void>;
}
