// The payment sandbox's records (providers/sandbox/): the sessions and orders of its pretend Stripe and Razorpay, kept in
// the shop's database so every server process sees the same ones.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SandboxRecords } from './providers/sandbox/records';

export function sandboxRecords(db: Kysely<DB>): SandboxRecords {
  return {
    find: (provider, id) =>
      db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('id', '=', id)
        .where('provider', '=', provider)
        .executeTakeFirst(),
    referring: (provider, reference) =>
      db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('provider', '=', provider)
        .where('reference', '=', reference)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    async idFor(idempotencyKey) {
      const row = await db
        .selectFrom('sandbox_payments')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row?.id;
    },
    async add(record) {
      await db.insertInto('sandbox_payments').values(record).execute();
    },
    async update(id, change, from) {
      let update = db.updateTable('sandbox_payments').set(change).where('id', '=', id);
      if (from !== undefined) update = update.where('status', '=', from);
      await update.execute();
    },
  };
}
