// 0014: a message is claimed by one sender at a time, under a token of its own (claimed_by), checked when the row is
// marked; sent_by names the process that sent it.
import type { Kysely, Migration } from 'kysely';

export const mailClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('sent_by', 'text').execute();
  },
};
