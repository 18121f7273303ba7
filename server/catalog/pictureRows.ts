// The catalog's pictures as rows of PostgreSQL's `pictures` table (migration 0007), which every server process on the
// database reads; the picture store in server/images/ keeps them through these functions.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { NewPicture, Picture } from '../images/picture';
import { contentTypeOf, etagOf } from '../images/picture';

/** The table exists on PostgreSQL only, so it is not part of the schema both databases share (db/schema.ts). */
interface PicturesTable {
  path: string;
  content_type: string;
  etag: string;
  bytes: Buffer;
  created_at: number;
}

/** Rows per insert: six variants of a large photograph stay well under a megabyte or two per statement. */
const ROWS_PER_INSERT = 50;

export interface PictureRows {
  /** The picture stored under `name`, if any. */
  find(name: string): Promise<Picture | undefined>;
  /** Which of `names` are stored. */
  stored(names: readonly string[]): Promise<Set<string>>;
  /** Stores each picture under its name, replacing what was there; the same bytes again write nothing. */
  save(pictures: readonly NewPicture[]): Promise<void>;
}

export function pictureRows(shopDb: Kysely<DB>): PictureRows {
  const db = shopDb.withTables<{ pictures: PicturesTable }>();

  const insert = (rows: PicturesTable[]) =>
    db
      .insertInto('pictures')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('path')
          .doUpdateSet((eb) => ({
            content_type: eb.ref('excluded.content_type'),
            etag: eb.ref('excluded.etag'),
            bytes: eb.ref('excluded.bytes'),
          }))
          // The same bytes again (two processes seeding at once, a picture uploaded twice) write nothing.
          .where('pictures.etag', '<>', (eb) => eb.ref('excluded.etag')),
      )
      .execute();

  return {
    async find(name) {
      const row = await db
        .selectFrom('pictures')
        .select(['content_type', 'etag', 'bytes'])
        .where('path', '=', name)
        .executeTakeFirst();
      return row ? { bytes: row.bytes, contentType: row.content_type, etag: row.etag } : undefined;
    },
    async stored(names) {
      if (names.length === 0) return new Set();
      const rows = await db.selectFrom('pictures').select('path').where('path', 'in', names).execute();
      return new Set(rows.map((row) => row.path));
    },
    async save(pictures) {
      const now = Date.now();
      const rows = pictures.map(({ name, bytes }) => ({
        path: name,
        content_type: contentTypeOf(name),
        etag: etagOf(bytes),
        bytes,
        created_at: now,
      }));
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
        await insert(rows.slice(start, start + ROWS_PER_INSERT));
    },
  };
}
