// 0025: a refund is sent by one sender at a time. A sender claims the refund's row (claim_id, claimed_until: a lease
// on the database's clock) before asking the provider and lets go when the answer is written, so two requests, two
// processes or the sweep never send one refund twice; a lease left by a sender that died ends, and the sweep sends the
// refund then.
import type { Kysely, Migration } from 'kysely';

export const refundClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refunds').addColumn('claim_id', 'text').execute();
    await db.schema.alterTable('refunds').addColumn('claimed_until', 'bigint').execute();
    await db.schema.createIndex('refunds_state').on('refunds').columns(['state', 'provider_refund_id']).execute();
  },
};
