// 0007: product pictures kept in PostgreSQL, so every server process on the database serves every picture, whichever
// process (or the operator's command line) stored it. On SQLite (one machine) pictures stay files under DATA_DIR.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

export const pictures: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await db.schema
      .createTable('pictures')
      // The picture's path under /images/, such as products/olive-shirt-4e7274ae13-960.webp.
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // AVIF and WebP are compressed already: stored out of line without TOAST's compression, which would cost every
    // write and read a pass for nothing.
    await sql`alter table pictures alter column bytes set storage external`.execute(db);
  },
};
