// Pictures as rows of PostgreSQL's `pictures` table (migration 0007): every server process on the database serves
// every picture, whichever process or command stored it. Recent pictures are kept in memory (PictureCache), and a
// name the table lacks is looked for among the files of the shop's version before pictures moved into the database.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isHashedName } from '../hashedNames';
import { contentTypeOf, etagOf, isPictureName, type NewPicture, type Picture, type PictureStore } from './picture';
import { PictureCache } from './pictureCache';

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

export interface DatabasePicturesOptions {
  /** Most bytes of pictures kept in this process's memory. */
  cacheBytes: number;
  /** Where pictures stored before this table existed are read from. */
  earlier: PictureStore;
}

export function databasePictures(shopDb: Kysely<DB>, { cacheBytes, earlier }: DatabasePicturesOptions): PictureStore {
  const db = shopDb.withTables<{ pictures: PicturesTable }>();
  const cache = new PictureCache(cacheBytes);
  // A picture many shoppers ask for at once is read from the database once.
  const loading = new Map<string, Promise<Picture | undefined>>();

  const load = async (name: string): Promise<Picture | undefined> => {
    const row = await db
      .selectFrom('pictures')
      .select(['content_type', 'etag', 'bytes'])
      .where('path', '=', name)
      .executeTakeFirst();
    if (row) return { bytes: row.bytes, contentType: row.content_type, etag: row.etag };
    return earlier.get(name);
  };

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
    async missing(names) {
      if (names.length === 0) return [];
      const rows = await db.selectFrom('pictures').select('path').where('path', 'in', names).execute();
      const stored = new Set(rows.map((row) => row.path));
      return names.filter((name) => !stored.has(name));
    },
    async save(pictures: readonly NewPicture[]) {
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
      for (const { name } of pictures) cache.delete(name);
    },
    async get(name) {
      if (!isPictureName(name)) return undefined;
      const cached = cache.get(name);
      if (cached) return cached;
      let pending = loading.get(name);
      if (!pending) {
        pending = load(name).finally(() => loading.delete(name));
        loading.set(name, pending);
      }
      const picture = await pending;
      if (picture && isHashedName(name)) cache.set(name, picture);
      return picture;
    },
  };
}
