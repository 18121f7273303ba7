// What a rendered page depends on, in one short string: the catalog's version, the stock's mark (stock/shelves.ts),
// the reviews' version (a product page shows its reviews) and the size charts' mark. Read at most once per
// `recheckMs`, four cheap reads, so a page can be kept until any of them changes without any process holding the
// catalog itself.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { catalogVersion } from '../catalog';
import { reviewsVersion } from '../reviews';
import { chartsMark } from '../sizing';
import { stockMark } from '../stock';

export function createCatalogMark(db: Kysely<DB>, recheckMs: number): () => Promise<string> {
  let known: { mark: string; at: number } | undefined;
  let reading: Promise<string> | undefined;
  const read = async () => {
    const mark = `${await catalogVersion(db)}/${await stockMark(db)}/${await reviewsVersion(db)}/${await chartsMark(db)}`;
    known = { mark, at: performance.now() };
    return mark;
  };
  return () => {
    if (known && performance.now() - known.at < recheckMs) return Promise.resolve(known.mark);
    // Requests arriving during a read share it.
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };
}
