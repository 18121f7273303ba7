// Pictures kept in the database (the catalog's picture rows): every server process on it serves every picture,
// whichever process or command stored it. Recent pictures are kept in memory (PictureCache), and a name the database
// lacks is looked for among the files of the shop's version before pictures moved into the database.
import type { PictureRows } from '../catalog';
import { isHashedName } from '../plugins/hashedNames';
import { isPictureName, type Picture, type PictureStore } from './picture';
import { PictureCache } from './pictureCache';

export interface DatabasePicturesOptions {
  /** Most bytes of pictures kept in this process's memory. */
  cacheBytes: number;
  /** Where pictures stored before they moved into the database are read from. */
  earlier: PictureStore;
}

export function databasePictures(rows: PictureRows, { cacheBytes, earlier }: DatabasePicturesOptions): PictureStore {
  const cache = new PictureCache(cacheBytes);
  // A picture many shoppers ask for at once is read from the database once.
  const loading = new Map<string, Promise<Picture | undefined>>();

  const load = async (name: string): Promise<Picture | undefined> => (await rows.find(name)) ?? earlier.get(name);

  return {
    async missing(names) {
      const stored = await rows.stored(names);
      return names.filter((name) => !stored.has(name));
    },
    async save(pictures) {
      await rows.save(pictures);
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
