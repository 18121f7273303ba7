// 0015: every change of an account's role, with who made it (an admin, or the command line) and when. Admins given the
// role before have no entry.
import type { Kysely, Migration } from 'kysely';

export const roleChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('role_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('from_role', 'text', (c) => c.notNull())
      .addColumn('to_role', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_by_user_id', 'text', (c) => c.references('users.id'))
      .addColumn('changed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('role_changes_user').on('role_changes').columns(['user_id', 'changed_at']).execute();
  },
};
