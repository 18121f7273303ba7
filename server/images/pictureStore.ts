// Chooses where the shop keeps its product pictures: in PostgreSQL, where every server process on the database reads
// them, or as files under DATA_DIR/images on SQLite, whose one machine has them all.
import { pictureRows } from '../catalog';
import type { Database } from '../db/database';
import { databasePictures } from './databasePictures';
import { diskPictures } from './diskPictures';
import type { PictureStore } from './picture';

/** Memory each server process gives to recently served pictures (a few hundred product photographs). */
export const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

export function createPictureStore(database: Pick<Database, 'db' | 'kind'>, imagesDir: string): PictureStore {
  const files = diskPictures(imagesDir);
  return database.kind === 'postgres'
    ? databasePictures(pictureRows(database.db), { cacheBytes: PICTURE_CACHE_BYTES, earlier: files })
    : files;
}
