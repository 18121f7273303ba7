// 0009: sessions that end and logins that slow down, shared by every process on the database. A logged-out token is
// kept (as its hash) until it would have expired anyway; failed logins are counted per account e-mail.
import type { Kysely, Migration } from 'kysely';

export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revoked_tokens')
      // SHA-256 of the token, base64url: the token itself is never stored.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();
    await db.schema
      .createTable('login_attempts')
      // Normalised e-mail, whether or not it has an account (so the answer says nothing of which do).
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('next_allowed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
