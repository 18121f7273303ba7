// Kysely takes no lock for SQLite's migrations (it assumes one process per file), so two server processes opening a
// new file at once (npm run start:cluster's first start) both created the same tables and one crashed. The lock
// here is SQLite's own write lock, held from the first migration to the last: the second process waits for the
// first (busy_timeout), then finds nothing left to do.
import { sql, SqliteAdapter, SqliteDialect, type Kysely } from 'kysely';

class LockingSqliteAdapter extends SqliteAdapter {
  constructor(private readonly inTransaction: () => boolean) {
    super();
  }

  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    // Not taken when waiting for it failed (a busy database), and then there is nothing to end.
    if (this.inTransaction()) await sql`commit`.execute(db);
  }
}

export class MigrationLockingSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly inTransaction: () => boolean,
  ) {
    super(config);
  }

  override createAdapter(): SqliteAdapter {
    return new LockingSqliteAdapter(this.inTransaction);
  }
}
