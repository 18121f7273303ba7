// 0013: logout ends a session, not one spelling of one token. Every token of a login (the first and those its renewals
// replace it with) carries one session id; logging out keeps that id until the session's last token would have
// expired. revoked_tokens (0009) is still read for tokens logged out before, until they expire.
import type { Kysely, Migration } from 'kysely';

export const revokedSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revoked_sessions')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_sessions_expiry').on('revoked_sessions').column('expires_at').execute();
  },
};
