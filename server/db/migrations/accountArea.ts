// 0012: the shopper's account area. An e-mail confirmed by its owner (accounts from before are taken as confirmed),
// an account closed by its owner, single-use links sent by e-mail (stored as hashes), saved delivery addresses, and the
// outbox: every e-mail the shop sends is written here in the transaction that causes it and sent from here.
import { sql, type Kysely, type Migration } from 'kysely';

export const accountArea: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('email_confirmed_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('closed_at', 'bigint').execute();
    // Accounts made before the shop asked for confirmation keep every right they had.
    await sql`UPDATE users SET email_confirmed_at = created_at`.execute(db);

    await db.schema
      .createTable('account_links')
      // SHA-256 of the link's token, base64url: the token itself is only ever in the e-mail.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      // 'reset' (a new password) or 'confirm' (the e-mail's owner).
      .addColumn('purpose', 'text', (c) => c.notNull())
      // The address the link was sent to: a link confirms that address only.
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('account_links_user').on('account_links').columns(['user_id', 'purpose']).execute();
    await db.schema.createIndex('account_links_expiry').on('account_links').column('expires_at').execute();

    await db.schema
      .createTable('saved_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      // JSON object with the delivery address fields, as an order's.
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('saved_addresses_user')
      .on('saved_addresses')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // What the message is for ('reset', 'confirm', 'signup-attempt', 'order'), and a key that makes it once:
      // a second message with the same key is not written (an order confirmed twice is mailed once).
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      // While set and in the future, one process is sending it.
      .addColumn('claimed_until', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
  },
};
