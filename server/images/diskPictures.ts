// Pictures as files under DATA_DIR/images: the store of a shop on SQLite (one machine), and where a shop on
// PostgreSQL finds the pictures it wrote before they were kept in the database.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, etagOf, isPictureName, type PictureStore } from './picture';

/** A name that is not there, or names a folder: no picture. */
const ABSENT = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

export function diskPictures(folder: string): PictureStore {
  const fileOf = (name: string) => path.join(folder, ...name.split('/'));
  return {
    folder,
    async missing(names) {
      return names.filter((name) => !existsSync(fileOf(name)));
    },
    async save(pictures) {
      for (const { name, bytes } of pictures) {
        const file = fileOf(name);
        await mkdir(path.dirname(file), { recursive: true });
        // Written whole and then renamed, so a crash never leaves a half file that looks done.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }
    },
    async get(name) {
      if (!isPictureName(name)) return undefined;
      try {
        const bytes = await readFile(fileOf(name));
        return { bytes, contentType: contentTypeOf(name), etag: etagOf(bytes) };
      } catch (error) {
        if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
        throw error;
      }
    },
  };
}
